import { sharedPaths } from '@canopy/shared-core';

/**
 * The addresses of the marketplace remote's own pages. A page other front ends link to
 * too (the dispensaries, a product, the checkout, the wallet…) is built by shared-core's
 * sharedPaths, the shared contract, wherever it is linked from, this remote included.
 */
export const marketplacePaths = {
  /** A shop's page: other front ends link to it too (the header's search). */
  retailer: sharedPaths.shop,
};
