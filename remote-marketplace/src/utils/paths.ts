import { browsePath, sharedPaths, type PathPart } from '@canopy/shared-core';
import type { MarketplaceSection } from '../app/sections.ts';

/** A page in one of this remote's sections: one it does not declare fails the type-check. */
const at: (section: MarketplaceSection, ...parts: PathPart[]) => string = browsePath;

/**
 * The addresses of the marketplace remote's own pages. A page other front ends link to
 * too (the dispensaries, a product, the checkout, the wallet…) is built by shared-core's
 * sharedPaths, the shared contract, wherever it is linked from, this remote included.
 */
export const marketplacePaths = {
  /** A shop's page: other front ends link to it too (the header's search). */
  retailer: sharedPaths.shop,
  /** One of the member's orders: where it is at each shop, the pickup window and hours. */
  order: (orderId: PathPart) => at('wallet', 'order', orderId),
  /** The business area: the shops the member staffs, and one shop's orders. */
  business: () => at('business'),
  shopOrders: (retailerLocationId: PathPart) => at('business', 'shop', retailerLocationId),
  shopInvite: (token: PathPart) => at('business', 'invite', token),
};
