import { atom } from 'jotai';
import { store } from './store.ts';

/** SPEC §8: the text of the access-denied modal. */
export const ACCESS_DENIED_TEXT = 'You do not have access to this content.';

export const accessDeniedOpenAtom = atom(false);

/** Remotes call this when a member opens access-locked content; the host shows the modal. */
export function showAccessDenied(): void {
  store.set(accessDeniedOpenAtom, true);
}

export function closeAccessDenied(): void {
  store.set(accessDeniedOpenAtom, false);
}
