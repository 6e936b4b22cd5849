import {
  Button,
  CartTable,
  Modal,
  cartAtom,
  color,
  updateCart,
  sharedPaths,
} from '@canopy/shared-core';
import { wrappingRow } from '@canopy/shared-core/layout';
import { useAtomValue } from 'jotai';
import { Link, useNavigate } from 'react-router';

/** SPEC §9: the cart modal is 600 px wide and its table at most 500 px high. */
const CART_MODAL_WIDTH = 600;
const CART_TABLE_MAX_HEIGHT = 500;

export function CartModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const cart = useAtomValue(cartAtom);
  const navigate = useNavigate();
  const empty = cart.offerCart.length === 0;

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Shopping cart"
      width={CART_MODAL_WIDTH}
      footer={
        <div css={[wrappingRow('sm'), { justifyContent: 'flex-end' }]}>
          <Button variant="secondary" disabled={empty} onClick={() => void updateCart()}>
            Update Cart
          </Button>
          <Button
            disabled={empty}
            onClick={() => {
              onClose();
              void navigate(sharedPaths.checkout());
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
          <CartTable
            cart={cart}
            showTotal
            itemLink={(item) => (
              <Link to={sharedPaths.product(item.offerLocationId)} onClick={onClose}>
                {item.display.item}
              </Link>
            )}
          />
        </div>
      )}
    </Modal>
  );
}
