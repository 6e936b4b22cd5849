import { errorText } from '@canopy/shared-core';

/** What a failed click (a like, a reaction, an edit) tells the member: the server's words if any. */
export function failureText(caught: unknown): string {
  return errorText(caught, 'That did not work. Please try again.');
}
