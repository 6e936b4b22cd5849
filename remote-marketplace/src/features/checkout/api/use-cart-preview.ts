import {
  isRefusal,
  previewCart,
  promoCodeForOrder,
  type Cart,
  type CartPreview,
  errorText,
} from '@canopy/shared-core';
import { useEffect, useState } from 'react';

export type PreviewState =
  | { status: 'empty' }
  | { status: 'loading' }
  | { status: 'ready'; preview: CartPreview }
  | { status: 'refused'; message: string; errorCode: string }
  | { status: 'error'; message: string };

/** Steppers fire quickly; price the cart once the member pauses. */
const PREVIEW_DELAY_MS = 250;

/** What the server says the cart costs; re-asked whenever the cart's contents change. */
export function useCartPreview(cart: Cart): PreviewState {
  const [state, setState] = useState<PreviewState>({ status: 'loading' });
  const lines = cart.offerCart.filter((item) => item.quantity > 0);
  const key = JSON.stringify([
    lines.map((item) => [item.offerLocationId, item.quantity, item.display.size ?? null]),
    cart.currencyType,
    promoCodeForOrder(cart) ?? null,
  ]);
  const empty = lines.length === 0;

  useEffect(() => {
    if (empty) {
      setState({ status: 'empty' });
      return;
    }
    let current = true;
    setState({ status: 'loading' });
    const timer = setTimeout(() => {
      previewCart(cart).then(
        (answer) => {
          if (!current) return;
          setState(
            isRefusal(answer)
              ? { status: 'refused', message: answer.message, errorCode: answer.errorCode }
              : { status: 'ready', preview: answer.item },
          );
        },
        (error: unknown) => {
          if (!current) return;
          setState({
            status: 'error',
            message: errorText(error, 'The cart could not be priced.'),
          });
        },
      );
    }, PREVIEW_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // `key` captures everything of the cart that changes its price.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, empty]);

  return state;
}
