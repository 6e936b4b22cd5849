import { reasonText, showToast } from '@canopy/shared-core';
import { useSubmit } from '@canopy/shared-core/use-submit';

/** What the server answers a staff action: refused (`valid: false`) or done, in its words. */
interface StaffAnswer {
  valid?: boolean;
  message?: string | undefined;
}

export interface StaffActionTexts {
  /** Shown when the send fails without the server's reason. */
  failure: string;
  /** Shown when the server refuses without words (else `failure`). */
  refused?: string;
  /** The toast when the server says nothing of its own. */
  done?: string;
  /** After the toast: the dialog closes, the list reads itself again. */
  onDone: () => void;
  /** After a failed send (the queue reads itself again). */
  onFailure?: () => void;
}

/**
 * The busy flag and shown refusal of a console form that sends one staff action: `act`
 * sends, shows the server's refusal or reason beside the form, and once done toasts the
 * server's words and calls `onDone`.
 */
export function useStaffAction() {
  const { busy, error, setError, run } = useSubmit();

  async function act(
    send: () => Promise<StaffAnswer>,
    { failure, refused = failure, done = 'Done.', onDone, onFailure }: StaffActionTexts,
  ) {
    const answer = await run(send, { text: failure, explain: reasonText, onFailure });
    if (!answer) return;
    if (answer.valid === false) return setError(answer.message ?? refused);
    showToast(answer.message ?? done, 'success');
    onDone();
  }

  return { busy, error, setError, act };
}
