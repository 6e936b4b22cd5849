import { createHashRouter, Navigate } from 'react-router';
import { LegalPage } from '../features/legal/components/legal-page.tsx';
import { AccountOverviewPage } from '../features/account/components/account-overview-page.tsx';
import { AccountSettingsPage } from '../features/account/components/account-settings-page.tsx';
import { AlbumInvitePage } from '../features/invite/components/album-invite-page.tsx';
import { LoginPage } from '../features/auth/components/login-page.tsx';
import { SignUpPage } from '../features/auth/components/signup-page.tsx';
import { HomePage } from '../features/home/components/home-page.tsx';
import { ComingPage, NotFoundPage } from '../features/not-found/components/not-found-page.tsx';
import { BrowseArea } from '../features/remotes/components/browse-area.tsx';
import { MainLayout } from '../features/shell/components/main-layout.tsx';
import { openDeepLink, redirectLegacyPath } from './deep-links.ts';
import { requireInviteToken, requireLoggedIn, requireLoggedOut } from './guards.ts';

export function createAppRouter() {
  return createHashRouter([
    {
      // SPEC §2: the empty path is the main layout shell.
      path: '/',
      element: <MainLayout />,
      children: [
        { index: true, element: <Navigate to="/home" replace /> },
        { path: 'home', element: <HomePage /> },
        { path: 'login', loader: requireLoggedOut, element: <LoginPage /> },
        { path: 'signup', loader: requireLoggedOut, element: <SignUpPage /> },
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
          element: <AlbumInvitePage />,
        },
        {
          path: 'account',
          loader: requireLoggedIn,
          children: [
            { path: 'overview', element: <AccountOverviewPage /> },
            { path: 'settings', element: <AccountSettingsPage /> },
          ],
        },
        { path: 'privacy-policy', element: <LegalPage kind="privacy" /> },
        { path: 'terms-and-conditions', element: <LegalPage kind="terms" /> },
        { path: 'coming', element: <ComingPage /> },
        { path: 'open', loader: openDeepLink },
        { path: '*', loader: redirectLegacyPath, element: <NotFoundPage /> },
      ],
    },
  ]);
}
