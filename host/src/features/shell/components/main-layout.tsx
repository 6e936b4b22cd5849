import { connectLive, isLoggedInAtom, layout, space, ToastViewport } from '@canopy/shared-core';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useBranding } from '../hooks/use-branding.ts';
import { useUnreadCounts } from '../hooks/use-unread-counts.ts';
import { AccessDeniedModal } from './access-denied-modal.tsx';
import { Footer } from './footer.tsx';
import { Header, type CartDialog } from './header.tsx';
import { RightPanel } from './right-panel.tsx';

/** SPEC §2: header and footer only for members, and never on the root or /home. */
export function showsChrome(loggedIn: boolean, pathname: string): boolean {
  return loggedIn && pathname !== '/' && pathname !== '/home';
}

/**
 * The page frame. The app composes it with the cart: `cartDialog` is what the header's cart
 * button opens, and `useCart` keeps the cart in step with the session.
 */
export function MainLayout({
  cartDialog,
  useCart,
}: {
  cartDialog: CartDialog;
  useCart: () => void;
}) {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const { pathname } = useLocation();
  const chrome = showsChrome(loggedIn, pathname);
  useBranding();
  useCart();

  // The tab's one live connection: open while signed in, closed on sign-out.
  useEffect(() => (loggedIn ? connectLive() : undefined), [loggedIn]);
  useUnreadCounts(loggedIn);

  // SPEC §2: navigating to the URL already shown reloads the page's content.
  const [reloadCount, setReloadCount] = useState(0);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href^="#/"]');
      if (link && link.getAttribute('href') === window.location.hash) setReloadCount((n) => n + 1);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  // SPEC §2: the view scrolls to the top on navigation.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <>
      {chrome && <Header cartDialog={cartDialog} />}
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
        <Outlet key={reloadCount} />
      </main>
      {chrome && <Footer />}
      <AccessDeniedModal />
      <ToastViewport />
    </>
  );
}
