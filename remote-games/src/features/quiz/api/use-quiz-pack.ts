import { getQuizPack, useApiResource } from '@canopy/shared-core';

/** The pack, read again for each level opened: finishing one unlocks the next. */
export function useQuizPack(packId: number, levelId: number) {
  return useApiResource((signal) => getQuizPack(packId, signal), [packId, levelId]);
}
