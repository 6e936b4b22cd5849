import {
  Button,
  CartQuantityStepper,
  Modal,
  cartAtom,
  cartTotal,
  color,
  font,
  formatMoney,
  hasSizes,
  itemPrice,
  space,
  updateCart,
  type CartItem,
} from '@canopy/shared-core';
import { useAtomValue } from 'jotai';
import { Link, useNavigate } from 'react-router';

/** SPEC §9: the cart modal is 600 px wide and its table at most 500 px high. */
const CART_MODAL_WIDTH = 600;
const CART_TABLE_MAX_HEIGHT = 500;

const cell = {
  padding: `${space.sm} ${space.xs}`,
  borderBottom: `1px solid ${color.border}`,
  textAlign: 'left' as const,
};

function Price({ item }: { item: CartItem }) {
  const price = itemPrice(item);
  const discounted = price !== item.display.fullPrice;
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
      <span>{formatMoney(price * item.quantity)}</span>
    </>
  );
}

export function CartModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const cart = useAtomValue(cartAtom);
  const navigate = useNavigate();
  const showSize = hasSizes(cart);
  const empty = cart.offerCart.length === 0;

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Shopping cart"
      width={CART_MODAL_WIDTH}
      footer={
        <div css={{ display: 'flex', gap: space.sm, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Button variant="secondary" disabled={empty} onClick={() => void updateCart()}>
            Update Cart
          </Button>
          <Button
            disabled={empty}
            onClick={() => {
              onClose();
              void navigate('/browse/checkout');
            }}
          >
            Check Out
          </Button>
        </div>
      }
    >
      {empty ? (
        <p css={{ margin: 0, color: color.textMuted }}>Shipping cart is empty</p>
      ) : (
        <div css={{ maxHeight: CART_TABLE_MAX_HEIGHT, overflowY: 'auto' }}>
          <table css={{ width: '100%', borderCollapse: 'collapse', fontSize: font.size.sm }}>
            <thead>
              <tr>
                <th css={cell}>Item</th>
                {showSize && <th css={cell}>Size</th>}
                <th css={cell}>QTY</th>
                <th css={{ ...cell, textAlign: 'right' }}>Price</th>
              </tr>
            </thead>
            <tbody>
              {cart.offerCart.map((item) => (
                <tr key={item.offerLocationId}>
                  <td css={cell}>
                    <Link
                      to={`/browse/marketplace/product/${item.offerLocationId}`}
                      onClick={onClose}
                    >
                      {item.display.item}
                    </Link>
                  </td>
                  {showSize && <td css={cell}>{item.display.size ?? ''}</td>}
                  <td css={cell}>
                    <CartQuantityStepper item={item} />
                  </td>
                  <td css={{ ...cell, textAlign: 'right', whiteSpace: 'nowrap' }}>
                    <Price item={item} />
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th css={{ ...cell, borderBottom: 0 }} colSpan={showSize ? 3 : 2} scope="row">
                  Total
                </th>
                <td
                  css={{
                    ...cell,
                    borderBottom: 0,
                    textAlign: 'right',
                    fontWeight: font.weight.bold,
                  }}
                >
                  {formatMoney(cartTotal(cart))}
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </Modal>
  );
}
