import { cartAlbumIdAtom, cartAtom, emptyCart, store, type Cart } from '@canopy/shared-core';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { CartModal } from '../cart-modal.tsx';
import { renderInStore } from '@canopy/shared-core/testing';

const cart: Cart = {
  ...emptyCart(),
  offerCart: [
    {
      offerId: 1,
      offerLocationId: 11,
      quantity: 2,
      display: {
        item: 'Blue Dream 3.5g',
        quantity: 2,
        fullPrice: 40,
        discountPrice: 32,
        size: '3.5g',
      },
    },
    {
      offerId: 2,
      offerLocationId: 12,
      quantity: 1,
      display: { item: 'Rolling papers', quantity: 1, fullPrice: 5, discountPrice: 0 },
    },
  ],
};

beforeEach(() => store.set(cartAlbumIdAtom, null));
afterEach(() => store.set(cartAtom, emptyCart()));

function renderModal() {
  renderInStore(
    <MemoryRouter>
      <CartModal open onClose={() => {}} />
    </MemoryRouter>,
  );
}

it('says the cart is empty', () => {
  renderModal();
  expect(screen.getByText('Shipping cart is empty')).toBeTruthy();
});

it('lists items with size, quantity, struck-through old price and a total', () => {
  store.set(cartAtom, cart);
  renderModal();
  const table = screen.getByRole('table');
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['Item', 'Size', 'QTY', 'Price']);
  expect(within(table).getByRole('link', { name: 'Blue Dream 3.5g' }).getAttribute('href')).toBe(
    '/browse/marketplace/product/11',
  );
  expect(table.querySelector('s')?.textContent).toBe('$40.00');
  expect(
    within(table).getByRole('rowheader', { name: 'Total' }).nextElementSibling?.textContent,
  ).toBe('$69.00');
});

it('hides the Size column when no item has a size', () => {
  store.set(cartAtom, { ...cart, offerCart: [cart.offerCart[1]!] });
  renderModal();
  expect(screen.queryByRole('columnheader', { name: 'Size' })).toBeNull();
});

it('plus and minus change the quantity, never below 0, and Update Cart drops zeros', async () => {
  store.set(cartAtom, { ...cart, offerCart: [cart.offerCart[1]!] });
  renderModal();
  const minus = screen.getByRole('button', { name: 'One less Rolling papers' });
  await userEvent.click(screen.getByRole('button', { name: 'One more Rolling papers' }));
  expect(store.get(cartAtom).offerCart[0]!.quantity).toBe(2);
  await userEvent.click(minus);
  await userEvent.click(minus);
  expect(store.get(cartAtom).offerCart[0]!.quantity).toBe(0);
  expect((minus as HTMLButtonElement).disabled).toBe(true);
  await act(async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Update Cart' }));
  });
  expect(store.get(cartAtom).offerCart).toEqual([]);
});
