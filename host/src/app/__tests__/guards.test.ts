import { isLoggedInAtom, sessionAtom, store, userAtom, type AuthUser } from '@canopy/shared-core';
import { afterEach, describe, expect, it } from 'vitest';
import { safeReturnUrl } from '../../utils/return-url.ts';
import { inviteTokenRedirect, loggedInRedirect, loggedOutRedirect } from '../guards.ts';

function signInForTest() {
  store.set(userAtom, { id: 1 } as AuthUser);
  store.set(sessionAtom, { token: 't', expiresAt: 0 });
}

afterEach(() => {
  store.set(userAtom, null);
  store.set(sessionAtom, null);
});

describe('logged-in guard', () => {
  it('sends visitors to /login with the page as returnUrl', () => {
    expect(loggedInRedirect('/browse/marketplace?x=1')).toBe(
      `/login?returnUrl=${encodeURIComponent('/browse/marketplace?x=1')}`,
    );
  });

  it('lets members through', () => {
    signInForTest();
    expect(store.get(isLoggedInAtom)).toBe(true);
    expect(loggedInRedirect('/browse/activity-wall')).toBeNull();
  });
});

describe('not-logged-in guard', () => {
  it('sends members to the activity wall', () => {
    signInForTest();
    expect(loggedOutRedirect()).toBe('/browse/activity-wall');
  });

  it('lets visitors through', () => {
    expect(loggedOutRedirect()).toBeNull();
  });
});

describe('albums/invite guard', () => {
  it('needs a token', () => {
    expect(inviteTokenRedirect('')).toBe('/browse/activity-wall');
    expect(inviteTokenRedirect('?token=abc')).toBeNull();
  });
});

describe('safeReturnUrl', () => {
  it.each([
    ['/browse/quiz', '/browse/quiz'],
    [null, '/browse/activity-wall'],
    ['https://evil.example', '/browse/activity-wall'],
    ['//evil.example', '/browse/activity-wall'],
  ])('%s → %s', (input, expected) => {
    expect(safeReturnUrl(input)).toBe(expected);
  });
});
