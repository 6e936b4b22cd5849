import { decreaseQuantity, increaseQuantity } from '../state/cart-atoms.ts';
import type { CartItem } from '../domain/cart.ts';
import { color, space } from './tokens.ts';

const stepButton = {
  width: 32,
  height: 32,
  borderRadius: '50%',
  border: `1px solid ${color.border}`,
  background: color.surface,
  color: color.text,
  cursor: 'pointer',
  font: 'inherit',
  '&:disabled': { opacity: 0.4, cursor: 'not-allowed' },
};

/**
 * − quantity + for one cart row. The cart modal and the checkout page both use it, so a
 * change in one is a change in the other (SPEC §4: quantity 0 stays until Update Cart).
 */
export function CartQuantityStepper({ item }: { item: CartItem }) {
  return (
    <div css={{ display: 'flex', alignItems: 'center', gap: space.sm }}>
      <button
        type="button"
        css={stepButton}
        aria-label={`One less ${item.display.item}`}
        disabled={item.quantity <= 0}
        onClick={() => void decreaseQuantity(item.offerLocationId)}
      >
        −
      </button>
      <span aria-live="polite" css={{ minWidth: 20, textAlign: 'center' }}>
        {item.quantity}
      </span>
      <button
        type="button"
        css={stepButton}
        aria-label={`One more ${item.display.item}`}
        onClick={() => void increaseQuantity(item.offerLocationId)}
      >
        +
      </button>
    </div>
  );
}
