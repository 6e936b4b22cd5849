import { Button, FormError } from '@canopy/shared-core';
import { stack } from '@canopy/shared-core/layout';
import type { FormEvent, ReactNode } from 'react';

/**
 * A form that checks its own fields (no browser bubbles) and sends them: the fields, the
 * refusal under them, and the submit button, which says `busyLabel` while the form is sent.
 * `sending` is the form's useSubmit state: whether it is being sent, and why it was refused.
 * `wideButton` spans the button across the form (the sign-in and sign-up cards); `narrow`
 * keeps a form of one short field from stretching across a wide card.
 */
export function SubmitForm({
  onSubmit,
  sending: { busy, error },
  submitDisabled = false,
  submitLabel,
  busyLabel = submitLabel,
  wideButton = false,
  narrow = false,
  children,
}: {
  onSubmit: (event: FormEvent) => Promise<void>;
  sending: { busy: boolean; error: string | null };
  /** Kept off for other reasons than sending (nothing changed, a field still empty). */
  submitDisabled?: boolean;
  submitLabel: string;
  busyLabel?: string;
  wideButton?: boolean;
  narrow?: boolean;
  children: ReactNode;
}) {
  const button = (
    <Button type="submit" disabled={busy || submitDisabled}>
      {busy ? busyLabel : submitLabel}
    </Button>
  );
  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      css={[stack('md'), { maxWidth: narrow ? 400 : undefined }]}
      noValidate
    >
      {children}
      <FormError message={error} />
      {wideButton ? button : <div>{button}</div>}
    </form>
  );
}
