import { Button, FormError, space } from '@canopy/shared-core';
import type { FormEvent, ReactNode } from 'react';

/**
 * A form of the account settings (name, handle, password): the fields, the refusal under
 * them, and the submit button on its own line, which says `busyLabel` while the form is sent.
 * `narrow` keeps a form of one short field from stretching across a wide card.
 */
export function AccountForm({
  onSubmit,
  error,
  busy,
  submitDisabled = false,
  submitLabel,
  busyLabel = submitLabel,
  narrow = false,
  children,
}: {
  onSubmit: (event: FormEvent) => Promise<void>;
  error: string | null;
  busy: boolean;
  /** Kept off for other reasons than sending (nothing changed, a field still empty). */
  submitDisabled?: boolean;
  submitLabel: string;
  busyLabel?: string;
  narrow?: boolean;
  children: ReactNode;
}) {
  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      css={{ display: 'grid', gap: space.md, maxWidth: narrow ? 400 : undefined }}
      noValidate
    >
      {children}
      <FormError message={error} />
      <div>
        <Button type="submit" disabled={busy || submitDisabled}>
          {busy ? busyLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
