import type { Page } from '@playwright/test';
import { apiCall } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';
import { newMember, type NewMember } from '../support/members.ts';
import type { StorageState } from '../support/session.ts';

/** Live delivery's budget: a message shows in the others' open pages within a second. */
const LIVE = { timeout: 1_000 };

function accountIdOf(state: StorageState): number {
  const user = state.origins[0]?.localStorage.find((entry) => entry.name === 'canopy.user');
  return (JSON.parse(user?.value ?? '{}') as { id: number }).id;
}

const thread = (page: Page) => page.getByRole('region', { name: 'Messages' });
const conversations = (page: Page) => page.getByRole('list', { name: 'Conversations' });
const chatBadge = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Chat/ });
const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' });

async function send(page: Page, text: string) {
  await composer(page).fill(text);
  await composer(page).press('Enter');
  await expect(thread(page).getByText(text, { exact: true })).toBeVisible();
}

/** Opens the chat page and waits for the conversation list and the live stream. */
async function openChat(page: Page, query = '') {
  const stream = page.waitForResponse((response) => response.url().includes('/live/stream'));
  await page.goto(`/#/browse/chat${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Chat' })).toBeVisible();
  await stream;
}

test.describe('chat between members, delivered live', () => {
  let a: NewMember;
  let b: NewMember;
  let c: NewMember;

  let family: string;

  test.beforeEach(async () => {
    // A family name of this test's own, so member search finds these three and no others.
    family = `Chat${Date.now()
      .toString(36)
      .replace(/[0-9]/g, (digit) => 'abcdefghij'[Number(digit)] ?? '')}`;
    a = await newMember('Ana', family);
    b = await newMember('Ben', family);
    c = await newMember('Cleo', family);
  });

  test('one-to-one: live messages, typing, Seen, unread counts, history after reload', async ({
    pageAs,
  }) => {
    const pageA = await pageAs(a.state);
    const pageB = await pageAs(b.state);
    await openChat(pageB);
    await expect(pageB.getByRole('heading', { name: 'No conversations yet' })).toBeVisible();

    // A starts the chat from B's profile link target and writes.
    await openChat(pageA, `?with=${accountIdOf(b.state)}`);
    await expect(pageA).toHaveURL(/chatType=chat_single/);
    await expect(pageA.getByRole('heading', { level: 2, name: `Ben ${family}` })).toBeVisible();
    await send(pageA, 'Hi Ben, first message');

    // B's open list shows it at once, unread.
    const fromA = conversations(pageB).getByRole('link', { name: new RegExp(`Ana ${family}`) });
    await expect(fromA).toBeVisible(LIVE);
    await expect(fromA).toContainText('1 unread', LIVE);

    await expect(chatBadge(pageB)).toContainText('1 unread', LIVE);

    // Opening it reads it: the counts clear, and A sees "Seen".
    await fromA.click();
    await expect(thread(pageB).getByText('Hi Ben, first message')).toBeVisible();
    await expect(fromA).not.toContainText('unread');
    await expect(chatBadge(pageB)).not.toContainText('unread');
    await expect(thread(pageA).getByText('Seen', { exact: true })).toBeVisible(LIVE);

    // Typing shows on the other side, and messages cross both ways live.
    await composer(pageB).pressSequentially('Hel');
    await expect(pageA.getByText(`Ben ${family} is typing…`)).toBeVisible(LIVE);
    await composer(pageB).fill('Hello Ana!');
    await composer(pageB).press('Enter');
    await expect(thread(pageA).getByText('Hello Ana!', { exact: true })).toBeVisible(LIVE);
    await expect(pageA.getByText(`Ben ${family} is typing…`)).toBeHidden();

    // History survives a reload.
    await pageB.reload();
    await expect(thread(pageB).getByText('Hi Ben, first message')).toBeVisible();
    await expect(thread(pageB).getByText('Hello Ana!', { exact: true })).toBeVisible();
  });

  test('a message sent while B is away is there exactly once when B comes back', async ({
    browser,
    pageAs,
  }) => {
    const pageA = await pageAs(a.state);
    const offline = await browser.newContext({ storageState: b.state });
    const pageB = await offline.newPage();
    await openChat(pageA, `?with=${accountIdOf(b.state)}`);
    await send(pageA, 'Before you left');
    await openChat(pageB);
    await conversations(pageB)
      .getByRole('link', { name: new RegExp(`Ana ${family}`) })
      .click();
    await expect(thread(pageB).getByText('Before you left')).toBeVisible();
    await offline.close();

    await send(pageA, 'While you were away');

    const pageBack = await pageAs(b.state);
    await openChat(pageBack);
    const chat = conversations(pageBack).getByRole('link', { name: new RegExp(`Ana ${family}`) });
    await expect(chat).toContainText('1 unread');
    await expect(chatBadge(pageBack)).toContainText('1 unread');
    await chat.click();
    await expect(thread(pageBack).getByText('While you were away')).toHaveCount(1);
    await expect(thread(pageBack).getByText('Before you left')).toHaveCount(1);
  });

  test('a group of three: everyone gets messages live; the creator manages members', async ({
    pageAs,
  }) => {
    // Members are put in a group at once only when they follow its creator; anyone else is
    // invited and must accept (api/test/routes/chat-consent.test.ts).
    for (const member of [b, c]) {
      await apiCall('POST', '/users/follow', { accountId: accountIdOf(a.state) }, member.token);
    }
    const pageA = await pageAs(a.state);
    const pageB = await pageAs(b.state);
    const pageC = await pageAs(c.state);
    await openChat(pageB);
    await openChat(pageC);
    await openChat(pageA);

    await pageA.getByRole('button', { name: 'New group' }).click();
    const dialog = pageA.getByRole('dialog', { name: 'New group' });
    await dialog.getByLabel('Group name').fill('Garden crew');
    // A searchable combobox: type, then pick each member from the server's answers.
    const findMembers = dialog.getByRole('combobox', { name: 'Find members' });
    for (const first of ['Ben', 'Cleo']) {
      await findMembers.fill(family);
      await dialog
        .getByRole('option', { name: new RegExp(`${first} ${family}`) })
        .first()
        .click();
    }
    await expect(dialog.getByRole('list', { name: 'Chosen members' })).toContainText(
      `Cleo ${family}`,
    );
    await dialog.getByRole('button', { name: 'Create group' }).click();
    await expect(pageA).toHaveURL(/chatType=chat_group/);
    await expect(pageA.getByRole('heading', { level: 2, name: 'Garden crew' })).toBeVisible();

    await send(pageA, 'Welcome to the crew');
    for (const page of [pageB, pageC]) {
      const group = conversations(page).getByRole('link', { name: /Garden crew/ });
      await expect(group).toContainText('1 unread', LIVE);
      await expect(chatBadge(page)).toContainText('1 unread', LIVE);
      await group.click();
      await expect(chatBadge(page)).not.toContainText('unread');
      await expect(thread(page).getByText('Welcome to the crew')).toBeVisible();
    }
    await expect(thread(pageA).getByText('Seen by everyone')).toBeVisible(LIVE);

    await send(pageC, 'Cleo here');
    await expect(thread(pageA).getByText('Cleo here')).toBeVisible(LIVE);
    await expect(thread(pageB).getByText('Cleo here')).toBeVisible(LIVE);

    // Only the creator removes members; the removed member's page drops the chat.
    await pageA.getByRole('button', { name: /Members \(3\)/ }).click();
    await pageA.getByRole('button', { name: `Remove Cleo ${family}` }).click();
    await expect(pageA.getByRole('button', { name: `Remove Cleo ${family}` })).toBeHidden();
    await pageA.keyboard.press('Escape');
    await expect(conversations(pageC).getByRole('link', { name: /Garden crew/ })).toBeHidden(LIVE);
    await send(pageB, 'Just us now');
    await expect(thread(pageA).getByText('Just us now')).toBeVisible(LIVE);
    const token = c.token;
    const list = await apiCall<{ items: { title: string }[] }>(
      'GET',
      '/chats/search',
      undefined,
      token,
    );
    expect(list.items.map((item) => item.title)).not.toContain('Garden crew');
  });

  test('a failed send stays with Retry and is stored once; own messages are edited and deleted', async ({
    pageAs,
  }) => {
    const pageA = await pageAs(a.state);
    await openChat(pageA, `?with=${accountIdOf(c.state)}`);
    await expect(pageA.getByRole('heading', { level: 2, name: `Cleo ${family}` })).toBeVisible();

    // The first attempt never reaches the server: the message stays with Retry.
    let attempts = 0;
    await pageA.route('**/api/chats/*/notes', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      attempts += 1;
      if (attempts === 1) return route.abort('failed');
      // The retry is stored, but its answer is lost on the way back: the live event
      // still brings the message, once.
      await route.fetch();
      return route.abort('failed');
    });
    await composer(pageA).fill('Only once please');
    await composer(pageA).press('Enter');
    await expect(pageA.getByRole('alert').filter({ hasText: 'Not sent' })).toBeVisible();
    await pageA.getByRole('button', { name: 'Retry' }).click();
    await expect(
      thread(pageA).getByRole('listitem').filter({ hasText: 'Only once please' }),
    ).toContainText('Edit');
    await expect(pageA.getByRole('button', { name: 'Retry' })).toBeHidden();
    await pageA.unroute('**/api/chats/*/notes');
    // Sending the same client message id again stores nothing new.
    await pageA.reload();
    await expect(thread(pageA).getByText('Only once please')).toHaveCount(1);

    const message = thread(pageA).getByRole('listitem').filter({ hasText: 'Only once please' });
    await message.getByRole('button', { name: 'Edit this message' }).click();
    await thread(pageA).getByRole('textbox', { name: 'Edit message' }).fill('Changed my mind');
    await thread(pageA).getByRole('button', { name: 'Save' }).click();
    const changed = thread(pageA).getByRole('listitem').filter({ hasText: 'Changed my mind' });
    await expect(changed).toContainText('edited');
    pageA.once('dialog', (dialog) => void dialog.accept());
    await changed.getByRole('button', { name: 'Delete this message' }).click();
    await expect(thread(pageA).getByText('Changed my mind')).toBeHidden();
    await expect(thread(pageA).getByRole('heading', { name: 'No messages yet' })).toBeVisible();
  });
});
