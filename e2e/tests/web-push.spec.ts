// Web push in the browser: the settings offer "Notifications on this device" without asking
// for permission on the way; with permission given, a push delivered to the app's service
// worker through the DevTools protocol is shown as a notification, and clicking it opens
// the chat in the tab already open.
// DevTools cannot click a notification: the spec dispatches the notificationclick event
// in the worker, with the notification the worker showed, to the worker's own listener.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { apiCall } from '../support/api.ts';
import { seriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { accountIdIn, newMember, type NewMember } from '../support/members.ts';
import type { StorageState } from '../support/session.ts';
import { HOST_URL } from '../support/stack.ts';

// The rest of the suite runs with service workers blocked; this spec is about one.
test.use({ serviceWorkers: 'allow' });

/**
 * A browser profile of its own: Chromium has no Push API in the throwaway (incognito)
 * contexts tests normally use, so this one keeps a profile folder, signed in as `state`.
 */
async function profileSignedInAs(
  state: StorageState,
): Promise<{ context: BrowserContext; page: Page; close: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'canopy-push-profile-'));
  const context = await chromium.launchPersistentContext(dir, { baseURL: HOST_URL });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto('/');
  const entries =
    state.origins.find((each) => each.origin === new URL(HOST_URL).origin)?.localStorage ?? [];
  await page.evaluate((saved) => {
    for (const { name, value } of saved) localStorage.setItem(name, value);
  }, entries);
  // The app reads the session when it starts.
  await page.reload();
  return {
    context,
    page,
    close: async () => {
      await context.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function installWorker(page: Page): Promise<void> {
  await page.goto('/#/browse/activity-wall');
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
}

/** The notifications the worker shows, by title and body. */
function shownNotifications(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration('/');
    const shown = (await registration?.getNotifications()) ?? [];
    return shown.map((each) => ({ title: each.title, body: each.body, tag: each.tag }));
  });
}

test.describe('web push', () => {
  let me: NewMember;
  let other: NewMember;
  let chatId: number;

  test.beforeEach(async () => {
    me = await newMember('Wren', 'Bellamy');
    other = await newMember('Otis', 'Rowe');
    const chat = await apiCall<{ item: { albumId: number; albumType: string } }>(
      'POST',
      '/chats/single',
      { accountId: accountIdIn(me.state) },
      other.token,
    );
    chatId = chat.item.albumId;
  });

  test('a push shows a notification whose click opens the chat in the open tab', async () => {
    const profile = await profileSignedInAs(me.state);
    const { page } = profile;
    try {
      await installWorker(page);

      // The switch is there, off, and nothing asked for permission on the way.
      await page.goto('/#/account/settings');
      const toggle = page.getByRole('switch', { name: 'Notifications on this device' });
      await expect(toggle).toBeEnabled();
      await expect(toggle).not.toBeChecked();
      await expect(page.getByText('Off: turn it on to be notified')).toBeVisible();
      expect(await page.evaluate(() => Notification.permission)).toBe('default');
      expect(await seriousViolations(page), 'the notification settings').toEqual([]);
      // Subscribing needs the browser's push service, which this machine cannot reach; the
      // API tests subscribe and push end to end. The worker's side from here: permission
      // given, a push arrives.
      await profile.context.grantPermissions(['notifications'], { origin: HOST_URL });

      // A push, as the API sends for a new chat message, delivered to the worker.
      const cdp = await page.context().newCDPSession(page);
      const registrations = new Map<string, string>();
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
        for (const each of updated) registrations.set(each.scopeURL, each.registrationId);
      });
      await cdp.send('ServiceWorker.enable');
      const origin = new URL(page.url()).origin;
      await expect.poll(() => registrations.get(`${origin}/`)).toBeTruthy();
      const payload = {
        title: 'New message',
        body: 'Otis Rowe sent you a message: “Seedlings are up”',
        tag: `CHAT_MESSAGE:ALBUM:${chatId}`,
        notificationId: 1,
        link: {
          event: 'CHAT_MESSAGE',
          contentType: 'NOTE',
          contentId: null,
          parentType: 'ALBUM',
          parentId: chatId,
          albumId: null,
          inviteToken: null,
          sender: null,
        },
      };
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin,
        registrationId: registrations.get(`${origin}/`) ?? '',
        data: JSON.stringify(payload),
      });
      await expect
        .poll(() => shownNotifications(page))
        .toEqual([{ title: payload.title, body: payload.body, tag: payload.tag }]);

      // Its click opens the chat in this tab.
      const [worker] = page.context().serviceWorkers();
      expect(worker, 'the app service worker').toBeTruthy();
      await worker!.evaluate(async (tag) => {
        const scope = self as unknown as {
          registration: { getNotifications: (filter: { tag: string }) => Promise<unknown[]> };
          dispatchEvent: (event: Event) => boolean;
          NotificationEvent: new (type: string, init: { notification: unknown }) => Event;
        };
        const [notification] = await scope.registration.getNotifications({ tag });
        if (!notification) throw new Error('No notification to click');
        scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
      }, payload.tag);
      await expect(page).toHaveURL(new RegExp(`#/browse/chat\\?chatId=${chatId}`));
      await expect(page.getByRole('region', { name: 'Messages' })).toBeVisible();
      expect(page.context().pages()).toHaveLength(1);
      await expect.poll(() => shownNotifications(page)).toEqual([]);
    } finally {
      await profile.close();
    }
  });
});
