import { Button, FormError, space } from '@canopy/shared-core';
import type { FormEvent, ReactNode } from 'react';

/**
 * A form of the shop's staff pages: its fields, then why the last save did not go through,
 * then its one submit button. The browser's own checks are off; each form says what is wrong.
 */
export function StaffForm({
  onSubmit,
  error,
  busy,
  submitLabel,
  children,
  ...name
}: {
  /** The form's accessible name, given by one of these two. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  onSubmit: (event: FormEvent) => Promise<void>;
  error: string | null;
  busy: boolean;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <form
      {...name}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      css={{ display: 'grid', gap: space.sm }}
    >
      {children}
      <FormError message={error} />
      <div>
        <Button type="submit" size="sm" disabled={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
