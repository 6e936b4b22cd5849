import { CartTable, type Cart, sharedPaths } from '@canopy/shared-core';
import { AppLink } from '../../../components/app-link.tsx';

/** The cart's items with steppers; the server's prices are in the summary beside it. */
export function CartReview({ cart }: { cart: Cart }) {
  return (
    <div css={{ overflowX: 'auto' }}>
      <CartTable
        cart={cart}
        caption="Items in your cart"
        unitPrices
        removable
        itemLink={(item) => (
          <AppLink to={sharedPaths.product(item.offerLocationId)}>{item.display.item}</AppLink>
        )}
      />
    </div>
  );
}
