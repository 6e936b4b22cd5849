import { getRetailerLocation, useApiResource } from '@canopy/shared-core';

export function useRetailerLocation(retailerLocationId: number) {
  return useApiResource(
    (signal) => getRetailerLocation(retailerLocationId, null, signal),
    [retailerLocationId],
  );
}
