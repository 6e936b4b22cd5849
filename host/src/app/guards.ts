import { isLoggedInAtom, isStaffAtom, store } from '@canopy/shared-core';
import { LOGGED_IN_HOME } from '../utils/return-url.ts';

// SPEC §2's guards as pure decisions: where to send the visitor instead, or null to let
// them through. Paths are in-app (hash routing): pathname plus search.

/** SPEC §2: members only; others go to /login with a returnUrl. */
export function loggedInRedirect(pathWithSearch: string): string | null {
  if (store.get(isLoggedInAtom)) return null;
  return `/login?returnUrl=${encodeURIComponent(pathWithSearch)}`;
}

/** SPEC §2: signed-in members have no business on login or sign-up. */
export function loggedOutRedirect(): string | null {
  return store.get(isLoggedInAtom) ? LOGGED_IN_HOME : null;
}

/** SPEC §2: albums/invite needs a token query parameter. */
export function inviteTokenRedirect(search: string): string | null {
  return new URLSearchParams(search).get('token') ? null : LOGGED_IN_HOME;
}

/**
 * The staff console: visitors sign in first; a signed-in member who is not staff is
 * answered as if the page did not exist (the console's code is never fetched for them).
 */
export function staffOnlyAccess(pathWithSearch: string): { redirect: string } | 'hidden' | 'open' {
  const redirect = loggedInRedirect(pathWithSearch);
  if (redirect) return { redirect };
  return store.get(isStaffAtom) ? 'open' : 'hidden';
}
