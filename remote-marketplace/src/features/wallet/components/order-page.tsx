import {
  BareList,
  Button,
  EmptyState,
  FormError,
  PageTitle,
  ResourceView,
  Skeleton,
  cancelOrder,
  color,
  font,
  formatDateTime,
  formatMoney,
  getOrder,
  useApiResource,
  useLiveEvent,
  sharedPaths,
  type Order,
} from '@canopy/shared-core';
import { stack } from '@canopy/shared-core/layout';
import { useParams } from 'react-router';
import { AppLink } from '../../../components/app-link.tsx';
import { OrderStatusPill } from '../../../components/order-status-pill.tsx';
import { purchaseLine } from '../../../utils/purchase-line.ts';
import { PageSection } from '../../../components/page-section.tsx';
import { tintedRow, twoColumns } from '../../../components/styles.ts';
import { closedLine } from '../../../utils/closure-days.ts';
import { ORDER_STATUS_KIND, type ShopOrderChange } from '../../../utils/shop-order-status.ts';
import { useApiAction } from '../../../hooks/use-api-action.ts';
import { dayName } from '../../../utils/week-days.ts';
import { RedemptionCode } from './redemption-code.tsx';

type Pickup = NonNullable<Order['pickups']>[number];

/** What the member is told about each step of their order at a shop. */
const NEXT_STEP: Record<Pickup['status'], string> = {
  PLACED: 'The shop has your order and will accept it shortly.',
  ACCEPTED: 'The shop is preparing your order.',
  READY: 'Ready: bring your ID and show your code at the counter.',
  COLLECTED: 'You collected this order.',
  REJECTED: 'The shop could not take this order.',
  CANCELLED: 'You cancelled this order.',
  EXPIRED: 'This order was not collected in time.',
};

function PickupCard({
  order,
  pickup,
  onCancelled,
}: {
  order: Order;
  pickup: Pickup;
  onCancelled: () => void;
}) {
  const { busy, error, run } = useApiAction();
  const lines = order.purchases.filter(
    (entry) => entry.location?.retailerLocationId === pickup.retailerLocationId,
  );

  async function cancel() {
    const answer = await run(() => cancelOrder(order.orderId), {
      notDone: 'The order could not be cancelled. Please try again.',
    });
    if (answer) onCancelled();
  }

  return (
    <PageSection
      title={pickup.locationName}
      aside={
        <OrderStatusPill
          role="status"
          aria-label={`Status at ${pickup.locationName}`}
          status={pickup.status}
        />
      }
    >
      <p css={{ margin: 0 }}>
        {NEXT_STEP[pickup.status]}
        {pickup.reason && pickup.status !== 'COLLECTED' ? ` Reason: ${pickup.reason}` : ''}
      </p>
      <BareList gap="sm">
        {lines.map((entry) => (
          <li key={entry.transactionId} css={[twoColumns, tintedRow]}>
            <span>{purchaseLine(entry)}</span>
            <RedemptionCode
              code={entry.redemptionCode}
              active={entry.status === 'ACTIVE'}
              qrShown
            />
          </li>
        ))}
      </BareList>
      <dl css={[stack('xs'), { margin: 0, fontSize: font.size.sm }]}>
        <dt css={{ fontWeight: font.weight.bold }}>Pickup window</dt>
        <dd css={{ margin: 0 }}>
          From {formatDateTime(pickup.pickupFrom)}
          {pickup.pickupBy === null
            ? ', paid: collect it whenever the shop is open'
            : ` until ${formatDateTime(pickup.pickupBy)}; pay at the counter`}
        </dd>
        <dt css={{ fontWeight: font.weight.bold }}>
          Opening hours ({pickup.timeZone.replace('_', ' ')})
        </dt>
        <dd css={{ margin: 0 }}>
          {pickup.hours.length === 0 ? (
            'Ask the shop'
          ) : (
            <BareList gap="xs">
              {pickup.hours.map((day) => (
                <li key={day.day}>
                  {dayName(day.day)}:{' '}
                  {day.closed ? 'closed' : `${day.open ?? ''}–${day.close ?? ''}`}
                </li>
              ))}
              {pickup.closures.map((closure) => (
                <li key={closure.date}>{closedLine(closure)}</li>
              ))}
            </BareList>
          )}
        </dd>
      </dl>
      {pickup.cancellable && (
        <div>
          <Button variant="secondary" disabled={busy} onClick={() => void cancel()}>
            {busy ? 'Cancelling…' : 'Cancel order'}
          </Button>
        </div>
      )}
      <FormError message={error} />
    </PageSection>
  );
}

/** One of the member's orders, changing live as the shop moves it on. */
export function OrderPage() {
  const orderId = Number(useParams().orderId);
  const [order, reload] = useApiResource((signal) => getOrder(orderId, signal), [orderId], {
    remember: 'order',
  });
  useLiveEvent<ShopOrderChange>(ORDER_STATUS_KIND, (change) => {
    if (change.orderId === orderId) reload();
  });
  return (
    <>
      <PageTitle aside={<AppLink to={sharedPaths.wallet()}>Wallet</AppLink>}>
        Order #{Number.isFinite(orderId) ? orderId : ''}
      </PageTitle>
      <ResourceView
        state={order}
        onRetry={reload}
        errorTitle="This order could not be loaded"
        loading={<Skeleton height={200} />}
        isEmpty={(data) => (data.item.pickups ?? []).length === 0}
        empty={<EmptyState title="Nothing to collect for this order" />}
      >
        {(data) => (
          <div css={stack('lg')}>
            <p css={{ margin: 0, color: color.textMuted }}>
              Placed {formatDateTime(data.item.created)} · {formatMoney(data.item.amount)}
              {data.item.currencyType === 'RELOAD' ? ' paid with credit' : ' to pay in the shop'}
            </p>
            {(data.item.pickups ?? []).map((pickup) => (
              <PickupCard
                key={pickup.shopOrderId}
                order={data.item}
                pickup={pickup}
                onCancelled={reload}
              />
            ))}
          </div>
        )}
      </ResourceView>
    </>
  );
}
