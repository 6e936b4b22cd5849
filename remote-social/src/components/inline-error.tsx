import { color } from '@canopy/shared-core';

/** An error told where it happened (a failed send, a next page that did not load): announced as it appears, nothing when there is none. */
export function InlineError({ message, id }: { message: string | null | undefined; id?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" css={{ margin: 0, color: color.danger }}>
      {message}
    </p>
  );
}
