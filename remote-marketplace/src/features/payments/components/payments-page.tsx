import {
  Button,
  color,
  type CreditEntry,
  EmptyState,
  ErrorState,
  font,
  formatMoney,
  getCreditBalance,
  isRefusal,
  newIdempotencyKey,
  PageTitle,
  reloadCredit,
  Skeleton,
  useApiResource,
  TextInput,
  formatDateTime,
  BareList,
  cardPaymentsAtom,
  store,
  type Order,
} from '@canopy/shared-core';
import { quietText, spreadRow, stack, wrappingRow } from '@canopy/shared-core/layout';
import { useSubmit } from '@canopy/shared-core/use-submit';
import { useAtomValue } from 'jotai';
import { useRef, useState, type FormEvent } from 'react';
import { PageSection } from '../../../components/page-section.tsx';
import { ruledLine } from '../../../components/styles.ts';
import { CardPayment, type CardPaymentEnd, type PendingCardReload } from './card-payment.tsx';

const PRESETS = [10, 25, 50];

const ENTRY_TEXT: Record<string, string> = {
  STARTING_CREDIT: 'Welcome credit',
  RELOAD: 'Credit reload',
  PURCHASE: 'Order',
  REFUND: 'Refund',
  ADJUSTMENT: 'Adjustment',
};

function History({ entries }: { entries: CreditEntry[] }) {
  if (entries.length === 0) return <EmptyState title="No credit activity yet" />;
  return (
    <BareList aria-label="Credit history">
      {entries.map((entry) => (
        <li key={entry.entryId} css={[spreadRow('md'), ruledLine, { alignItems: 'start' }]}>
          <span>
            {entry.orderId
              ? `${ENTRY_TEXT[entry.entryType] ?? entry.entryType} #${entry.orderId}`
              : (ENTRY_TEXT[entry.entryType] ?? entry.entryType)}
            <br />
            <span css={quietText}>{formatDateTime(entry.created)}</span>
          </span>
          <span
            css={{
              fontWeight: font.weight.bold,
              color: entry.amount < 0 ? color.text : color.success,
            }}
          >
            {entry.amount < 0 ? '−' : '+'}
            {formatMoney(Math.abs(entry.amount))}
          </span>
        </li>
      ))}
    </BareList>
  );
}

/** The card payment a reload waits for, when the API took it through Stripe. */
function pendingCardReload(order: Order): PendingCardReload | undefined {
  if (order.status !== 'PENDING_PAYMENT') return undefined;
  const card = order.payments.find((payment) => payment.provider === 'stripe');
  return card?.clientSecret
    ? { orderId: order.orderId, amount: order.amount, clientSecret: card.clientSecret }
    : undefined;
}

/** Credit balance, reloading it, and where it went. */
export function PaymentsPage() {
  const [credit, reload] = useApiResource((signal) => getCreditBalance(signal), []);
  const [amount, setAmount] = useState('25');
  const { busy, error, setError, run } = useSubmit();
  // What the reload or the card payment came to; a failure shows as `error` instead.
  const [outcome, setOutcome] = useState<CardPaymentEnd | null>(null);
  const message: CardPaymentEnd | null = error ? { kind: 'error', text: error } : outcome;
  const idempotencyKey = useRef(newIdempotencyKey());
  const cardPayments = useAtomValue(cardPaymentsAtom, { store }).publishableKey !== '';
  const [cardReload, setCardReload] = useState<PendingCardReload | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = Number(amount);
    setOutcome(null);
    if (!Number.isFinite(value) || value <= 0 || value > 500) {
      setError('Enter an amount between $0.01 and $500.');
      return;
    }
    const answer = await run(
      () => reloadCredit(Math.round(value * 100) / 100, idempotencyKey.current),
      'Credit could not be added.',
    );
    if (!answer) return;
    if (isRefusal(answer)) {
      setError(answer.message);
      return;
    }
    idempotencyKey.current = newIdempotencyKey();
    if (answer.item.status === 'PENDING_PAYMENT') {
      const card = pendingCardReload(answer.item);
      if (card && cardPayments) setCardReload(card);
      else setError('Card payments cannot be taken here right now.');
      return;
    }
    setOutcome({ kind: 'ok', text: `${formatMoney(answer.item.amount)} of credit added.` });
    reload();
  }

  return (
    <>
      <PageTitle>Credit and payments</PageTitle>
      <div css={stack('lg')}>
        <PageSection title="Credit balance">
          {credit.status === 'loading' && <Skeleton height={40} width="30%" />}
          {credit.status === 'error' && (
            <ErrorState
              title="Your balance could not be loaded"
              message={credit.message}
              onRetry={reload}
            />
          )}
          {credit.status === 'ready' && (
            <p
              css={{ margin: 0, fontSize: font.size.xxl, fontWeight: font.weight.bold }}
              aria-live="polite"
            >
              {formatMoney(credit.data.item.balance)}
            </p>
          )}
          <form
            aria-label="Reload credit"
            noValidate
            onSubmit={(event) => void submit(event)}
            css={stack('sm')}
          >
            {/* Without a card provider the credit is test money, capped a day. */}
            <p css={{ margin: 0, color: color.textMuted }}>
              {cardPayments
                ? 'You pay by card on the next step; a daily limit applies.'
                : 'Demo credit: no card is charged, and a daily limit applies.'}
            </p>
            <div css={wrappingRow('sm')}>
              {PRESETS.map((preset) => (
                <Button
                  key={preset}
                  size="sm"
                  variant={Number(amount) === preset ? 'primary' : 'secondary'}
                  aria-pressed={Number(amount) === preset}
                  onClick={() => setAmount(String(preset))}
                >
                  {formatMoney(preset)}
                </Button>
              ))}
            </div>
            <div css={{ maxWidth: 240 }}>
              <TextInput
                label="Amount (USD)"
                type="number"
                inputMode="decimal"
                min="0.01"
                max="500"
                step="0.01"
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
              />
            </div>
            {message && (
              <p
                role={message.kind === 'error' ? 'alert' : 'status'}
                css={{ margin: 0, color: message.kind === 'error' ? color.danger : color.success }}
              >
                {message.text}
              </p>
            )}
            {!cardReload && (
              <div>
                <Button type="submit" disabled={busy}>
                  {busy ? 'Adding credit…' : 'Reload credit'}
                </Button>
              </div>
            )}
          </form>
          {cardReload && (
            <CardPayment
              key={cardReload.orderId}
              reload={cardReload}
              onEnd={(end) => {
                setCardReload(null);
                setOutcome(end);
                reload();
              }}
            />
          )}
        </PageSection>
        <PageSection title="History">
          {credit.status === 'ready' && <History entries={credit.data.item.history} />}
          {credit.status === 'loading' && <Skeleton height={80} />}
        </PageSection>
      </div>
    </>
  );
}
