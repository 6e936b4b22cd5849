import { forgetAnswers } from '../hooks/remembered-answers.ts';
import { clearOfflineData } from '../offline/clear-offline-data.ts';
import { store } from '../state/store.ts';
import { sessionAtom, userAtom } from './session-atoms.ts';

/**
 * Forgets the member on this device: user, session and all of localStorage (SPEC §4), and
 * the member data saved for reading offline with what waited to be sent.
 */
export function endSession(): void {
  store.set(userAtom, null);
  store.set(sessionAtom, null);
  globalThis.localStorage?.clear();
  forgetAnswers();
  void clearOfflineData();
}
