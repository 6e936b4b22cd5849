/// <reference lib="webworker" />
// Web push in the service worker: a push is shown as a notification (its title, sentence
// and tag; nothing more than the notification list shows), and clicking it opens its page
// in a tab of the app that is already open (focused, the page set through its hash), or
// in a new one when there is none.
import { notificationLink } from '../../shared-core/src/domain/notification-links.ts';
import { sharedPaths } from '../../shared-core/src/federation/shared-paths.ts';
import {
  OPEN_PAGE_MESSAGE,
  PUSH_SHOWN_MESSAGE,
  type PushPayload,
} from '../../shared-core/src/push/push-contract.ts';

const ICON = '/icons/icon-192.png';

/**
 * Keeps the worker alive until `work` is done. A browser's event can be extended; one a
 * script dispatched cannot (waitUntil throws), and the work runs all the same.
 */
function keepAlive(event: ExtendableEvent, work: Promise<unknown>): void {
  if (event.isTrusted) event.waitUntil(work);
  else void work;
}

function payloadOf(event: PushEvent): PushPayload | null {
  try {
    const payload = event.data?.json() as PushPayload | undefined;
    return payload && typeof payload.title === 'string' ? payload : null;
  } catch {
    return null;
  }
}

async function showPush(scope: ServiceWorkerGlobalScope, payload: PushPayload): Promise<void> {
  const path = notificationLink(payload.link);
  await scope.registration.showNotification(payload.title, {
    body: payload.body,
    tag: payload.tag,
    icon: ICON,
    badge: ICON,
    data: { path },
  });
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows)
    client.postMessage({ type: PUSH_SHOWN_MESSAGE, tag: payload.tag, path });
}

/** Opens `path` (an in-app path) in the app's open tab, else in a new one. */
export async function openPage(scope: ServiceWorkerGlobalScope, path: string): Promise<void> {
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const tab = windows.find((client) => new URL(client.url).origin === scope.location.origin);
  if (tab) {
    tab.postMessage({ type: OPEN_PAGE_MESSAGE, path });
    // Only a click the browser delivered may bring a tab forward.
    await tab.focus().catch(() => undefined);
    return;
  }
  await scope.clients.openWindow(`/#${path}`);
}

export function registerPushHandlers(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('push', (event) => {
    const payload = payloadOf(event);
    // A push must show something; one that cannot be read says where to look.
    const shown = payload ?? {
      title: 'Canopy',
      body: 'You have new notifications',
      tag: 'canopy',
      notificationId: 0,
      link: {
        event: 'NOTIFICATIONS',
        contentType: '',
        contentId: null,
        parentType: null,
        parentId: null,
        albumId: null,
        sender: null,
      },
    };
    keepAlive(event, showPush(scope, shown));
  });

  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const path = (event.notification.data as { path?: unknown } | null)?.path;
    keepAlive(
      event,
      openPage(scope, typeof path === 'string' ? path : sharedPaths.notifications()),
    );
  });
}
