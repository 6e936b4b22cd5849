import { afterEach, describe, expect, it, vi } from 'vitest';
import { store } from '../../state/store.ts';
import {
  SESSION_STORAGE_KEY,
  USER_STORAGE_KEY,
  isLoggedInAtom,
  restoreSessionAtom,
  sessionAtom,
  userAtom,
} from '../session-atoms.ts';
import { LOGOUT_RELOAD_DELAY_MS, logout, signIn } from '../session-actions.ts';
import type { AuthUser } from '../../api/types.ts';

const user = {
  id: 1,
  firstName: 'Dana',
  lastName: 'Rivera',
  email: 'demo@canopy.test',
} as AuthUser;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
  store.set(userAtom, null);
  store.set(sessionAtom, null);
});

describe('session', () => {
  it('persists the user and session to localStorage and restores them', () => {
    signIn({ user, session: { token: 't1', expiresAt: 0 } });
    expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY)!)).toEqual(user);
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!)).toEqual({
      token: 't1',
      expiresAt: 0,
    });

    // A fresh page: the store starts empty and is filled from storage.
    store.set(userAtom, null);
    store.set(sessionAtom, null);
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 't1', expiresAt: 0 }));
    store.set(restoreSessionAtom);
    expect(store.get(isLoggedInAtom)).toBe(true);
    expect(store.get(userAtom)).toEqual(user);
  });

  it('treats unreadable storage as signed out', () => {
    localStorage.setItem(USER_STORAGE_KEY, '{not json');
    store.set(restoreSessionAtom);
    expect(store.get(isLoggedInAtom)).toBe(false);
  });

  it('logout clears everything, then goes home and reloads after 1000 ms', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('{"valid":true}', { headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    const reload = vi.fn();
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { ...window.location, hash: '', hostname: 'localhost', reload },
    });
    signIn({ user, session: { token: 't1', expiresAt: 0 } });
    localStorage.setItem('unrelated', 'x');
    vi.useFakeTimers();
    await logout();
    expect(store.get(isLoggedInAtom)).toBe(false);
    expect(localStorage.length).toBe(0);
    vi.advanceTimersByTime(LOGOUT_RELOAD_DELAY_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(window.location.hash).toBe('#/home');
    expect(reload).toHaveBeenCalledOnce();
  });
});
