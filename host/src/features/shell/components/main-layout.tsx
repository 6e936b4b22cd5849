import {
  connectLive,
  ErrorState,
  followOfflineStatus,
  followOutbox,
  isLoggedInAtom,
  OUTBOX_SENT_EVENT,
  layout,
  space,
  ToastViewport,
} from '@canopy/shared-core';
import { useAtomValue } from 'jotai';
import { useEffect, useLayoutEffect, useState, type ComponentType } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useBranding } from '../hooks/use-branding.ts';
import { useUnreadCounts } from '../hooks/use-unread-counts.ts';
import { OfflineBanner, UpdateAvailable } from '../../pwa/components/app-status.tsx';
import { AccessDeniedModal } from './access-denied-modal.tsx';

/** SPEC §2: header and footer only for members, and never on the root or /home. */
export function showsChrome(loggedIn: boolean, pathname: string): boolean {
  return loggedIn && pathname !== '/' && pathname !== '/home';
}

/** The members' frame around the page: above it (header, menu panel) and below (footer). */
export interface SignedInChrome {
  Top: ComponentType;
  Bottom: ComponentType;
}

/** The members' frame as the layout gets it: not shown here, here, or failed with a retry. */
export type ChromeLoad =
  | { status: 'off' }
  | { status: 'ready'; chrome: SignedInChrome }
  | { status: 'failed'; retry: () => void };

/**
 * The page frame. The app composes it: `useChrome` hands over the members' frame (loaded
 * apart from the login page's code: it suspends until the frame is here, so that header
 * and page are drawn together), and `useCart` keeps the cart in step with the session.
 */
export function MainLayout({
  useChrome,
  useCart,
}: {
  useChrome: (wanted: boolean) => ChromeLoad;
  useCart: () => void;
}) {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const { pathname } = useLocation();
  const wanted = showsChrome(loggedIn, pathname);
  const frame = useChrome(wanted);
  const chrome = frame.status === 'ready' ? frame.chrome : undefined;
  useBranding();
  useCart();

  // The tab's one live connection: open while signed in, closed on sign-out.
  useEffect(() => (loggedIn ? connectLive() : undefined), [loggedIn]);
  useUnreadCounts(loggedIn);
  // Offline: the banner follows the connection; what a member wrote offline is sent once
  // it is back, and the page then shows it as sent (read anew, as on a repeated click).
  useEffect(followOfflineStatus, []);
  useEffect(() => (loggedIn ? followOutbox() : undefined), [loggedIn]);

  // SPEC §2: navigating to the URL already shown reloads the page's content.
  const [reloadCount, setReloadCount] = useState(0);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href^="#/"]');
      if (link && link.getAttribute('href') === window.location.hash) setReloadCount((n) => n + 1);
    };
    const onSent = () => setReloadCount((n) => n + 1);
    document.addEventListener('click', onClick, true);
    window.addEventListener(OUTBOX_SENT_EVENT, onSent);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener(OUTBOX_SENT_EVENT, onSent);
    };
  }, []);

  // SPEC §2: the view scrolls to the top on navigation, and on going again to the page shown
  // (its content is read anew, so the place in the old one means nothing). A layout effect,
  // so a page that opens at a place of its own (a tab link) scrolls there after it.
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, reloadCount]);

  return (
    <>
      {chrome && <chrome.Top />}
      {frame.status === 'failed' && (
        <div css={{ maxWidth: layout.contentMaxWidth, margin: '0 auto', padding: space.lg }}>
          <ErrorState
            title="The menu could not be loaded"
            message="The header with the menu, chat and cart is missing. The page below still works."
            onRetry={frame.retry}
          />
        </div>
      )}
      <OfflineBanner />
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
      {chrome && <chrome.Bottom />}
      <AccessDeniedModal />
      <ToastViewport />
      <UpdateAvailable />
    </>
  );
}
