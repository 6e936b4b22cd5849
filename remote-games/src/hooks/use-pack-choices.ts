import { searchQuizPacks, useApiResource } from '@canopy/shared-core';

/** The quiz packs a new tournament or challenge can be played on. */
export function usePackChoices() {
  return useApiResource((signal) => searchQuizPacks({ start: 0, limit: 50 }, signal), []);
}
