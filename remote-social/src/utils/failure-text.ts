import { errorText } from '@canopy/shared-core';
import type { SubmitFailure } from '@canopy/shared-core/use-submit';

/** The words of a failed click when the server gives none. */
export const tryAgain = 'That did not work. Please try again.';

/** What a failed click (a like, a reaction, an edit) tells the member: the server's words if any. */
export function failureText(caught: unknown): string {
  return errorText(caught, tryAgain);
}

/** The same words told in a toast, for a click sent with useSubmit's `run`. */
export const toastFailure: SubmitFailure = { text: tryAgain, tell: 'toast' };
