import { prefetchWall } from '@canopy/shared-core';
import { createHashRouter, Navigate, type LoaderFunctionArgs } from 'react-router';
import { LoginPage } from '../features/auth/components/login-page.tsx';
import { HomePage } from '../features/home/components/home-page.tsx';
import { ComingPage, NotFoundPage } from '../features/not-found/components/not-found-page.tsx';
import { signedInChromeReady } from './chrome-loader.ts';
import { preloadAreaAt } from './remote-areas.ts';
import { openDeepLink, redirectLegacyPath } from './deep-links.ts';
import { AppLayout } from './layout.tsx';
import { requireInviteToken, requireLoggedIn, requireLoggedOut } from './guards.ts';

/** Members' routes: the guard, then the signed-in frame before the first paint. */
const membersOnly = (args: LoaderFunctionArgs) => requireLoggedIn(args) ?? signedInChromeReady();

// Pages few visits start on load when first opened, so the first load (the activity wall,
// or login) does not carry them: the legal texts alone are ~19 kB gzip.
const lazyPage = {
  // The remotes' loader stays off the login page too.
  browse: async () => ({ Component: (await import('./browse-area.tsx')).BrowseArea }),
  signUp: async () => ({
    Component: (await import('../features/auth/components/signup-page.tsx')).SignUpPage,
  }),
  albumInvite: async () => ({
    Component: (await import('../features/invite/components/album-invite-page.tsx'))
      .AlbumInvitePage,
  }),
  accountOverview: async () => ({
    Component: (await import('../features/account/components/account-overview-page.tsx'))
      .AccountOverviewPage,
  }),
  accountSettings: async () => ({
    Component: (await import('../features/account/components/account-settings-page.tsx'))
      .AccountSettingsPage,
  }),
  privacyPolicy: async () => ({
    Component: (await import('../features/legal/components/legal-page.tsx')).PrivacyPolicyRoute,
  }),
  terms: async () => ({
    Component: (await import('../features/legal/components/legal-page.tsx')).TermsRoute,
  }),
};

/**
 * For a member opening the app: fetches the frame, the remotes' loader and the remote of
 * the area being opened (the wall's, say) while the app starts, so none of them adds a
 * round trip before the first paint.
 */
export function preloadMemberCode(remotesKnown: Promise<void>): void {
  void signedInChromeReady();
  // The wall's posts load beside its code rather than after it: they are what is drawn.
  if (/^#\/browse\/activity-wall\/?$/.test(window.location.hash)) prefetchWall();
  // The area's remote starts as soon as the remotes are known, not after the area's
  // own code has loaded: that would put one more round trip before the first paint.
  import('./browse-area.tsx').catch(() => undefined); // the route's own load reports failures
  remotesKnown.then(
    () => preloadAreaAt(window.location.hash),
    () => undefined,
  );
}

export function createAppRouter() {
  return createHashRouter([
    {
      // SPEC §2: the empty path is the main layout shell.
      path: '/',
      element: <AppLayout />,
      children: [
        { index: true, element: <Navigate to="/home" replace /> },
        { path: 'home', element: <HomePage /> },
        { path: 'login', loader: requireLoggedOut, element: <LoginPage /> },
        { path: 'signup', loader: requireLoggedOut, lazy: lazyPage.signUp },
        {
          path: 'browse',
          loader: membersOnly,
          children: [
            { index: true, element: <Navigate to="/browse/activity-wall" replace /> },
            { path: '*', lazy: lazyPage.browse },
          ],
        },
        {
          path: 'albums/invite',
          // Members only, and only with a token (SPEC §2).
          loader: (args) =>
            requireLoggedIn(args) ?? requireInviteToken(args) ?? signedInChromeReady(),
          lazy: lazyPage.albumInvite,
        },
        {
          path: 'account',
          loader: membersOnly,
          children: [
            { path: 'overview', lazy: lazyPage.accountOverview },
            { path: 'settings', lazy: lazyPage.accountSettings },
          ],
        },
        { path: 'privacy-policy', lazy: lazyPage.privacyPolicy },
        { path: 'terms-and-conditions', lazy: lazyPage.terms },
        { path: 'coming', element: <ComingPage /> },
        { path: 'open', loader: openDeepLink },
        { path: '*', loader: redirectLegacyPath, element: <NotFoundPage /> },
      ],
    },
  ]);
}
