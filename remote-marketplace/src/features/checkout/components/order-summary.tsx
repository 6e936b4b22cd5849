import {
  Button,
  type Cart,
  color,
  type CurrencyType,
  font,
  FormError,
  formatMoney,
  isRefusal,
  previewCart,
  removePromo,
  setCartCurrency,
  setPromo,
  Skeleton,
  space,
  sharedPaths,
  inputCss,
} from '@canopy/shared-core';
import { row, wrappingRow } from '@canopy/shared-core/layout';
import { useSubmit } from '@canopy/shared-core/use-submit';
import { useState, type FormEvent, type ReactNode } from 'react';
import { AppLink } from '../../../components/app-link.tsx';
import { PageSection } from '../../../components/page-section.tsx';
import type { PreviewState } from '../api/use-cart-preview.ts';

function Row({
  label,
  children,
  strong = false,
}: {
  label: string;
  children: ReactNode;
  strong?: boolean;
}) {
  return (
    <div
      css={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: space.md,
        fontWeight: strong ? font.weight.bold : font.weight.regular,
        fontSize: strong ? font.size.lg : font.size.md,
      }}
    >
      <dt>{label}</dt>
      <dd css={{ margin: 0 }}>{children}</dd>
    </div>
  );
}

function PromoCode({ cart }: { cart: Cart }) {
  const [code, setCode] = useState('');
  const { busy, error, run } = useSubmit();

  async function apply(event: FormEvent) {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) return;
    await run(async () => {
      // Checked against the server before it goes into the cart.
      const answer = await previewCart({ ...cart, promoCode: trimmed });
      // A refused code was shown as a toast by the client (SPEC §7): once.
      if (!isRefusal(answer)) {
        await setPromo(answer.item.promoCode ?? trimmed, answer.item.finalPrice);
        setCode('');
      }
    }, 'The code could not be checked.');
  }

  if (cart.promoCode.trim()) {
    return (
      <p css={[wrappingRow('sm'), { margin: 0 }]}>
        <span>
          Promo code <strong>{cart.promoCode}</strong>
        </span>
        <Button size="sm" variant="ghost" onClick={() => void removePromo()}>
          Remove code
        </Button>
      </p>
    );
  }
  return (
    <form
      aria-label="Promo code"
      onSubmit={(event) => void apply(event)}
      css={{ display: 'flex', flexDirection: 'column', gap: space.xs }}
    >
      <div css={{ display: 'flex', gap: space.sm }}>
        <input
          aria-label="Promo code"
          placeholder="Promo code"
          autoCapitalize="characters"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          css={[inputCss, { flex: 1 }]}
        />
        <Button type="submit" variant="secondary" disabled={busy || !code.trim()}>
          Apply
        </Button>
      </div>
      <FormError message={error} />
    </form>
  );
}

function PaymentChoice({ cart, state }: { cart: Cart; state: PreviewState }) {
  const balance = state.status === 'ready' ? state.preview.creditBalance : null;
  const options: Array<{ value: CurrencyType; label: string }> = [
    { value: 'CASH', label: 'Pay in the shop' },
    {
      value: 'RELOAD',
      label: `Pay with credit${balance === null ? '' : ` (balance ${formatMoney(balance)})`}`,
    },
  ];
  return (
    <fieldset css={{ border: 0, margin: 0, padding: 0, display: 'grid', gap: space.xs }}>
      <legend css={{ fontWeight: font.weight.medium, marginBottom: space.xs }}>Payment</legend>
      {options.map((option) => (
        <label key={option.value} css={[row('sm'), { cursor: 'pointer' }]}>
          <input
            type="radio"
            name="currency"
            checked={cart.currencyType === option.value}
            onChange={() => void setCartCurrency(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

/** Server-side totals, the promo code, how to pay, and the button that places the order. */
export function OrderSummary({
  cart,
  state,
  canPlace,
  needsAddress,
  placing,
  placeError,
  onPlace,
}: {
  cart: Cart;
  state: PreviewState;
  canPlace: boolean;
  needsAddress: boolean;
  placing: boolean;
  placeError: string | null;
  onPlace: () => void;
}) {
  const creditShort =
    cart.currencyType === 'RELOAD' && state.status === 'ready' && !state.preview.creditSufficient;
  return (
    <PageSection title="Order summary">
      <PromoCode cart={cart} />
      {state.status === 'loading' && <Skeleton height={72} />}
      {(state.status === 'refused' || state.status === 'error') && (
        <p role="alert" css={{ margin: 0, color: color.danger }}>
          {state.message}
        </p>
      )}
      {state.status === 'ready' && (
        <dl css={{ margin: 0, display: 'grid', gap: space.xs }} aria-live="polite">
          <Row label="Subtotal">{formatMoney(state.preview.subtotal)}</Row>
          {state.preview.discount > 0 && (
            <Row
              label={`Discount${state.preview.promoCode ? ` (${state.preview.promoCode})` : ''}`}
            >
              −{formatMoney(state.preview.discount)}
            </Row>
          )}
          <Row label="Total" strong>
            {formatMoney(state.preview.finalPrice)}
          </Row>
        </dl>
      )}
      <PaymentChoice cart={cart} state={state} />
      {creditShort && (
        <p role="alert" css={{ margin: 0, color: color.danger }}>
          Your credit does not cover this order.{' '}
          <AppLink to={sharedPaths.payments()}>Reload credit</AppLink> or pay in the shop.
        </p>
      )}
      {needsAddress && (
        <p css={{ margin: 0, color: color.textMuted }}>
          Add a billing address to place your order.
        </p>
      )}
      {placeError && (
        <p role="alert" css={{ margin: 0, color: color.danger }}>
          {placeError}
        </p>
      )}
      <Button onClick={onPlace} disabled={!canPlace || placing || creditShort}>
        {placing ? 'Placing your order…' : 'Place order'}
      </Button>
    </PageSection>
  );
}
