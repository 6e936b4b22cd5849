// Web push: a member turns "Notifications on this device" on (the browser's permission,
// granted here), a push delivered to the app's service worker through the DevTools
// protocol is shown as a notification, and clicking it opens the chat in the open tab.
// DevTools cannot click a notification: the spec dispatches the notificationclick event
// in the worker, with the notification the worker showed, to the worker's own listener.
import type { Page } from '@playwright/test';
import { apiCall } from '../support/api.ts';
import { seriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { accountIdIn, newMember, type NewMember } from '../support/members.ts';

// The rest of the suite runs with service workers blocked; this spec is about one.
test.use({ serviceWorkers: 'allow' });

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
  let chatType: string;

  test.beforeEach(async () => {
    me = await newMember('Piper', 'Push');
    other = await newMember('Pablo', 'Push');
    const chat = await apiCall<{ item: { albumId: number; albumType: string } }>(
      'POST',
      '/chats/single',
      { accountId: accountIdIn(me.state) },
      other.token,
    );
    chatId = chat.item.albumId;
    chatType = chat.item.albumType;
  });

  test('turned on in the settings, a push shows a notification whose click opens the chat', async ({
    pageAs,
  }) => {
    const page = await pageAs(me.state);
    await page.context().grantPermissions(['notifications']);
    await installWorker(page);

    await page.goto('/#/account/settings');
    const toggle = page.getByRole('switch', { name: 'Notifications on this device' });
    await expect(toggle).toBeEnabled();
    await expect(toggle).not.toBeChecked();
    await toggle.check();
    await expect(toggle).toBeChecked();
    await expect(page.getByText('On: this device shows the notifications')).toBeVisible();
    expect(await seriousViolations(page), 'the notification settings').toEqual([]);
    // The server knows this device now.
    const subscribed = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration('/');
      return (await registration?.pushManager.getSubscription())?.endpoint ?? null;
    });
    expect(subscribed).toMatch(/^https:\/\//);

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
      body: 'Pablo Push sent you a message: “Seedlings are up”',
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
      const scope = self as unknown as ServiceWorkerGlobalScope;
      const [notification] = await scope.registration.getNotifications({ tag });
      if (!notification) throw new Error('No notification to click');
      scope.dispatchEvent(new NotificationEvent('notificationclick', { notification }));
    }, payload.tag);
    await expect(page).toHaveURL(new RegExp(`#/browse/chat\\?chatId=${chatId}`));
    await expect(page.getByRole('region', { name: 'Messages' })).toBeVisible();
    expect(page.context().pages()).toHaveLength(1);
    await expect.poll(() => shownNotifications(page)).toEqual([]);
    void chatType;
  });
});
