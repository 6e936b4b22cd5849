// Installs the app's service worker (production builds only; loaded after the page has
// loaded, apart from the first-load code) and says when a new version of the host waits:
// the member's Reload activates it and reloads every tab once it has taken over.
import {
  OPEN_PAGE_MESSAGE,
  SKIP_WAITING_MESSAGE,
  store,
  waitingUpdateAtom,
} from '@canopy/shared-core';

function offerUpdate(waiting: ServiceWorker): void {
  store.set(waitingUpdateAtom, {
    activate: () => waiting.postMessage({ type: SKIP_WAITING_MESSAGE }),
  });
}

/**
 * Registers the worker. `onFirstInstall` runs when a first worker has taken over the page
 * (one that replaces another reloads the page instead).
 */
export async function registerWorker(
  container: ServiceWorkerContainer,
  onFirstInstall: () => void,
): Promise<void> {
  // A first install takes over without a reload; only a replacement asks for one.
  const hadController = Boolean(container.controller);
  let tookOver = false;
  let reloading = false;
  container.addEventListener('controllerchange', () => {
    if (!hadController) {
      if (!tookOver) onFirstInstall();
      tookOver = true;
      return;
    }
    if (reloading) return;
    reloading = true;
    window.location.reload();
  });
  // A clicked push notification opens its page in this tab (routes live in the hash).
  container.addEventListener(
    'message',
    (event: MessageEvent<{ type?: string; path?: unknown }>) => {
      const { type, path } = event.data ?? {};
      if (type === OPEN_PAGE_MESSAGE && typeof path === 'string' && path.startsWith('/')) {
        window.location.hash = `#${path}`;
      }
    },
  );
  const registration = await container.register('/sw.js', { scope: '/' });
  if (registration.waiting && container.controller) offerUpdate(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && container.controller) offerUpdate(installing);
    });
  });
}
