import { sessionAtom, store, userAtom, type AuthUser } from '@canopy/shared-core';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter, Outlet, useLocation } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { AppRoutes } from '../router.tsx';

// The route table with its guards; pages stand in, each saying where it is.
function Here({ page }: { page: string }) {
  const { pathname, search } = useLocation();
  return <p>{`${page} at ${pathname}${search}`}</p>;
}

vi.mock('../layout.tsx', () => ({ AppLayout: () => <Outlet /> }));
vi.mock('../browse-area.tsx', () => ({
  BrowseArea: () => <Here page="browse" />,
}));
const consoleLoaded = vi.hoisted(() => vi.fn());
vi.mock('../console-area.tsx', () => {
  consoleLoaded();
  return { ConsoleArea: () => <Here page="console" /> };
});
vi.mock('../../features/auth/components/login-page.tsx', () => ({
  LoginPage: () => <Here page="login" />,
}));
vi.mock('../../features/invite/components/album-invite-page.tsx', () => ({
  AlbumInvitePage: () => <Here page="invite" />,
}));
vi.mock('../../features/not-found/components/not-found-page.tsx', () => ({
  NotFoundPage: () => <Here page="not found" />,
  ComingPage: () => <Here page="coming" />,
}));

// Suspending renders settle inside an awaited act.
async function open(path: string) {
  let view: ReturnType<typeof render> | undefined;
  await act(async () => {
    view = render(
      <MemoryRouter initialEntries={[path]}>
        <Suspense fallback={<p>waiting</p>}>
          <AppRoutes />
        </Suspense>
      </MemoryRouter>,
    );
  });
  return view!;
}

function signIn(user: Partial<AuthUser> = {}) {
  store.set(userAtom, { id: 1, role: 'member', ...user } as AuthUser);
  store.set(sessionAtom, { token: 't', expiresAt: 0 });
}

afterEach(() => {
  store.set(userAtom, null);
  store.set(sessionAtom, null);
});

it('sends a visitor on a members page to /login with the page as returnUrl', async () => {
  await open('/browse/marketplace?x=1');
  expect(
    await screen.findByText(
      `login at /login?returnUrl=${encodeURIComponent('/browse/marketplace?x=1')}`,
    ),
  ).toBeTruthy();
});

// A member at `path` lands on `page`.
it.each([
  ['sends a member away from /login to the wall', '/login', 'browse at /browse/activity-wall'],
  [
    'lets albums/invite through with a token',
    '/albums/invite?token=abc',
    'invite at /albums/invite?token=abc',
  ],
  [
    'sends albums/invite without a token to the wall',
    '/albums/invite',
    'browse at /browse/activity-wall',
  ],
])('%s', async (_test, path, page) => {
  signIn();
  await open(path);
  expect(await screen.findByText(page)).toBeTruthy();
});

it('opens app links and legacy paths at their web route, and shows 404 for the rest', async () => {
  signIn();
  const link = await open(`/open?url=${encodeURIComponent('canopy://nothing/1')}`);
  expect(await screen.findByText('coming at /coming')).toBeTruthy();
  link.unmount();
  const legacy = await open('/groups/9');
  expect(await screen.findByText('browse at /browse/group/9')).toBeTruthy();
  legacy.unmount();
  await open('/no-such-page');
  expect(await screen.findByText('not found at /no-such-page')).toBeTruthy();
});

it('hides the staff console from a member: the not-found page, and its code never loads', async () => {
  signIn();
  await open('/console/overview');
  expect(await screen.findByText('not found at /console/overview')).toBeTruthy();
  expect(consoleLoaded).not.toHaveBeenCalled();
});

it('sends a visitor on the staff console to /login with the page as returnUrl', async () => {
  await open('/console/overview');
  expect(
    await screen.findByText(`login at /login?returnUrl=${encodeURIComponent('/console/overview')}`),
  ).toBeTruthy();
  expect(consoleLoaded).not.toHaveBeenCalled();
});

it('opens the staff console for staff', async () => {
  signIn({ role: 'moderator' });
  await open('/console/overview');
  expect(await screen.findByText('console at /console/overview')).toBeTruthy();
});
