import { Button } from '@canopy/shared-core';

/**
 * The answer to an invitation or a challenge: Accept, then Decline, in the caller's row.
 * Both wait while an answer is being sent, so it is not sent twice.
 */
export function AcceptDeclineButtons({
  busy,
  acceptLabel,
  declineLabel,
  onAnswer,
}: {
  busy: boolean;
  /** The buttons' accessible names, which say what is answered ("Accept Priya’s challenge"). */
  acceptLabel: string;
  declineLabel: string;
  onAnswer: (accept: boolean) => void;
}) {
  return (
    <>
      <Button size="sm" disabled={busy} aria-label={acceptLabel} onClick={() => onAnswer(true)}>
        Accept
      </Button>
      <Button
        size="sm"
        variant="secondary"
        disabled={busy}
        aria-label={declineLabel}
        onClick={() => onAnswer(false)}
      >
        Decline
      </Button>
    </>
  );
}
