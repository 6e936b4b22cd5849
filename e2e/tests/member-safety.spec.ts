import type { Page } from '@playwright/test';
import { apiCall } from '../support/api.ts';
import { seriousViolations } from '../support/axe.ts';
import { darkTheme, withAppConfig } from '../support/app-config.ts';
import { expect, test } from '../support/fixtures.ts';
import { accountIdIn, newMember, type NewMember } from '../support/members.ts';
import { openSignedIn } from '../support/session.ts';

/** A family name of the test's own, so its words find only its own members and posts. */
function familyName(prefix: string): string {
  return `${prefix}${Date.now()
    .toString(36)
    .replace(/[0-9]/g, (digit) => 'abcdefghij'[Number(digit)] ?? '')}`;
}

async function writePost(member: NewMember, description: string): Promise<number> {
  const written = await apiCall<{ item: { albumId: number } }>(
    'POST',
    '/albums/posts',
    { description },
    member.token,
  );
  return written.item.albumId;
}

/** The dialog behind a member's "Mute or block", opened from `where`. */
async function openSafetyDialog(page: Page, where: ReturnType<Page['getByRole']>, name: string) {
  await where
    .getByRole('button', { name: new RegExp(`^(Mute or block|Muted|Blocked) ${name}$`) })
    .click();
  return page.getByRole('dialog', { name: new RegExp(`^Mute or block ${name}`) });
}

test('B blocks A from A’s post: A’s posts, comments, messages and search hits leave B’s pages, and A cannot message B', async ({
  pageAs,
}) => {
  const family = familyName('Safe');
  const a = await newMember('Ana', family);
  const b = await newMember('Ben', family);
  const aName = `Ana ${family}`;
  const aPost = `Ana's ${family} zucchini are ready`;
  const bPost = `Ben's ${family} beans are up`;
  await writePost(a, aPost);
  const bPostId = await writePost(b, bPost);
  await apiCall('POST', '/notes', { albumId: bPostId, comment: `Ana says hi ${family}` }, a.token);
  const chat = await apiCall<{ item: { albumId: number } }>(
    'POST',
    '/chats/single',
    { accountId: accountIdIn(b.state) },
    a.token,
  );
  const send = (text: string) =>
    apiCall<{ valid: boolean; errorCode?: string }>(
      'POST',
      `/chats/${chat.item.albumId}/notes`,
      { comment: text, clientMessageId: `${family}-${text.length}` },
      a.token,
    );
  await send('Hi Ben, from Ana');
  const pageB = await pageAs(b.state);
  const chatPath = `/browse/chat?chatId=${chat.item.albumId}&chatType=chat_single`;
  const messages = pageB.getByRole('region', { name: 'Messages' });

  // Before: B reads A's message, post and comment.
  await openSignedIn(pageB, chatPath);
  await expect(messages.getByText('Hi Ben, from Ana', { exact: true })).toBeVisible();

  // B blocks A from A's post on the wall: the post goes at once.
  await openSignedIn(pageB, '/browse/activity-wall');
  const postOfA = pageB.getByRole('article').filter({ hasText: aPost });
  await expect(postOfA).toBeVisible();
  const dialog = await openSafetyDialog(pageB, postOfA, aName);
  await dialog.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(pageB.getByText(`You blocked ${aName}: this post is hidden.`)).toBeVisible();
  await expect(pageB.getByText(aPost)).toHaveCount(0);

  // After a reload the wall has B's post and not A's.
  await pageB.reload();
  await expect(pageB.getByRole('article').filter({ hasText: bPost })).toBeVisible();
  await expect(pageB.getByText(aPost)).toHaveCount(0);

  // A's comment on B's post is gone.
  await openSignedIn(pageB, `/browse/activity-detail/${bPostId}`);
  await expect(pageB.getByText(bPost).first()).toBeVisible();
  // Its only comment was A's: the thread is empty for B.
  await expect(pageB.getByText('No comments yet. Start the conversation.')).toBeVisible();
  await expect(pageB.getByText(`Ana says hi ${family}`)).toHaveCount(0);

  // Discover finds B's post by the family name, and not A's.
  await openSignedIn(pageB, '/browse/discover');
  const search = pageB
    .getByRole('searchbox', { name: 'Search posts and comments' })
    .or(pageB.getByRole('textbox', { name: 'Search posts and comments' }));
  await search.fill(family);
  await search.press('Enter');
  await expect(pageB.getByText(new RegExp(`beans are up`)).first()).toBeVisible();
  await expect(pageB.getByText(/zucchini are ready/)).toHaveCount(0);

  // A's message has left the chat, and A cannot send another.
  await openSignedIn(pageB, chatPath);
  await expect(pageB.getByRole('heading', { level: 1, name: 'Chat' })).toBeVisible();
  await expect(messages.getByText('Hi Ben, from Ana', { exact: true })).toHaveCount(0);
  expect(await send('Are you there?')).toMatchObject({ valid: false, errorCode: 'BLOCKED' });

  // Account settings lists A; Unblock brings A's post back.
  await openSignedIn(pageB, '/account/settings');
  const blocked = pageB.getByRole('region', { name: 'Blocked and muted members' });
  await expect(blocked.getByRole('listitem').filter({ hasText: aName })).toContainText('Blocked');
  await blocked.getByRole('button', { name: `Unblock ${aName}` }).click();
  await expect(blocked.getByText('You have not blocked or muted anyone.')).toBeVisible();
  await openSignedIn(pageB, '/browse/activity-wall');
  await expect(pageB.getByRole('article').filter({ hasText: aPost })).toBeVisible();
});

