import { searchQuizPacks, useApiResource } from '@canopy/shared-core';

export function useQuizPacks() {
  return useApiResource((signal) => searchQuizPacks({ start: 0, limit: 50 }, signal), []);
}
