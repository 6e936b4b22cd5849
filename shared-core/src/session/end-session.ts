import { forgetAnswers } from '../hooks/remembered-answers.ts';
import { store } from '../state/store.ts';
import { sessionAtom, userAtom } from './session-atoms.ts';

/** Forgets the member on this device: user, session and all of localStorage (SPEC §4). */
export function endSession(): void {
  store.set(userAtom, null);
  store.set(sessionAtom, null);
  globalThis.localStorage?.clear();
  forgetAnswers();
}
