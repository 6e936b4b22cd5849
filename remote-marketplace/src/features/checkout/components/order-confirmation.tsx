import {
  color,
  font,
  formatMoney,
  type Order,
  PageTitle,
  sharedPaths,
  BareList,
} from '@canopy/shared-core';
import { wrappingRow } from '@canopy/shared-core/layout';
import { AppLink } from '../../../components/app-link.tsx';
import { PageSection } from '../../../components/page-section.tsx';
import { tintedRow } from '../../../components/styles.ts';
import { purchaseLine } from '../../../utils/purchase-line.ts';

export function OrderConfirmation({ order }: { order: Order }) {
  return (
    <>
      <PageTitle>Thank you for your order</PageTitle>
      <PageSection title={`Order #${order.orderId}`}>
        <p role="status" css={{ margin: 0 }}>
          {order.currencyType === 'RELOAD'
            ? `${formatMoney(order.amount)} was paid with your credit.`
            : `Pay ${formatMoney(order.amount)} when you pick up your order.`}
        </p>
        <p css={{ margin: 0, color: color.textMuted }}>
          Show these codes at the counter to collect your items.
        </p>
        <BareList gap="sm">
          {order.purchases.map((entry) => (
            <li
              key={entry.transactionId}
              css={[wrappingRow('md'), tintedRow, { justifyContent: 'space-between' }]}
            >
              <span>
                {purchaseLine(entry)}
                {entry.location ? ` · ${entry.location.name}` : ''}
              </span>
              <code css={{ fontSize: font.size.md, fontWeight: font.weight.bold }}>
                {entry.redemptionCode}
              </code>
            </li>
          ))}
        </BareList>
        <p css={[wrappingRow('lg'), { margin: 0 }]}>
          <AppLink to={sharedPaths.wallet()}>Go to your wallet</AppLink>
          <AppLink to={sharedPaths.marketplace()}>Keep shopping</AppLink>
        </p>
      </PageSection>
    </>
  );
}
