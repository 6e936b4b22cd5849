import { font } from '@canopy/shared-core';
import { pill } from '@canopy/shared-core/layout';
import type { ShopOrderStatus } from '@canopy/shared-core/staff';
import type { ComponentProps } from 'react';
import { SHOP_ORDER_STATUS_TEXT } from '../utils/shop-order-status.ts';

/** Where an order stands at a shop, as a pill: the same words for the staff and the member. */
export function OrderStatusPill({
  status,
  ...rest
}: { status: ShopOrderStatus } & Omit<ComponentProps<'span'>, 'children'>) {
  return (
    <span {...rest} css={[pill, { fontWeight: font.weight.bold }]}>
      {SHOP_ORDER_STATUS_TEXT[status]}
    </span>
  );
}
