import { cartItemCountAtom, CountBadge } from '@canopy/shared-core';
import { row } from '@canopy/shared-core/layout';
import { useAtomValue } from 'jotai';
import { useState, type ComponentType } from 'react';
import { headerButton } from './header-button.ts';
import { NavIcon } from './nav-icon.tsx';

/** The cart dialog the header's cart button opens; the app supplies it (features do not import each other). */
export type CartDialog = ComponentType<{ open: boolean; onClose: () => void }>;

/**
 * The cart button with its item count, shown while the cart holds something, and the
 * dialog it opens. The dialog stays mounted when the last item is removed from it.
 */
export function CartButton({ dialog: Dialog }: { dialog: CartDialog }) {
  const count = useAtomValue(cartItemCountAtom);
  const [open, setOpen] = useState(false);
  return (
    <>
      {count > 0 && (
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-haspopup="dialog"
          aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
          css={[headerButton, row('xs')]}
        >
          <NavIcon name="shop" />
          <CountBadge count={count} />
        </button>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