for (const theme of ['light', 'dark'] as const) {
  test(`no serious or critical violations where members are muted and blocked, ${theme} theme, 360 px and desktop`, async ({
    pageAs,
  }) => {
    test.info().setTimeout(test.info().timeout + 8 * 30_000);
    const inTheme = (body: () => Promise<void>) =>
      theme === 'dark' ? withAppConfig(darkTheme, body) : body();
    await inTheme(async () => {
      const family = familyName('Axe');
      const a = await newMember('Ada', family);
      const b = await newMember('Bea', family);
      const aName = `Ada ${family}`;
      await writePost(a, `Ada's ${family} tomatoes`);
      const page = await pageAs(b.state);
      for (const width of [360, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        // The menu on a post, then the hidden post's line.
        await openSignedIn(page, '/browse/activity-wall');
        const post = page.getByRole('article').filter({ hasText: `Ada's ${family} tomatoes` });
        await expect(post).toBeVisible();
        const dialog = await openSafetyDialog(page, post, aName);
        await expect(dialog.getByRole('button', { name: 'Mute', exact: true })).toBeEnabled();
        expect(await seriousViolations(page), `${width}: the dialog`).toEqual([]);
        await dialog.getByRole('button', { name: 'Mute', exact: true }).click();
        await expect(page.getByText(`You muted ${aName}: this post is hidden.`)).toBeVisible();
        expect(await seriousViolations(page), `${width}: a hidden post`).toEqual([]);
        // The muted member's profile, and the list in account settings.
        await openSignedIn(page, `/account/overview?otherUserProfileId=${accountIdIn(a.state)}`);
        await expect(page.getByRole('button', { name: `Muted ${aName}` })).toBeVisible();
        expect(await seriousViolations(page), `${width}: a muted member's profile`).toEqual([]);
        // Reporting the member: the reasons dialog.
        await page.getByRole('button', { name: `Report member ${aName}` }).click();
        const report = page.getByRole('dialog', { name: `Report member ${aName} for review` });
        await expect(report.getByRole('radio', { name: 'Spam or advertising' })).toBeVisible();
        expect(await seriousViolations(page), `${width}: the report dialog`).toEqual([]);
        await report.getByRole('button', { name: 'Cancel' }).click();
        await openSignedIn(page, '/account/settings');
        const list = page.getByRole('region', { name: 'Blocked and muted members' });
        await expect(list.getByRole('listitem').filter({ hasText: aName })).toBeVisible();
        expect(await seriousViolations(page), `${width}: account settings`).toEqual([]);
        await list.getByRole('button', { name: `Unmute ${aName}` }).click();
        await expect(list.getByText('You have not blocked or muted anyone.')).toBeVisible();
      }
    });
  });
}
