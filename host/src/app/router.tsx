import { createHashRouter, Navigate } from 'react-router';
import { LoginPage } from '../features/auth/components/login-page.tsx';
import { SignUpPage } from '../features/auth/components/signup-page.tsx';
import { HomePage } from '../features/home/components/home-page.tsx';
import { ComingPage, NotFoundPage } from '../features/not-found/components/not-found-page.tsx';
import { BrowseArea } from '../features/remotes/components/browse-area.tsx';
import { MainLayout } from '../features/shell/components/main-layout.tsx';
import { requireLoggedIn, requireLoggedOut } from './guards.ts';

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
        { path: 'coming', element: <ComingPage /> },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
