import { clearOfflineData } from '../offline/clear-offline-data.ts';
import { logoutSession } from '../api/auth.ts';
import { forgetDevicePush } from '../push/device-push-lazy.ts';
import type { SignInResult } from '../api/types.ts';
import { store } from '../state/store.ts';
import { endSession } from './end-session.ts';
import { navigateTo, reloadPage } from './navigation.ts';
import { sessionAtom, userAtom } from './session-atoms.ts';

/** SPEC §9: logout waits 1000 ms before going home and reloading. */
export const LOGOUT_RELOAD_DELAY_MS = 1000;

export function signIn(result: SignInResult): void {
  store.set(userAtom, result.user);
  store.set(sessionAtom, result.session);
}

/**
 * Stops pushes to this device, revokes the token on the server (best effort), forgets the
 * member, then reloads home.
 */
export async function logout(): Promise<void> {
  // While the session still holds: this device stops receiving the member's pushes.
  await forgetDevicePush();
  try {
    await logoutSession();
  } catch {
    // The session ends on this device whether or not the server heard about it.
  }
  endSession();
  // The saved member data is gone before the page reloads (endSession started it).
  await clearOfflineData();
  setTimeout(() => {
    navigateTo('/home');
    reloadPage();
  }, LOGOUT_RELOAD_DELAY_MS);
}
