import {
  EmptyState,
  formatMoney,
  type Order,
  PageTitle,
  searchOrders,
  useApiResource,
  ResourceView,
  useTrackView,
  sharedPaths,
  formatDateTime,
  BareList,
  useLiveEvent,
} from '@canopy/shared-core';
import { quietText, stack } from '@canopy/shared-core/layout';
import { AppLink } from '../../../components/app-link.tsx';
import { PageSection } from '../../../components/page-section.tsx';
import { tintedRow, twoColumns } from '../../../components/styles.ts';
import { marketplacePaths } from '../../../utils/paths.ts';
import {
  ORDER_STATUS_KIND,
  SHOP_ORDER_STATUS_TEXT,
  type ShopOrderChange,
} from '../../../utils/shop-order-status.ts';
import { RedemptionCode } from './redemption-code.tsx';
import { LoadingStack } from '../../../components/loading-stack.tsx';

const STATUS_TEXT: Record<string, string> = {
  ACTIVE: 'Ready to collect',
  REDEEMED: 'Collected',
  EXPIRED: 'Expired',
  CANCELLED: 'Cancelled',
};

/** An entry's status: where its shop has got to while it is open, its own after that. */
function entryStatus(order: Order, entry: Order['purchases'][number]): string {
  const pickup = order.pickups?.find(
    (candidate) => candidate.retailerLocationId === entry.location?.retailerLocationId,
  );
  if (pickup && entry.status === 'ACTIVE') return SHOP_ORDER_STATUS_TEXT[pickup.status];
  if (pickup?.status === 'REJECTED') return 'Rejected by the shop';
  return STATUS_TEXT[entry.status] ?? entry.status;
}

function OrderCard({ order }: { order: Order }) {
  return (
    <PageSection
      title={`Order #${order.orderId}`}
      aside={
        <span css={quietText}>
          {formatDateTime(order.created)} · {formatMoney(order.amount)}
          {order.currencyType === 'RELOAD' ? ' paid with credit' : ' to pay in the shop'} ·{' '}
          <AppLink to={marketplacePaths.order(order.orderId)}>
            Order #{order.orderId} details
          </AppLink>
        </span>
      }
    >
      <BareList gap="sm">
        {order.purchases.map((entry) => (
          <li key={entry.transactionId} css={[twoColumns, tintedRow, { alignItems: 'center' }]}>
            <span>
              <strong>
                {entry.quantity} × {entry.offerName}
              </strong>
              {entry.size ? ` (${entry.size})` : ''}
              <br />
              <span css={quietText}>
                {entry.location
                  ? `${entry.location.name} · ${entry.location.locationDisplay} · `
                  : ''}
                {entryStatus(order, entry)}
              </span>
            </span>
            <RedemptionCode code={entry.redemptionCode} active={entry.status === 'ACTIVE'} />
          </li>
        ))}
      </BareList>
      {order.promoCode && (
        <p css={[quietText, { margin: 0 }]}>
          Promo code {order.promoCode}: −{formatMoney(order.discount)}
        </p>
      )}
    </PageSection>
  );
}

/** The member's orders and the codes to collect them with, newest first. */
export function WalletPage() {
  useTrackView('wallet');
  const [orders, reload] = useApiResource(
    (signal) => searchOrders({ orderType: 'PURCHASE', start: 0, limit: 50 }, signal),
    [],
    { remember: 'wallet-orders' },
  );
  // The shop moved an order on: read the wallet again (it keeps showing meanwhile).
  useLiveEvent<ShopOrderChange>(ORDER_STATUS_KIND, () => reload());
  return (
    <>
      <PageTitle aside={<AppLink to={sharedPaths.payments()}>Credit and payments</AppLink>}>
        Wallet
      </PageTitle>
      <ResourceView
        state={orders}
        onRetry={reload}
        errorTitle="Your wallet could not be loaded"
        loading={<LoadingStack shapes={[{ height: 120 }, { height: 120 }]} />}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState title="No orders yet">
            <AppLink to={sharedPaths.marketplace()}>Find a dispensary near you</AppLink>
          </EmptyState>
        }
      >
        {(data) => (
          <div css={stack('lg')}>
            {data.items.map((order) => (
              <OrderCard key={order.orderId} order={order} />
            ))}
          </div>
        )}
      </ResourceView>
    </>
  );
}
