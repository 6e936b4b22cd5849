import { searchBillingAddresses, useApiResource } from '@canopy/shared-core';

export function useBillingAddresses() {
  return useApiResource((signal) => searchBillingAddresses(signal), []);
}
