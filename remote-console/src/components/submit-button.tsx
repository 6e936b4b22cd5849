import { Button } from '@canopy/shared-core';

/** A console form's submit button on its own line; it says `busyLabel` while the form is sent. */
export function SubmitButton({
  busy,
  label,
  busyLabel = label,
}: {
  busy: boolean;
  label: string;
  busyLabel?: string;
}) {
  return (
    <div>
      <Button type="submit" disabled={busy}>
        {busy ? busyLabel : label}
      </Button>
    </div>
  );
}
