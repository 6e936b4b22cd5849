import {
  changeQuantity,
  color,
  decreaseQuantity,
  font,
  hasSizes,
  increaseQuantity,
  lineTotal,
  space,
  type Cart,
} from '@canopy/shared-core';
import { AppLink } from '../../../components/app-link.tsx';
import { PriceTag } from '../../../components/price-tag.tsx';
import { formatMoney } from '../../../utils/money.ts';

const cell = {
  padding: `${space.sm} ${space.xs}`,
  borderBottom: `1px solid ${color.border}`,
  textAlign: 'left' as const,
  verticalAlign: 'middle' as const,
};
const stepper = {
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

/** The cart's items with steppers; the server's prices are in the summary beside it. */
export function CartReview({ cart }: { cart: Cart }) {
  const showSize = hasSizes(cart);
  return (
    <div css={{ overflowX: 'auto' }}>
      <table css={{ width: '100%', borderCollapse: 'collapse', fontSize: font.size.sm }}>
        <caption css={{ position: 'absolute', left: -10000 }}>Items in your cart</caption>
        <thead>
          <tr>
            <th css={cell}>Item</th>
            {showSize && <th css={cell}>Size</th>}
            <th css={cell}>QTY</th>
            <th css={{ ...cell, textAlign: 'right' }}>Price</th>
            <th css={cell}>
              <span css={{ position: 'absolute', left: -10000 }}>Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {cart.offerCart.map((item) => (
            <tr key={item.offerLocationId}>
              <td css={cell}>
                <AppLink to={`/browse/marketplace/product/${item.offerLocationId}`}>
                  {item.display.item}
                </AppLink>
                <div css={{ color: color.textMuted }}>
                  <PriceTag
                    fullPrice={item.display.fullPrice}
                    discountPrice={item.display.discountPrice}
                  />{' '}
                  each
                </div>
              </td>
              {showSize && <td css={cell}>{item.display.size ?? ''}</td>}
              <td css={cell}>
                <div css={{ display: 'flex', alignItems: 'center', gap: space.sm }}>
                  <button
                    type="button"
                    css={stepper}
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
                    css={stepper}
                    aria-label={`One more ${item.display.item}`}
                    onClick={() => void increaseQuantity(item.offerLocationId)}
                  >
                    +
                  </button>
                </div>
              </td>
              <td css={{ ...cell, textAlign: 'right', whiteSpace: 'nowrap' }}>
                {formatMoney(lineTotal(item))}
              </td>
              <td css={{ ...cell, textAlign: 'right' }}>
                <button
                  type="button"
                  aria-label={`Remove ${item.display.item}`}
                  title="Remove"
                  onClick={() => void changeQuantity(item.offerLocationId, 0)}
                  css={{
                    background: 'none',
                    border: 0,
                    color: color.danger,
                    cursor: 'pointer',
                    font: 'inherit',
                    width: 32,
                    height: 32,
                    borderRadius: '50%',
                    '&:hover': { background: color.surfaceAlt },
                  }}
                >
                  <span aria-hidden="true">✕</span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
