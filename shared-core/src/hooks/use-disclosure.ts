import { useId, useState } from 'react';

/**
 * A button that shows and hides a part of the page (a record, a form's details, a QR
 * code): `open`, the part's `panelId`, and the props that make the button say so to
 * assistive technology. `<Button {...disclosure.toggle}>` and `<div id={disclosure.panelId}>`.
 */
export function useDisclosure(initiallyOpen = false) {
  const [open, setOpen] = useState(initiallyOpen);
  const panelId = useId();
  return {
    open,
    panelId,
    toggle: {
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => setOpen((shown) => !shown),
    },
  };
}
