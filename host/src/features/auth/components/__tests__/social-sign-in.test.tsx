import { isLoggedInAtom, store, toastsAtom } from '@canopy/shared-core';
import { listOf, refusalBody, stubApi } from '@canopy/shared-core/testing';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, expect, it, vi } from 'vitest';
import { testApiForEachTest } from '../../../../testing/test-api.ts';
import { SocialSignIn } from '../social-sign-in.tsx';

const user = { id: 1, firstName: 'Dana', lastName: 'Rivera', email: 'demo@canopy.test' };

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login" element={<SocialSignIn />} />
        <Route path="/browse/activity-wall" element={<p>The wall</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

testApiForEachTest();
beforeEach(() => store.set(toastsAtom, []));

it('offers a button per configured provider', async () => {
  stubApi({ '/api/auth/oidc/providers': listOf([{ id: 'acme', name: 'Acme ID' }]) });
  renderAt('/login');
  expect(await screen.findByRole('button', { name: 'Continue with Acme ID' })).toBeTruthy();
});

it('shows nothing when no provider is configured', async () => {
  const fetchMock = stubApi({ '/api/auth/oidc/providers': listOf([]) });
  renderAt('/login');
  await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
  expect(screen.queryByRole('button')).toBeNull();
});

it('exchanges the returned one-time code for a session', async () => {
  stubApi({
    '/api/auth/oidc/providers': listOf([]),
    '/api/auth/oidc/exchange': { valid: true, item: { user, session: { token: 't' } } },
  });
  renderAt('/login?oidcCode=abc');
  expect(await screen.findByText('The wall')).toBeTruthy();
  expect(store.get(isLoggedInAtom)).toBe(true);
});

it('explains an expired code', async () => {
  stubApi({
    '/api/auth/oidc/providers': listOf([]),
    '/api/auth/oidc/exchange': refusalBody(
      'OIDC_CODE_INVALID',
      'That sign-in link has expired. Please try again.',
    ),
  });
  renderAt('/login?oidcCode=old');
  // Said once, as the client's toast for a refusal (SPEC §7), not again on the form.
  await waitFor(() =>
    expect(store.get(toastsAtom).map((toast) => toast.message)).toEqual([
      'That sign-in link has expired. Please try again.',
    ]),
  );
  expect(screen.queryByRole('alert')).toBeNull();
});
