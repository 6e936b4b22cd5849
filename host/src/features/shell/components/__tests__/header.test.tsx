import {
  cartAtom,
  chatUnreadAtom,
  emptyCart,
  liveStateAtom,
  notificationsUnreadAtom,
  sessionAtom,
  store,
  userAtom,
  type AuthUser,
  type Cart,
} from '@canopy/shared-core';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Header } from '../header.tsx';
import { renderInStore } from '@canopy/shared-core/testing';

/** Stands in for the cart modal: says whether the header has it open. */
function CartDialogProbe({ open, onClose }: { open: boolean; onClose: () => void }) {
  return open ? (
    <div role="dialog" aria-label="Cart">
      <button type="button" onClick={onClose}>
        Close cart
      </button>
    </div>
  ) : null;
}

function renderHeader() {
  return renderInStore(
    <MemoryRouter initialEntries={['/browse/activity-wall']}>
      <Header cartDialog={CartDialogProbe} />
    </MemoryRouter>,
  );
}

const cartOf = (quantity: number): Cart => ({
  ...emptyCart(),
  offerCart: quantity > 0 ? [{ quantity } as Cart['offerCart'][number]] : [],
});

// jsdom lays nothing out: the header's height is never measured here.
beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  store.set(notificationsUnreadAtom, 0);
  store.set(chatUnreadAtom, 0);
  store.set(cartAtom, emptyCart());
  store.set(liveStateAtom, 'idle');
  store.set(userAtom, null);
  store.set(sessionAtom, null);
});

describe('the header', () => {
  it('shows unread counts beside Notifications and Chat as they change', () => {
    renderHeader();
    expect(screen.queryByTestId('unread-badge')).toBeNull();
    act(() => store.set(notificationsUnreadAtom, 3));
    expect(screen.getByRole('link', { name: /^Notifications ?, 3 unread$/ })).toBeTruthy();
    act(() => store.set(chatUnreadAtom, 120));
    const chat = screen.getByRole('link', { name: /^Chat ?, 120 unread$/ });
    expect(chat.textContent).toContain('99+');
    act(() => store.set(notificationsUnreadAtom, 0));
    expect(screen.getByRole('link', { name: 'Notifications' })).toBeTruthy();
  });

  it('shows the cart while it holds something, and its dialog stays open as it empties', async () => {
    renderHeader();
    expect(screen.queryByRole('button', { name: /^Cart/ })).toBeNull();
    act(() => store.set(cartAtom, cartOf(2)));
    await userEvent.click(screen.getByRole('button', { name: 'Cart, 2 items' }));
    expect(screen.getByRole('dialog', { name: 'Cart' })).toBeTruthy();
    act(() => store.set(cartAtom, cartOf(0)));
    expect(screen.queryByRole('button', { name: /^Cart,/ })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Cart' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Close cart' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says so while the live connection reconnects', () => {
    renderHeader();
    act(() => store.set(liveStateAtom, 'reconnecting'));
    expect(screen.getByRole('status').textContent).toBe('Reconnecting…');
    act(() => store.set(liveStateAtom, 'open'));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the console’s entry to staff alone', () => {
    store.set(userAtom, { id: 1, role: 'member' } as AuthUser);
    const view = renderHeader();
    expect(screen.queryByRole('link', { name: 'Console' })).toBeNull();
    act(() => store.set(userAtom, { id: 1, role: 'moderator' } as AuthUser));
    expect(screen.getByRole('link', { name: 'Console' }).getAttribute('href')).toBe(
      '/console/overview',
    );
    view.unmount();
  });
});
