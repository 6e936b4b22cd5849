import { locationAtom, searchRetailersNearby, useApiResource } from '@canopy/shared-core';
import { useAtomValue } from 'jotai';

export function useNearbyRetailers(keyword: string) {
  // The client adds the member's location to the query; re-search when it becomes known.
  const { latitude, longitude } = useAtomValue(locationAtom);
  return useApiResource(
    (signal) =>
      searchRetailersNearby({ keyword: keyword || undefined, start: 0, limit: 24 }, signal),
    [keyword, latitude, longitude],
  );
}
