import { getPersonalRanks, useApiResource, type RankWindow } from '@canopy/shared-core';

/** The member's standing on the three global boards, in the chosen window. */
export function usePersonalRanks(window: RankWindow) {
  return useApiResource((signal) => getPersonalRanks({ window, limit: 3 }, signal), [window]);
}
