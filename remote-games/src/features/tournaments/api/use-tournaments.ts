import { searchTournaments, useApiResource } from '@canopy/shared-core';

/** The tournaments the member runs or has joined. */
export function useTournaments() {
  return useApiResource((signal) => searchTournaments({ limit: 50 }, signal), []);
}
