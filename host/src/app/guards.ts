import { isLoggedInAtom, store } from '@canopy/shared-core';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { LOGGED_IN_HOME } from '../utils/return-url.ts';

function pathWithSearch(request: Request): string {
  const url = new URL(request.url);
  // Hash routing: react-router hands loaders the in-app path as the URL path.
  return `${url.pathname}${url.search}`;
}

/** SPEC §2: members only; others go to /login with a returnUrl. */
export function requireLoggedIn({ request }: LoaderFunctionArgs) {
  if (store.get(isLoggedInAtom)) return null;
  return redirect(`/login?returnUrl=${encodeURIComponent(pathWithSearch(request))}`);
}

/** SPEC §2: signed-in members have no business on login or sign-up. */
export function requireLoggedOut() {
  return store.get(isLoggedInAtom) ? redirect(LOGGED_IN_HOME) : null;
}

/** SPEC §2: albums/invite needs a token query parameter. */
export function requireInviteToken({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token');
  return token ? null : redirect(LOGGED_IN_HOME);
}
