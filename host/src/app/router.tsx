import { createHashRouter, Navigate } from 'react-router';
import { LoginPage } from '../features/auth/components/login-page.tsx';
import { HomePage } from '../features/home/components/home-page.tsx';
import { ComingPage, NotFoundPage } from '../features/not-found/components/not-found-page.tsx';
import { BrowseArea } from './browse-area.tsx';
import { openDeepLink, redirectLegacyPath } from './deep-links.ts';
import { AppLayout } from './layout.tsx';
import { requireInviteToken, requireLoggedIn, requireLoggedOut } from './guards.ts';

// Pages few visits start on load when first opened, so the first load (the activity wall,
// or login) does not carry them: the legal texts alone are ~19 kB gzip.
const lazyPage = {
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
          loader: requireLoggedIn,
          children: [
            { index: true, element: <Navigate to="/browse/activity-wall" replace /> },
            { path: '*', element: <BrowseArea /> },
          ],
        },
        {
          path: 'albums/invite',
          // Members only, and only with a token (SPEC §2).
          loader: (args) => requireLoggedIn(args) ?? requireInviteToken(args),
          lazy: lazyPage.albumInvite,
        },
        {
          path: 'account',
          loader: requireLoggedIn,
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
