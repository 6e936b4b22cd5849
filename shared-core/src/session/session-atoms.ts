import { atom } from 'jotai';
import type { AuthSession, AuthUser } from '../api/types.ts';

import { SESSION_STORAGE_KEY, USER_STORAGE_KEY } from './storage-keys.ts';

export { SESSION_STORAGE_KEY, USER_STORAGE_KEY };

function readStored<T>(key: string): T | null {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    // Unparseable storage is treated as signed out rather than breaking start-up.
    return null;
  }
}

function writeStored(key: string, value: unknown): void {
  if (value === null) globalThis.localStorage?.removeItem(key);
  else globalThis.localStorage?.setItem(key, JSON.stringify(value));
}

/** An atom whose value is mirrored into localStorage under `key`. */
function persistedAtom<T>(key: string) {
  const base = atom<T | null>(null);
  const persisted = atom(
    (get) => get(base),
    (_get, set, next: T | null) => {
      set(base, next);
      writeStored(key, next);
    },
  );
  return { base, persisted };
}

const user = persistedAtom<AuthUser>(USER_STORAGE_KEY);
const session = persistedAtom<AuthSession>(SESSION_STORAGE_KEY);

export const userAtom = user.persisted;
export const sessionAtom = session.persisted;

/** Logged in means a user and a session token are both present. */
export const isLoggedInAtom = atom((get) => Boolean(get(userAtom) && get(sessionAtom)?.token));

/** Puts the stored user and session back into the store (app start). */
export const restoreSessionAtom = atom(null, (_get, set) => {
  set(user.base, readStored<AuthUser>(USER_STORAGE_KEY));
  set(session.base, readStored<AuthSession>(SESSION_STORAGE_KEY));
});
