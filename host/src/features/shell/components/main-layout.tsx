import { isLoggedInAtom, layout, space, ToastViewport } from '@canopy/shared-core';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useCartBootstrap } from '../../cart/hooks/use-cart-bootstrap.ts';
import { useBranding } from '../hooks/use-branding.ts';
import { AccessDeniedModal } from './access-denied-modal.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { RightPanel } from './right-panel.tsx';

/** SPEC §2: header and footer only for members, and never on the root or /home. */
export function showsChrome(loggedIn: boolean, pathname: string): boolean {
  return loggedIn && pathname !== '/' && pathname !== '/home';
}

export function MainLayout() {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const { pathname } = useLocation();
  const chrome = showsChrome(loggedIn, pathname);
  useBranding();
  useCartBootstrap();

  // SPEC §2: the view scrolls to the top on navigation.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <>
      {chrome && <Header />}
      {chrome && <RightPanel />}
      <main
        id="main"
        css={{
          maxWidth: layout.contentMaxWidth,
          margin: '0 auto',
          padding: `${space.xl} ${space.lg}`,
          minHeight: `calc(100vh - ${layout.chromeHeight}px)`,
        }}
      >
        <Outlet />
      </main>
      {chrome && <Footer />}
      <AccessDeniedModal />
      <ToastViewport />
    </>
  );
}
