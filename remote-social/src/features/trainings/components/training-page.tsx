import {
  Button,
  ResourceView,
  Skeleton,
  color,
  completeLesson,
  font,
  getAlbum,
  getTrainingProgress,
  radius,
  showToast,
  space,
  trackAction,
  useApiResource,
  useTrackView,
  type Lesson,
  type TrainingProgress,
  BareList,
} from '@canopy/shared-core';
import { stack } from '@canopy/shared-core/layout';
import { useSubmit } from '@canopy/shared-core/use-submit';
import { useState } from 'react';
import { useParams } from 'react-router';
import { MediaPlayer } from '../../../components/media-player.tsx';
import { SectionAlbumView } from '../../../components/section-album-view.tsx';
import { SectionHeader } from '../../../components/section-header.tsx';
import { Badge } from '../../../components/section-list.tsx';
import { socialPaths } from '../../../utils/paths.ts';
import { PageColumn } from '../../../components/page-column.tsx';
import { card } from '@canopy/shared-core/layout';

const KIND_LABEL: Record<Lesson['kind'], string> = {
  VIDEO: 'Video',
  AUDIO: 'Audio',
  TEXT: 'Reading',
};

function lessonStatus(lesson: Lesson): string {
  if (lesson.completed) return 'Completed';
  if (lesson.locked) return 'Locked: finish the previous lesson first';
  return 'Open';
}

function LessonView({
  lesson,
  busy,
  onComplete,
}: {
  lesson: Lesson;
  busy: boolean;
  onComplete: () => void;
}) {
  return (
    <section aria-labelledby="lesson-heading" css={[card('lg'), stack('md')]}>
      <h2 id="lesson-heading" css={{ margin: 0, fontSize: font.size.lg }}>
        {lesson.title}
      </h2>
      <p css={{ margin: 0, color: color.textMuted, fontSize: font.size.sm }}>
        {KIND_LABEL[lesson.kind]} · {lesson.minutes} min
      </p>
      {lesson.kind !== 'TEXT' && (
        <MediaPlayer
          media={{
            mediaType: lesson.kind,
            src: lesson.mediaURL,
            title: lesson.title,
            poster: null,
          }}
        />
      )}
      {lesson.text && <p css={{ margin: 0, whiteSpace: 'pre-wrap' }}>{lesson.text}</p>}
      {lesson.completed ? (
        <p css={{ margin: 0 }}>
          <Badge>Lesson completed</Badge>
        </p>
      ) : (
        <div>
          <Button disabled={busy} onClick={onComplete}>
            {busy ? 'Saving…' : 'Mark lesson complete'}
          </Button>
        </div>
      )}
    </section>
  );
}

function Lessons({ albumId, initial }: { albumId: number; initial: TrainingProgress }) {
  const [progress, setProgress] = useState(initial);
  // Resume where the member left off: the first lesson not completed.
  const [openId, setOpenId] = useState(
    initial.resumeLessonId ?? initial.lessons[0]?.lessonId ?? null,
  );
  const { busy, run } = useSubmit();
  const open = progress.lessons.find((lesson) => lesson.lessonId === openId);

  async function complete(lesson: Lesson) {
    const answer = await run(() => completeLesson(albumId, lesson.lessonId), {
      text: 'Your progress could not be saved. Please try again.',
      tell: 'toast',
    });
    if (answer?.valid) {
      trackAction('training', 'COMPLETED', `${albumId}:${lesson.lessonId}`);
      showToast(answer.message, 'success');
      setProgress(answer.item);
      if (answer.item.resumeLessonId) setOpenId(answer.item.resumeLessonId);
    }
  }

  return (
    <div css={{ display: 'grid', gap: space.lg }}>
      <p css={{ margin: 0 }} aria-live="polite">
        {progress.completedCount} of {progress.lessonCount} lessons completed
      </p>
      <BareList ordered gap="sm" aria-label="Lessons">
        {progress.lessons.map((lesson, index) => (
          <li key={lesson.lessonId}>
            <button
              type="button"
              disabled={lesson.locked}
              aria-current={lesson.lessonId === openId ? 'step' : undefined}
              onClick={() => setOpenId(lesson.lessonId)}
              css={{
                width: '100%',
                textAlign: 'left',
                display: 'flex',
                justifyContent: 'space-between',
                gap: space.sm,
                padding: space.md,
                borderRadius: radius.md,
                border: `1px solid ${lesson.lessonId === openId ? color.primary : color.border}`,
                background: color.surface,
                color: color.text,
                font: 'inherit',
                cursor: lesson.locked ? 'not-allowed' : 'pointer',
                opacity: lesson.locked ? 0.7 : 1,
              }}
            >
              <span>
                {index + 1}. {lesson.title}
              </span>
              <span css={{ fontSize: font.size.sm, color: color.textMuted }}>
                {lessonStatus(lesson)}
              </span>
            </button>
          </li>
        ))}
      </BareList>
      {open && (
        <LessonView
          key={open.lessonId}
          lesson={open}
          busy={busy}
          onComplete={() => void complete(open)}
        />
      )}
      {progress.resumeLessonId === null && (
        <p role="status" css={{ margin: 0 }}>
          <Badge>Training completed</Badge>
        </p>
      )}
    </div>
  );
}

/** The list this page belongs to: the header's way back, and where a gone one points. */
const TRAININGS = { to: socialPaths.trainings(), label: 'Trainings' };

/** /browse/training-post/{id}: a training's lessons in order, progress saved and resumed. */
export function TrainingPage() {
  const albumId = Number(useParams().id);
  useTrackView('training', albumId);
  const [training, reloadTraining] = useApiResource(() => getAlbum(albumId), [albumId]);
  const [progress, reloadProgress] = useApiResource(
    (signal) => getTrainingProgress(albumId, signal),
    [albumId],
  );

  return (
    <PageColumn>
      <SectionAlbumView state={training} onRetry={reloadTraining} noun="training" list={TRAININGS}>
        {({ item }) => <SectionHeader album={item} back={TRAININGS} />}
      </SectionAlbumView>
      <ResourceView
        state={progress}
        onRetry={reloadProgress}
        errorTitle="The lessons could not be loaded"
        loading={<Skeleton height={200} />}
      >
        {({ item }) => <Lessons key={albumId} albumId={albumId} initial={item} />}
      </ResourceView>
    </PageColumn>
  );
}
