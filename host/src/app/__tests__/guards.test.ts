import { isLoggedInAtom, sessionAtom, store, userAtom, type AuthUser } from '@canopy/shared-core';
import { afterEach, describe, expect, it } from 'vitest';
import { safeReturnUrl } from '../../utils/return-url.ts';
import { requireInviteToken, requireLoggedIn, requireLoggedOut } from '../guards.ts';

function args(path: string) {
  return { request: new Request(`http://localhost${path}`), params: {}, context: {} } as Parameters<
    typeof requireLoggedIn
  >[0];
}

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
    const response = requireLoggedIn(args('/browse/marketplace?x=1')) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe(
      `/login?returnUrl=${encodeURIComponent('/browse/marketplace?x=1')}`,
    );
  });

  it('lets members through', () => {
    signInForTest();
    expect(store.get(isLoggedInAtom)).toBe(true);
    expect(requireLoggedIn(args('/browse/activity-wall'))).toBeNull();
  });
});

describe('not-logged-in guard', () => {
  it('sends members to the activity wall', () => {
    signInForTest();
    expect((requireLoggedOut() as Response).headers.get('Location')).toBe('/browse/activity-wall');
  });

  it('lets visitors through', () => {
    expect(requireLoggedOut()).toBeNull();
  });
});

describe('albums/invite guard', () => {
  it('needs a token', () => {
    expect((requireInviteToken(args('/albums/invite')) as Response).headers.get('Location')).toBe(
      '/browse/activity-wall',
    );
    expect(requireInviteToken(args('/albums/invite?token=abc'))).toBeNull();
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
