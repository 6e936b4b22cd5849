// The installed app offline: with the service worker running, a member who goes offline
// and reloads still reads the wall, the chat list and a thread (from the worker's saved
// copies, with a banner saying so); a post written offline waits, then is sent once when
// the connection is back; signing out empties the saved member data.
import type { Page } from '@playwright/test';
import { apiCall } from '../support/api.ts';
import { seriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { accountIdIn, newMember, type NewMember } from '../support/members.ts';

// The rest of the suite runs with service workers blocked; this spec is about one.
test.use({ serviceWorkers: 'allow' });

const banner = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'showing saved content' });

/** Waits until the worker controls the page, so what the page loads next goes through it. */
async function installWorker(page: Page): Promise<void> {
  await page.goto('/#/browse/activity-wall');
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
}

/** The names of the page's caches, and whether its offline outbox database exists. */
function storedOnDevice(page: Page) {
  return page.evaluate(async () => ({
    caches: await caches.keys(),
    outbox: (await indexedDB.databases()).some((db) => db.name === 'canopy-offline'),
  }));
}

test.describe('offline with the installed app', () => {
  let me: NewMember;
  let other: NewMember;
  let postText: string;
  let messageText: string;
  let chatPath: string;

  test.beforeEach(async () => {
    me = await newMember('Olive', 'Offline');
    other = await newMember('Otto', 'Offline');
    postText = `Saved for the train, ${Date.now()}`;
    messageText = `See you at the garden, ${Date.now()}`;
    await apiCall('POST', '/albums/posts', { description: postText }, me.token);
    const chat = await apiCall<{ item: { albumId: number; albumType: string } }>(
      'POST',
      '/chats/single',
      { accountId: accountIdIn(other.state) },
      me.token,
    );
    await apiCall(
      'POST',
      `/chats/${chat.item.albumId}/notes`,
      { comment: messageText, clientMessageId: `offline-${Date.now()}` },
      other.token,
    );
    chatPath = `/#/browse/chat?chatId=${chat.item.albumId}&chatType=${chat.item.albumType}`;
  });

  test('wall, chat list and thread read offline with the banner; a post written offline is sent once', async ({
    pageAs,
  }) => {
    const page = await pageAs(me.state);
    await installWorker(page);
    // Read online once through the worker: the wall, the chat list, the thread.
    await page.reload();
    await expect(page.getByText(postText)).toBeVisible();
    await page.goto('/#/browse/chat');
    await expect(page.getByRole('list', { name: 'Conversations' })).toContainText('Otto Offline');
    await page.goto(chatPath);
    await expect(page.getByRole('region', { name: 'Messages' })).toContainText(messageText);
    await expect(banner(page)).toHaveCount(0);

    await page.context().setOffline(true);
    const savedWall = page.waitForResponse((response) =>
      response.url().includes('/api/albums/wall'),
    );
    await page.goto('/#/browse/activity-wall');
    await page.reload();
    expect(
      (await savedWall).headers()['x-canopy-saved'],
      'the wall came from the saved copy',
    ).toBeTruthy();
    await expect(page.getByText(postText)).toBeVisible();
    await expect(banner(page)).toBeVisible();
    expect(await seriousViolations(page), 'the offline banner').toEqual([]);

    await page.goto('/#/browse/chat');
    await expect(page.getByRole('list', { name: 'Conversations' })).toContainText('Otto Offline');
    await page.goto(chatPath);
    await expect(page.getByRole('region', { name: 'Messages' })).toContainText(messageText);
    await expect(banner(page)).toBeVisible();

    // Written offline: kept on the device, shown as waiting.
    await page.goto('/#/browse/activity-wall');
    const offlinePost = `Written in the tunnel, ${Date.now()}`;
    const composer = page.getByRole('form', { name: 'Write a post' });
    await composer.getByLabel("What's happening?").fill(offlinePost);
    await composer.getByRole('button', { name: 'Post' }).click();
    const waiting = page.getByRole('list', { name: 'Posts waiting to send' });
    await expect(waiting).toContainText(offlinePost);
    await expect(waiting).toContainText('Waiting to send');
    await expect(composer.getByLabel("What's happening?")).toHaveValue('');

    // Back online: sent once, shown once, no longer waiting.
    await page.context().setOffline(false);
    await expect(waiting).toHaveCount(0);
    await expect(page.getByText(offlinePost)).toHaveCount(1);
    await expect(banner(page)).toHaveCount(0);
    await expect
      .poll(async () => {
        const wall = await apiCall<{ items: Array<{ description?: string; title?: string }> }>(
          'GET',
          '/albums/wall?limit=20',
          undefined,
          me.token,
        );
        return wall.items.filter((post) => JSON.stringify(post).includes(offlinePost)).length;
      })
      .toBe(1);
  });

  test('a post whose answer is lost on the way is queued, sent again and counts once', async ({
    pageAs,
  }) => {
    const page = await pageAs(me.state);
    await page.goto('/#/browse/activity-wall');
    await expect(page.getByText(postText)).toBeVisible();
    // Online, but the connection drops after the API took the post: no answer comes back.
    let lost = 0;
    let sends = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/albums/posts')) sends += 1;
    });
    await page.route('**/api/albums/posts', async (route) => {
      if (route.request().method() !== 'POST' || lost > 0) return route.fallback();
      lost += 1;
      await route.fetch();
      await route.abort('connectionreset');
    });
    const cutOff = `Cut off mid-send, ${Date.now()}`;
    const composer = page.getByRole('form', { name: 'Write a post' });
    await composer.getByLabel("What's happening?").fill(cutOff);
    // What the member typed is there when they press Post (nothing redrew the composer).
    await expect(composer.getByLabel("What's happening?")).toHaveValue(cutOff);
    await composer.getByRole('button', { name: 'Post' }).click();
    // Queued, not lost: the outbox sends it again with the same key right away (online), and
    // the API answers the post it took instead of writing a second one.
    await expect(composer.getByLabel("What's happening?")).toHaveValue('');
    await expect.poll(() => sends).toBeGreaterThanOrEqual(2);
    await expect(page.getByRole('list', { name: 'Posts waiting to send' })).toHaveCount(0);
    await expect(page.getByText(cutOff)).toHaveCount(1);
    await expect
      .poll(async () => {
        const wall = await apiCall<{ items: Array<{ description?: string }> }>(
          'GET',
          '/albums/wall?limit=20',
          undefined,
          me.token,
        );
        return wall.items.filter((post) => post.description === cutOff).length;
      })
      .toBe(1);
    expect(lost).toBe(1);
  });

  test('a chat message written offline waits, then is sent once', async ({ pageAs }) => {
    const page = await pageAs(me.state);
    await installWorker(page);
    await page.goto(chatPath);
    await expect(page.getByRole('region', { name: 'Messages' })).toContainText(messageText);

    await page.context().setOffline(true);
    const reply = `On my way, ${Date.now()}`;
    const composer = page.getByRole('textbox', { name: 'Message' });
    await composer.fill(reply);
    await composer.press('Enter');
    const waiting = page.getByRole('list', { name: 'Messages waiting to send' });
    await expect(waiting).toContainText(reply);
    await expect(waiting).toContainText('Waiting to send');

    await page.context().setOffline(false);
    await expect(waiting).toHaveCount(0);
    await expect(
      page.getByRole('region', { name: 'Messages' }).getByText(reply, { exact: true }),
    ).toHaveCount(1);
  });

  test('signing out empties the saved member data and the outbox', async ({ pageAs }) => {
    const page = await pageAs(me.state);
    await installWorker(page);
    await page.reload();
    await expect(page.getByText(postText)).toBeVisible();
    // Something waits in the outbox too.
    await page.context().setOffline(true);
    const composer = page.getByRole('form', { name: 'Write a post' });
    await composer.getByLabel("What's happening?").fill(`Never sent, ${Date.now()}`);
    await composer.getByRole('button', { name: 'Post' }).click();
    await expect(page.getByRole('list', { name: 'Posts waiting to send' })).toBeVisible();
    await expect
      .poll(() => storedOnDevice(page))
      .toEqual({ caches: expect.arrayContaining(['canopy-member-data']), outbox: true });

    // Signed out before the outbox is sent: the waiting post goes with the member's data.
    await page.getByRole('button', { name: 'Menu' }).click();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('button', { name: 'Log Out' })
      .click();
    await expect
      .poll(async () => {
        const stored = await storedOnDevice(page);
        return {
          memberCaches: stored.caches.filter(
            (name) => !/^canopy-(?:precache|pages|manifests|remote-chunks)/.test(name),
          ),
          outbox: stored.outbox,
        };
      })
      .toEqual({ memberCaches: [], outbox: false });
  });
});
