import {
  CartQuantityStepper,
  changeQuantity,
  color,
  font,
  formatMoney,
  hasSizes,
  lineTotal,
  space,
  type Cart,
} from '@canopy/shared-core';
import { AppLink } from '../../../components/app-link.tsx';
import { PriceTag } from '../../../components/price-tag.tsx';

const cell = {
  padding: `${space.sm} ${space.xs}`,
  borderBottom: `1px solid ${color.border}`,
  textAlign: 'left' as const,
  verticalAlign: 'middle' as const,
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
                <CartQuantityStepper item={item} />
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
