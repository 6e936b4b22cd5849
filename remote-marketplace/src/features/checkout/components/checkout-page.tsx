import {
  EmptyState,
  PageTitle,
  cartAtom,
  clearCart,
  isRefusal,
  newIdempotencyKey,
  placeOrder,
  space,
  store,
  type Order,
  errorText,
  trackAction,
  useTrackView,
  sharedPaths,
} from '@canopy/shared-core';
import { useAtomValue } from 'jotai';
import { useRef, useState } from 'react';
import { AppLink } from '../../../components/app-link.tsx';
import { PageSection } from '../../../components/page-section.tsx';
import { useCartPreview } from '../api/use-cart-preview.ts';
import { BillingAddressPicker } from './billing-address-picker.tsx';
import { CartReview } from './cart-review.tsx';
import { OrderConfirmation } from './order-confirmation.tsx';
import { OrderSummary } from './order-summary.tsx';

export function CheckoutPage() {
  useTrackView('checkout');
  const cart = useAtomValue(cartAtom, { store });
  const preview = useCartPreview(cart);
  const [billingAddressId, setBillingAddressId] = useState<number | null>(null);
  const [placing, setPlacing] = useState(false);
  const [placeError, setPlaceError] = useState<string | null>(null);
  const [placed, setPlaced] = useState<Order | null>(null);
  // One key per checkout: a retry after a lost answer returns the same order, never a second.
  const idempotencyKey = useRef(newIdempotencyKey());

  async function place() {
    if (billingAddressId === null) return;
    setPlacing(true);
    setPlaceError(null);
    try {
      const answer = await placeOrder(cart, billingAddressId, idempotencyKey.current);
      if (isRefusal(answer)) {
        setPlaceError(answer.message);
        return;
      }
      setPlaced(answer.item);
      trackAction('checkout', 'Submitted', answer.item.orderId);
      idempotencyKey.current = newIdempotencyKey();
      // SPEC §4: a successful order clears the cart (and saves the empty cart).
      await clearCart();
    } catch (caught) {
      setPlaceError(errorText(caught, 'Your order could not be placed. Try again.'));
    } finally {
      setPlacing(false);
    }
  }

  if (placed) return <OrderConfirmation order={placed} />;

  if (cart.offerCart.length === 0) {
    return (
      <>
        <PageTitle>Checkout</PageTitle>
        <EmptyState title="Your cart is empty">
          <AppLink to={sharedPaths.marketplace()}>Find a dispensary near you</AppLink>
        </EmptyState>
      </>
    );
  }

  return (
    <>
      <PageTitle>Checkout</PageTitle>
      <div
        css={{
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
          gap: space.lg,
          alignItems: 'start',
          '@media (max-width: 760px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
        }}
      >
        <div css={{ display: 'grid', gap: space.lg, minWidth: 0 }}>
          <PageSection title="Your cart">
            <CartReview cart={cart} />
          </PageSection>
          <BillingAddressPicker selectedId={billingAddressId} onSelect={setBillingAddressId} />
        </div>
        <OrderSummary
          cart={cart}
          state={preview}
          canPlace={preview.status === 'ready' && billingAddressId !== null}
          needsAddress={billingAddressId === null}
          placing={placing}
          placeError={placeError}
          onPlace={() => void place()}
        />
      </div>
    </>
  );
}
