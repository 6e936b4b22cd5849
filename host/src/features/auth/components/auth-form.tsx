import { Button, FormError, space } from '@canopy/shared-core';
import type { FormEvent, ReactNode } from 'react';

/**
 * The form of the sign-in and sign-up cards: the fields, the refusal under them, and the
 * submit button, which says `busyLabel` while the form is sent. The form checks its fields
 * itself (no browser bubbles).
 */
export function AuthForm({
  onSubmit,
  error,
  busy,
  submitDisabled = false,
  submitLabel,
  busyLabel,
  children,
}: {
  onSubmit: (event: FormEvent) => Promise<void>;
  error: string | null;
  busy: boolean;
  /** Kept off for other reasons than sending (a field still empty). */
  submitDisabled?: boolean;
  submitLabel: string;
  busyLabel: string;
  children: ReactNode;
}) {
  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      css={{ display: 'flex', flexDirection: 'column', gap: space.md }}
      noValidate
    >
      {children}
      <FormError message={error} />
      <Button type="submit" disabled={busy || submitDisabled}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </form>
  );
}
