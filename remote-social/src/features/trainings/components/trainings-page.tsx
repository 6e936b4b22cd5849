import { getTrainingProgress, useApiResource, useTrackView } from '@canopy/shared-core';
import { Badge, SectionList } from '../../../components/section-list.tsx';
import { socialPaths } from '../../../utils/paths.ts';

/** How far the member got in one training: "2 of 4 lessons done". */
function TrainingProgressBadge({ albumId }: { albumId: number }) {
  const [progress] = useApiResource((signal) => getTrainingProgress(albumId, signal), [albumId]);
  if (progress.status !== 'ready') return null;
  const { completedCount, lessonCount } = progress.data.item;
  if (completedCount === 0) return <span>{lessonCount} lessons</span>;
  return (
    <Badge>
      {completedCount === lessonCount
        ? 'Completed'
        : `${completedCount} of ${lessonCount} lessons done`}
    </Badge>
  );
}

/** /browse/training: every training, with the member's progress in each. */
export function TrainingsPage() {
  useTrackView('training');
  return (
    <SectionList
      albumType="training"
      title="Trainings"
      detailUrl={socialPaths.training}
      emptyTitle="No trainings yet"
      subtitle={(album) => album.description}
      footer={(album) => <TrainingProgressBadge albumId={album.albumId} />}
    />
  );
}
