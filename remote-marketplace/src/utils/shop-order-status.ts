import type { ShopOrderStatus } from '@canopy/shared-core/staff';

/** How each status of an order at the shop reads, to the staff and to the member. */
export const SHOP_ORDER_STATUS_TEXT: Record<ShopOrderStatus, string> = {
  PLACED: 'New',
  ACCEPTED: 'Accepted',
  READY: 'Ready to collect',
  COLLECTED: 'Collected',
  REJECTED: 'Rejected',
  CANCELLED: 'Cancelled',
  EXPIRED: 'Expired',
};

/** The live event a shop's staff get for each new or changed order. */
export const SHOP_ORDER_KIND = 'shop-order';
/** The live event a member gets when one of their orders changes at a shop. */
export const ORDER_STATUS_KIND = 'order-status';

export interface ShopOrderChange {
  shopOrderId: number;
  orderId: number;
  retailerLocationId: number;
  status: ShopOrderStatus;
}
