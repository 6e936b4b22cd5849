import { isStaffAtom, sharedPaths } from '@canopy/shared-core';
import { useAtomValue } from 'jotai';
import { lazy, type ReactNode } from 'react';
import { Navigate, Outlet, Route, Routes, useLocation } from 'react-router';
import { LoginPage } from '../features/auth/components/login-page.tsx';
import { HomePage } from '../features/home/components/home-page.tsx';
import { ComingPage, NotFoundPage } from '../features/not-found/components/not-found-page.tsx';
import { deepLinkTarget, legacyPathTarget } from './deep-links.ts';
import { AppLayout } from './layout.tsx';
import { importBrowseArea } from './member-code.ts';
import { preloadRemoteArea } from '../features/remotes/api/remote-loads.ts';
import { ownerWhenKnown, sectionAtHash } from './remote-areas.ts';
import {
  inviteTokenRedirect,
  loggedInRedirect,
  loggedOutRedirect,
  staffOnlyAccess,
} from './guards.ts';

// Routes are declared as elements (declarative mode) rather than as a data router: the
// app's guards are synchronous and its pages fetch their own data, and react-router's data
// router is ~14 kB gzip on every first load. Lazy pages suspend; the location changes in a
// transition, so the page shown stays until the next one is ready, as a route loader did.

// Pages few visits start on load when first opened, so the first load (the activity wall,
// or login) does not carry them: the legal texts alone are ~19 kB gzip.
const lazyPage = {
  // The remotes' loader stays off the login page too.
  Browse: lazy(async () => ({ default: (await importBrowseArea()).BrowseArea })),
  // Staff alone reach it (StaffOnly): a member never loads it, nor the console remote.
  Console: lazy(async () => ({
    default: (await import('./console-area.tsx')).ConsoleArea,
  })),
  SignUp: lazy(async () => ({
    default: (await import('../features/auth/components/signup-page.tsx')).SignUpPage,
  })),
  AlbumInvite: lazy(async () => ({
    default: (await import('../features/invite/components/album-invite-page.tsx')).AlbumInvitePage,
  })),
  AccountOverview: lazy(async () => ({
    default: (await import('../features/account/components/account-overview-page.tsx'))
      .AccountOverviewPage,
  })),
  AccountSettings: lazy(async () => ({
    default: (await import('../features/account/components/account-settings-page.tsx'))
      .AccountSettingsPage,
  })),
  PrivacyPolicy: lazy(async () => ({
    default: (await import('../features/legal/components/legal-page.tsx')).PrivacyPolicyRoute,
  })),
  Terms: lazy(async () => ({
    default: (await import('../features/legal/components/legal-page.tsx')).TermsRoute,
  })),
};

/**
 * For a member opening a remote's page (the wall's, say): loads that remote as soon as its
 * manifest says it serves the page, not after the area's own code has loaded, which would
 * put one more round trip before the first paint. The entry script has started the host's
 * own chunks.
 */
export function preloadOpenedRemote(remotesKnown: Promise<void>): void {
  const section = sectionAtHash(window.location.hash);
  if (section)
    remotesKnown
      .then(() => ownerWhenKnown(section))
      .then(
        (remote) => remote && preloadRemoteArea(remote),
        () => undefined,
      );
}

/** The route's content, or a redirect (replacing the history entry) when `to` is set. */
function Redirecting({ to, children }: { to: string | null; children?: ReactNode }) {
  if (to) return <Navigate to={to} replace />;
  return children ?? <Outlet />;
}

/** Members' routes (the layout draws them with the signed-in frame). */
function MembersOnly({ children }: { children?: ReactNode }) {
  const { pathname, search } = useLocation();
  return <Redirecting to={loggedInRedirect(`${pathname}${search}`)}>{children}</Redirecting>;
}

/** The staff console: others see the not-found page, as if it did not exist. */
function StaffOnly({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  useAtomValue(isStaffAtom); // redrawn when the signed-in user's role changes
  const access = staffOnlyAccess(`${pathname}${search}`);
  if (access === 'hidden') return <NotFoundPage />;
  return <Redirecting to={access === 'open' ? null : access.redirect}>{children}</Redirecting>;
}

function LoggedOutOnly({ children }: { children: ReactNode }) {
  return <Redirecting to={loggedOutRedirect()}>{children}</Redirecting>;
}

function InviteTokenRequired({ children }: { children: ReactNode }) {
  return <Redirecting to={inviteTokenRedirect(useLocation().search)}>{children}</Redirecting>;
}

function OpenDeepLink() {
  return <Navigate to={deepLinkTarget(useLocation().search)} replace />;
}

function LegacyPathOrNotFound() {
  const { pathname, search } = useLocation();
  return (
    <Redirecting to={legacyPathTarget(`${pathname}${search}`)}>
      <NotFoundPage />
    </Redirecting>
  );
}

export function AppRoutes() {
  return (
    <Routes>
      {/* SPEC §2: the empty path is the main layout shell. */}
      <Route path="/" element={<AppLayout />}>
        <Route index element={<Navigate to="/home" replace />} />
        <Route path="home" element={<HomePage />} />
        <Route
          path="login"
          element={
            <LoggedOutOnly>
              <LoginPage />
            </LoggedOutOnly>
          }
        />
        <Route
          path="signup"
          element={
            <LoggedOutOnly>
              <lazyPage.SignUp />
            </LoggedOutOnly>
          }
        />
        <Route path="browse" element={<MembersOnly />}>
          <Route index element={<Navigate to={sharedPaths.wall()} replace />} />
          <Route path="*" element={<lazyPage.Browse />} />
        </Route>
        <Route
          path="albums/invite"
          element={
            // Members only, and only with a token (SPEC §2).
            <MembersOnly>
              <InviteTokenRequired>
                <lazyPage.AlbumInvite />
              </InviteTokenRequired>
            </MembersOnly>
          }
        />
        <Route path="account" element={<MembersOnly />}>
          <Route path="overview" element={<lazyPage.AccountOverview />} />
          <Route path="settings" element={<lazyPage.AccountSettings />} />
        </Route>
        <Route
          path="console/*"
          element={
            <StaffOnly>
              <lazyPage.Console />
            </StaffOnly>
          }
        />
        <Route path="privacy-policy" element={<lazyPage.PrivacyPolicy />} />
        <Route path="terms-and-conditions" element={<lazyPage.Terms />} />
        <Route path="coming" element={<ComingPage />} />
        <Route path="open" element={<OpenDeepLink />} />
        <Route path="*" element={<LegacyPathOrNotFound />} />
      </Route>
    </Routes>
  );
}
