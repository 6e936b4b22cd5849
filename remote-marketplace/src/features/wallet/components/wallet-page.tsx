import {
  color,
  EmptyState,
  font,
  formatMoney,
  type Order,
  PageTitle,
  radius,
  searchOrders,
  Skeleton,
  space,
  useApiResource,
  ResourceView,
  useTrackView,
  sharedPaths,
  formatDateTime,
  BareList,
} from '@canopy/shared-core';
import { AppLink } from '../../../components/app-link.tsx';
import { PageSection } from '../../../components/page-section.tsx';

const STATUS_TEXT: Record<string, string> = {
  ACTIVE: 'Ready to collect',
  REDEEMED: 'Collected',
  EXPIRED: 'Expired',
};

function OrderCard({ order }: { order: Order }) {
  return (
    <PageSection
      title={`Order #${order.orderId}`}
      aside={
        <span css={{ color: color.textMuted, fontSize: font.size.sm }}>
          {formatDateTime(order.created)} · {formatMoney(order.amount)}
          {order.currencyType === 'RELOAD' ? ' paid with credit' : ' to pay in the shop'}
        </span>
      }
    >
      <BareList gap="sm">
        {order.purchases.map((entry) => (
          <li
            key={entry.transactionId}
            css={{
              display: 'grid',
              gridTemplateColumns: 'minmax(0, 1fr) auto',
              gap: space.sm,
              alignItems: 'center',
              padding: space.sm,
              borderRadius: radius.md,
              background: color.surfaceAlt,
            }}
          >
            <span>
              <strong>
                {entry.quantity} × {entry.offerName}
              </strong>
              {entry.size ? ` (${entry.size})` : ''}
              <br />
              <span css={{ color: color.textMuted, fontSize: font.size.sm }}>
                {entry.location
                  ? `${entry.location.name} · ${entry.location.locationDisplay} · `
                  : ''}
                {STATUS_TEXT[entry.status] ?? entry.status}
              </span>
            </span>
            <span css={{ textAlign: 'right' }}>
              <span css={{ display: 'block', fontSize: font.size.xs, color: color.textMuted }}>
                Redemption code
              </span>
              <code css={{ fontSize: font.size.md, fontWeight: font.weight.bold }}>
                {entry.redemptionCode}
              </code>
            </span>
          </li>
        ))}
      </BareList>
      {order.promoCode && (
        <p css={{ margin: 0, fontSize: font.size.sm, color: color.textMuted }}>
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
  );
  return (
    <>
      <PageTitle aside={<AppLink to={sharedPaths.payments()}>Credit and payments</AppLink>}>
        Wallet
      </PageTitle>
      <ResourceView
        state={orders}
        onRetry={reload}
        errorTitle="Your wallet could not be loaded"
        loading={
          <div css={{ display: 'grid', gap: space.sm }} aria-busy="true">
            <Skeleton height={120} />
            <Skeleton height={120} />
          </div>
        }
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState title="No orders yet">
            <AppLink to={sharedPaths.marketplace()}>Find a dispensary near you</AppLink>
          </EmptyState>
        }
      >
        {(data) => (
          <div css={{ display: 'grid', gap: space.lg }}>
            {data.items.map((order) => (
              <OrderCard key={order.orderId} order={order} />
            ))}
          </div>
        )}
      </ResourceView>
    </>
  );
}
