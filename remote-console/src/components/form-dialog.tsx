import { Button, Modal, space } from '@canopy/shared-core';
import { useId, type ReactNode } from 'react';

/**
 * A console dialog around one form: Cancel and the form's submit button in the footer
 * (the button says `busyLabel` while the form is sent).
 */
export function FormDialog({
  title,
  onClose,
  onSubmit,
  busy,
  submitLabel,
  busyLabel,
  cancelLabel = 'Cancel',
  variant = 'primary',
  submitDisabled = false,
  gap = 'lg',
  children,
}: {
  title: string;
  onClose: () => void;
  onSubmit: () => void | Promise<void>;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  cancelLabel?: string;
  variant?: 'primary' | 'danger';
  /** Kept off for other reasons than sending (nothing changed yet, no reason given). */
  submitDisabled?: boolean;
  gap?: 'md' | 'lg';
  children: ReactNode;
}) {
  const formId = useId();
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button type="submit" form={formId} variant={variant} disabled={busy || submitDisabled}>
            {busy ? busyLabel : submitLabel}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit();
        }}
        css={{ display: 'grid', gap: space[gap] }}
      >
        {children}
      </form>
    </Modal>
  );
}
