import {
  getTrainingProgress,
  isApiFailure,
  isRefusal,
  searchAlbums,
  useApiResource,
  type Album,
} from '@canopy/shared-core';

/** A training the member has started, with how far they are. */
export interface StartedTraining {
  training: Album;
  completedCount: number;
  lessonCount: number;
}

/**
 * The member's own sections, for their overview: the groups, events and channels they
 * joined, and the trainings they started (each training's progress is asked for with the
 * list, so the list is drawn once, complete). Nothing is asked for unless `own`.
 */
export function useMySections(own: boolean) {
  const [joined] = useApiResource(
    async (signal) =>
      own
        ? searchAlbums({ albumType: 'group,event,channel', filter: 'JOINED', limit: 100 }, signal)
        : { items: [] as Album[] },
    [own],
  );
  const [trainings] = useApiResource(
    async (signal) => {
      if (!own) return { items: [] as StartedTraining[] };
      const found = await searchAlbums({ albumType: 'training', limit: 100 }, signal);
      if (isApiFailure(found) || isRefusal(found)) return found;
      const progress = await Promise.all(
        found.items.map((training) => getTrainingProgress(training.albumId, signal)),
      );
      const started = found.items.flatMap((training, index): StartedTraining[] => {
        const answer = progress[index];
        if (!answer || isApiFailure(answer) || isRefusal(answer)) return [];
        const { completedCount, lessonCount } = answer.item;
        return completedCount > 0 ? [{ training, completedCount, lessonCount }] : [];
      });
      return { items: started };
    },
    [own],
  );
  return { joined, trainings };
}
