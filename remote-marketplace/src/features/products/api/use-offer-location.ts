import { getOfferLocation, useApiResource } from '@canopy/shared-core';

export function useOfferLocation(offerLocationId: number) {
  return useApiResource((signal) => getOfferLocation(offerLocationId, signal), [offerLocationId]);
}
