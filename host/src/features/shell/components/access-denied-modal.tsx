import {
  ACCESS_DENIED_TEXT,
  Button,
  Modal,
  accessDeniedOpenAtom,
  closeAccessDenied,
} from '@canopy/shared-core';
import { useAtomValue } from 'jotai';

/** SPEC §2: the shell's modal for content the member's audience may not open. */
export function AccessDeniedModal() {
  const open = useAtomValue(accessDeniedOpenAtom);
  return (
    <Modal
      open={open}
      onClose={closeAccessDenied}
      title="Access denied"
      footer={<Button onClick={closeAccessDenied}>Close</Button>}
    >
      <p>{ACCESS_DENIED_TEXT}</p>
    </Modal>
  );
}
