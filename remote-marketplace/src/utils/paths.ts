import { browsePath, sharedPaths, type PathPart } from '@canopy/shared-core';
import type { MarketplaceSection } from '../app/sections.ts';

/** A page in one of this remote's sections: one it does not declare fails the type-check. */
const at: (section: MarketplaceSection, ...parts: PathPart[]) => string = browsePath;

/**
 * Every address the marketplace remote's pages link to. Pages other front ends link to as
 * well come from shared-core's sharedPaths (the shared contract, one builder per page);
 * the others are this remote's own.
 */
export const marketplacePaths = {
  // Shared with the other front ends.
  retailers: sharedPaths.marketplace,
  product: sharedPaths.product,
  checkout: sharedPaths.checkout,
  wallet: sharedPaths.wallet,
  payments: sharedPaths.payments,
  // This remote's own.
  retailer: (retailerLocationId: PathPart) => at('marketplace', 'retailer', retailerLocationId),
};
