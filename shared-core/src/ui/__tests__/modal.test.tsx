import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal, modalWidthCss } from '../modal.tsx';

/** A page with an opener button, as the header's cart button would be. */
function CartPage({ width }: { width?: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open cart
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Your cart" width={width}>
        <button type="button">Update Cart</button>
        <button type="button">Check Out</button>
      </Modal>
    </>
  );
}

async function openCart(width?: number) {
  const user = userEvent.setup();
  render(<CartPage width={width} />);
  await user.click(screen.getByRole('button', { name: 'Open cart' }));
  return user;
}

describe('Modal', () => {
  it('renders nothing while closed', () => {
    render(
      <Modal open={false} onClose={() => {}} title="Hidden">
        text
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a modal dialog named by its title, rendered on document.body', async () => {
    await openCart();
    const dialog = screen.getByRole('dialog', { name: 'Your cart' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.parentElement?.parentElement).toBe(document.body);
  });

  it('moves focus to the first control of its content on open', async () => {
    await openCart();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Update Cart' }));
  });

  it('keeps Tab and Shift+Tab cycling inside the dialog', async () => {
    const user = await openCart();
    const close = screen.getByRole('button', { name: 'Close' });
    const checkOut = screen.getByRole('button', { name: 'Check Out' });

    await user.tab();
    expect(document.activeElement).toBe(checkOut);
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(checkOut);
    for (let step = 0; step < 6; step += 1) {
      await user.tab();
      expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    }
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const user = await openCart();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open cart' }));
  });

  it('closes with the Close icon button and gives focus back to the opener', async () => {
    const user = await openCart();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open cart' }));
  });

  it('closes on a backdrop click, not on a click inside', async () => {
    const user = await openCart();
    const dialog = screen.getByRole('dialog');
    await user.click(screen.getByRole('heading', { name: 'Your cart' }));
    expect(screen.queryByRole('dialog')).not.toBeNull();
    await user.click(dialog.parentElement!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lets only the top modal of a stack answer Escape', async () => {
    const user = userEvent.setup();
    const closeLower = vi.fn();
    const closeUpper = vi.fn();
    render(
      <>
        <Modal open onClose={closeLower} title="Lower">
          <button type="button">Lower action</button>
        </Modal>
        <Modal open onClose={closeUpper} title="Upper">
          <button type="button">Upper action</button>
        </Modal>
      </>,
    );
    await user.keyboard('{Escape}');
    expect(closeUpper).toHaveBeenCalledOnce();
    expect(closeLower).not.toHaveBeenCalled();
  });

  it('is 600px wide from 650px screens up, otherwise the viewport minus 50px', async () => {
    expect(modalWidthCss(600)).toBe('min(600px, calc(100vw - 50px))');
    await openCart();
    const styles = Array.from(
      document.querySelectorAll('style'),
      (style) => style.textContent,
    ).join('');
    expect(styles).toContain('width:min(600px, calc(100vw - 50px))');
  });

  it('takes another width when asked', async () => {
    await openCart(480);
    const styles = Array.from(
      document.querySelectorAll('style'),
      (style) => style.textContent,
    ).join('');
    expect(styles).toContain('width:min(480px, calc(100vw - 50px))');
  });
});
