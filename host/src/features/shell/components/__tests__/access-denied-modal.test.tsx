import {
  ACCESS_DENIED_TEXT,
  accessDeniedOpenAtom,
  showAccessDenied,
  store,
} from '@canopy/shared-core';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { AccessDeniedModal } from '../access-denied-modal.tsx';
import { renderInStore } from '@canopy/shared-core/testing';

afterEach(() => store.set(accessDeniedOpenAtom, false));

function renderModal() {
  renderInStore(<AccessDeniedModal />);
}

it('is hidden until a remote asks for it, then shows the exact text', () => {
  renderModal();
  expect(screen.queryByRole('dialog')).toBeNull();
  act(() => showAccessDenied());
  expect(screen.getByRole('dialog').textContent).toContain(ACCESS_DENIED_TEXT);
});

it('closes with the Close button, the close icon, or Escape', async () => {
  renderModal();
  act(() => showAccessDenied());
  // The close icon and the Close button are both named "Close".
  const [closeIcon, closeButton] = screen.getAllByRole('button', { name: 'Close' });
  await userEvent.click(closeButton!);
  expect(screen.queryByRole('dialog')).toBeNull();

  act(() => showAccessDenied());
  await userEvent.click(screen.getAllByRole('button', { name: 'Close' })[0]!);
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(closeIcon).toBeTruthy();

  act(() => showAccessDenied());
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
});
