import type { ReactNode } from 'react';
import {
  cartTotal,
  hasSizes,
  itemPrice,
  lineTotal,
  type Cart,
  type CartItem,
} from '../domain/cart.ts';
import { formatMoney } from '../domain/money.ts';
import { changeQuantity } from '../state/cart-atoms.ts';
import { CartQuantityStepper } from './cart-quantity-stepper.tsx';
import { PriceTag } from './price-tag.tsx';
import { color, font, space } from './tokens.ts';

const cell = {
  padding: `${space.sm} ${space.xs}`,
  borderBottom: `1px solid ${color.border}`,
  textAlign: 'left' as const,
  verticalAlign: 'middle' as const,
};

const visuallyHidden = { position: 'absolute' as const, left: -10000 };

export interface CartTableProps {
  cart: Cart;
  /** The item's name, linked to its product page the way the caller links (and closes). */
  itemLink: (item: CartItem) => ReactNode;
  /** A caption for screen readers. */
  caption?: string;
  /**
   * Each item's unit price under its name (the checkout review). Without it the discount
   * shows in the Price column instead, as the old price struck before the line price.
   */
  unitPrices?: boolean;
  /** A ✕ button per row that takes the item out of the cart. */
  removable?: boolean;
  /** A Total row (the cart modal; the checkout shows the server's totals instead). */
  showTotal?: boolean;
}

function LinePrice({ item }: { item: CartItem }) {
  const discounted = itemPrice(item) !== item.display.fullPrice;
  return (
    <>
      {discounted && (
        <s
          css={{ color: color.textMuted, marginRight: space.xs }}
          aria-label={`was ${formatMoney(item.display.fullPrice)}`}
        >
          {formatMoney(item.display.fullPrice)}
        </s>
      )}
      <span>{formatMoney(lineTotal(item))}</span>
    </>
  );
}

function RemoveButton({ item }: { item: CartItem }) {
  return (
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
  );
}

/**
 * SPEC §2/§4: the cart's items with − quantity + steppers. The host's cart modal and the
 * marketplace's checkout both draw it, so the two always show the same cart the same way.
 */
export function CartTable({
  cart,
  itemLink,
  caption,
  unitPrices = false,
  removable = false,
  showTotal = false,
}: CartTableProps) {
  const showSize = hasSizes(cart);
  return (
    <table css={{ width: '100%', borderCollapse: 'collapse', fontSize: font.size.sm }}>
      {caption && <caption css={visuallyHidden}>{caption}</caption>}
      <thead>
        <tr>
          <th css={cell}>Item</th>
          {showSize && <th css={cell}>Size</th>}
          <th css={cell}>QTY</th>
          <th css={{ ...cell, textAlign: 'right' }}>Price</th>
          {removable && (
            <th css={cell}>
              <span css={visuallyHidden}>Remove</span>
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {cart.offerCart.map((item) => (
          <tr key={item.offerLocationId}>
            <td css={cell}>
              {itemLink(item)}
              {unitPrices && (
                <div css={{ color: color.textMuted }}>
                  <PriceTag
                    fullPrice={item.display.fullPrice}
                    discountPrice={item.display.discountPrice}
                  />{' '}
                  each
                </div>
              )}
            </td>
            {showSize && <td css={cell}>{item.display.size ?? ''}</td>}
            <td css={cell}>
              <CartQuantityStepper item={item} />
            </td>
            <td css={{ ...cell, textAlign: 'right', whiteSpace: 'nowrap' }}>
              {unitPrices ? formatMoney(lineTotal(item)) : <LinePrice item={item} />}
            </td>
            {removable && (
              <td css={{ ...cell, textAlign: 'right' }}>
                <RemoveButton item={item} />
              </td>
            )}
          </tr>
        ))}
      </tbody>
      {showTotal && (
        <tfoot>
          <tr>
            <th css={{ ...cell, borderBottom: 0 }} colSpan={showSize ? 3 : 2} scope="row">
              Total
            </th>
            <td
              css={{ ...cell, borderBottom: 0, textAlign: 'right', fontWeight: font.weight.bold }}
            >
              {formatMoney(cartTotal(cart))}
            </td>
          </tr>
        </tfoot>
      )}
    </table>
  );
}
