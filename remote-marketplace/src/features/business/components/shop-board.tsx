import {
  CountBadge,
  EmptyState,
  PageTitle,
  ResourceView,
  color,
  font,
  space,
  useApiResource,
  useLiveEvent,
} from '@canopy/shared-core';
import { shopOrders, type ShopOrder, type StaffedLocation } from '@canopy/shared-core/staff';
import { useState } from 'react';
import { AppLink } from '../../../components/app-link.tsx';
import { marketplacePaths } from '../../../utils/paths.ts';
import { playNewOrderChime } from '../utils/chime.ts';
import { SHOP_ORDER_KIND, type ShopOrderChange } from '../../../utils/shop-order-status.ts';
import { ShopHours } from './shop-hours.tsx';
import { ShopMenu } from './shop-menu.tsx';
import { ShopOrderCard } from './shop-order-card.tsx';
import { LoadingStack } from '../../../components/loading-stack.tsx';

/**
 * One shop's orders at the counter: the open ones, oldest first. A new order arrives live
 * (the shop-order event), with a tone and a badge counting the orders not looked at yet.
 */
export function ShopBoard({
  shop,
  shopCount,
  onShopChanged,
}: {
  shop: StaffedLocation;
  shopCount: number;
  /** Reads the shop again after its hours changed. */
  onShopChanged: () => void;
}) {
  const [open, reload] = useApiResource(
    (signal) => shopOrders(shop.retailerLocationId, 'open', signal),
    [shop.retailerLocationId],
    { remember: 'shop-orders' },
  );
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());
  const [changed, setChanged] = useState<Map<number, ShopOrder>>(new Map());

  useLiveEvent<ShopOrderChange>(SHOP_ORDER_KIND, (change) => {
    if (change.retailerLocationId !== shop.retailerLocationId) return;
    if (change.status === 'PLACED') {
      setFresh((seen) => new Set(seen).add(change.shopOrderId));
      playNewOrderChime();
    }
    reload();
  });

  const seen = (shopOrderId: number) =>
    setFresh((before) => {
      if (!before.has(shopOrderId)) return before;
      const after = new Set(before);
      after.delete(shopOrderId);
      return after;
    });

  return (
    <>
      <PageTitle
        aside={
          shopCount > 1 ? <AppLink to={marketplacePaths.business()}>All your shops</AppLink> : null
        }
      >
        <span css={{ display: 'inline-flex', gap: space.sm, alignItems: 'center' }}>
          Orders at {shop.name}
          {fresh.size > 0 && (
            <CountBadge
              count={fresh.size}
              spoken={`${fresh.size} new ${fresh.size === 1 ? 'order' : 'orders'}`}
              testId="new-orders-badge"
            />
          )}
        </span>
      </PageTitle>
      <p css={{ margin: 0, color: color.textMuted, fontSize: font.size.sm }}>
        {shop.locationDisplay} · New orders appear here as they are placed, with a tone.
      </p>
      <ResourceView
        state={open}
        onRetry={reload}
        errorTitle="The orders could not be loaded"
        loading={<LoadingStack shapes={[{ height: 140 }, { height: 140 }]} />}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState title="No open orders">
            <p>New orders appear here as soon as members place them.</p>
          </EmptyState>
        }
      >
        {(data) => (
          <section aria-label="Open orders" css={{ display: 'grid', gap: space.md }}>
            {data.items
              .map((order) => changed.get(order.shopOrderId) ?? order)
              .map((order) => (
                <div
                  key={order.shopOrderId}
                  onFocusCapture={() => seen(order.shopOrderId)}
                  onPointerDown={() => seen(order.shopOrderId)}
                >
                  <ShopOrderCard
                    order={order}
                    isNew={fresh.has(order.shopOrderId)}
                    onChanged={(next) => {
                      seen(next.shopOrderId);
                      setChanged((before) => new Map(before).set(next.shopOrderId, next));
                      reload();
                    }}
                  />
                </div>
              ))}
          </section>
        )}
      </ResourceView>
      <ShopMenu retailerLocationId={shop.retailerLocationId} />
      <ShopHours key={shop.retailerLocationId} shop={shop} onSaved={onShopChanged} />
    </>
  );
}
