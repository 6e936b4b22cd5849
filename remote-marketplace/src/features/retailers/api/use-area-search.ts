import {
  isApiFailure,
  isRefusal,
  mapAreaSearch,
  searchRetailerLocations,
  type ListResponse,
  type MapBounds,
  type NearbyFilters,
  type RetailerLocation,
} from '@canopy/shared-core';
import { useCallback, useEffect, useRef, useState } from 'react';

export type AreaSearch =
  | { status: 'none' }
  | { status: 'loading'; bounds: MapBounds }
  | { status: 'error'; bounds: MapBounds; message: string }
  | { status: 'ready'; bounds: MapBounds; data: ListResponse<RetailerLocation> };

/**
 * "Search this area": the list's search kept to the area the map shows. A newer search
 * cancels the one before, and leaving the map cancels it too.
 */
export function useAreaSearch(filters: NearbyFilters) {
  const [area, setArea] = useState<AreaSearch>({ status: 'none' });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const searchArea = useCallback(
    async (bounds: MapBounds) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setArea({ status: 'loading', bounds });
      const result = await searchRetailerLocations(
        mapAreaSearch(filters, bounds),
        controller.signal,
      );
      if (controller.signal.aborted) return;
      setArea(
        isApiFailure(result) || isRefusal(result)
          ? { status: 'error', bounds, message: result.message }
          : { status: 'ready', bounds, data: result },
      );
    },
    [filters],
  );
  return { area, searchArea };
}
