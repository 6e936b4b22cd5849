// Two members' week in one journey (issue 34): A signs up with a handle, posts a link and
// mentions B with the @ autocomplete; B hears of the mention, sees the link's preview card
// and "1 new post" on the open wall, reacts, then blocks A, and A's writing leaves B's wall,
// comments and chat.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { apiCall } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';
import { accountIdIn } from '../support/members.ts';
import { openSignedIn, stateOf, type SignedIn } from '../support/session.ts';

/** Live delivery's budget: the wall, chat and notifications hear of things within it. */
const LIVE = { timeout: 2_000 };

/** The page A links to: served here on 127.0.0.1, which the test stack's API may preview. */
const LINKED_PAGE = `<!doctype html><html><head><title>Allotment news</title>
<meta property="og:title" content="Seed swap at the allotment">
<meta property="og:description" content="Bring jars of your saved seeds; take home new ones.">
</head><body><h1>Seed swap</h1></body></html>`;

let site: Server;
let siteUrl: string;
test.beforeAll(async () => {
  site = createServer((request, response) => {
    if (request.url !== '/seed-swap') {
      response.statusCode = 404;
      response.end();
      return;
    }
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(LINKED_PAGE);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/seed-swap`;
});
test.afterAll(async () => {
  site.closeAllConnections();
  await new Promise<void>((resolve) => site.close(() => resolve()));
});

/** Letters only, unique to this run: names and handles the test's own. */
const unique = () =>
  Date.now()
    .toString(36)
    .replace(/[0-9]/g, (digit) => 'abcdefghij'[Number(digit)] ?? '');

/** B signs up through the API with a handle of B's own. */
async function memberWithHandle(firstName: string, lastName: string, handle: string) {
  const signup = await apiCall<{ item: SignedIn }>('POST', '/users/signup', {
    email: `${handle}@canopy.test`,
    password: `quiet harbour lanterns ${Date.now()}`,
    firstName,
    lastName,
    handle,
    ageConfirmed: true,
  });
  return { token: signup.item.session.token, state: stateOf(signup.item) };
}

const wallPosts = (page: Page) => page.getByRole('list', { name: 'Posts' }).getByRole('article');

/** Opens the wall and waits for its posts and the live stream. */
async function openWall(page: Page) {
  const stream = page.waitForResponse((response) => response.url().includes('/live/stream'));
  await openSignedIn(page, '/browse/activity-wall');
  await expect(wallPosts(page).first()).toBeVisible();
  await stream;
}

/** What B no longer sees of A once B blocked A: each place a member reads A's writing. */
async function expectWallWithout(page: Page, text: string, stillThere: string) {
  await openSignedIn(page, '/browse/activity-wall');
  await expect(wallPosts(page).filter({ hasText: stillThere })).toBeVisible();
  await expect(page.getByText(text)).toHaveCount(0);
}

async function expectCommentsWithout(page: Page, postId: number, post: string, comment: string) {
  await openSignedIn(page, `/browse/activity-detail/${postId}`);
  await expect(page.getByText(post).first()).toBeVisible();
  await expect(page.getByText('No comments yet. Start the conversation.')).toBeVisible();
  await expect(page.getByText(comment)).toHaveCount(0);
}

/** The header's search for `word`: `stillThere` is found, nothing of `gone` is. */
async function expectSearchWithout(page: Page, word: string, stillThere: string, gone: string[]) {
  await openSignedIn(page, '/browse/activity-wall');
  await page.getByRole('button', { name: 'Search Canopy' }).click();
  await page.getByRole('combobox', { name: 'Search Canopy' }).fill(word);
  const results = page.getByRole('listbox', { name: 'Search results' });
  await expect(results.getByRole('option', { name: new RegExp(stillThere) })).toBeVisible();
  for (const text of gone) {
    await expect(results.getByRole('option', { name: new RegExp(text) })).toHaveCount(0);
  }
}

async function expectChatWithout(page: Page, chatId: number, message: string) {
  await openSignedIn(page, `/browse/chat?chatId=${chatId}&chatType=chat_single`);
  await expect(page.getByRole('heading', { level: 1, name: 'Chat' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Messages' }).getByText(message)).toHaveCount(0);
}

test('A signs up, posts a link mentioning @B; B is told, sees the card and "1 new post", reacts, blocks A, and A is gone', async ({
  browser,
  pageAs,
}) => {
  test.info().setTimeout(test.info().timeout + 60_000);
  const family = unique();
  const aName = `Ada ${family}`;
  const aHandle = `ada.${family}`;
  const bHandle = `bea.${family}`;
  const b = await memberWithHandle('Bea', family, bHandle);
  const bPost = `Bea's ${family} beans are up`;
  const bPostId = (
    await apiCall<{ item: { albumId: number } }>(
      'POST',
      '/albums/posts',
      { description: bPost },
      b.token,
    )
  ).item.albumId;

  // B has the wall open.
  const pageB = await pageAs(b.state);
  await openWall(pageB);

  // A signs up through the form, choosing a handle (a browser signed in as nobody).
  const contextA = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const pageA = await contextA.newPage();
  await pageA.goto('/#/signup');
  await pageA.getByLabel('First name').fill('Ada');
  await pageA.getByLabel('Last name').fill(family);
  await pageA.getByLabel('Handle').fill(aHandle);
  await expect(pageA.getByText(`@${aHandle} is free.`)).toBeVisible();
  await pageA.getByLabel('E-mail address').fill(`${aHandle}@canopy.test`);
  await pageA.getByLabel('Password').fill(`quiet harbour lanterns ${Date.now()}`);
  await pageA.getByRole('checkbox', { name: /I am 18 or older/ }).check();
  await pageA.getByRole('button', { name: 'Create account' }).click();
  await expect(pageA.getByRole('navigation', { name: 'Main' })).toBeVisible();

  // A writes a post with the link, and mentions B with the @ autocomplete.
  await openSignedIn(pageA, '/browse/activity-wall');
  const composer = pageA.getByRole('combobox', { name: "What's happening?" });
  await composer.fill(`Seed swap ${family} on Saturday: ${siteUrl} — coming, `);
  await composer.pressSequentially(`@${bHandle.slice(0, -1)}`);
  const suggestions = pageA.getByRole('listbox', { name: 'Members to mention' });
  const bOption = suggestions.getByRole('option', { name: `Bea ${family} @${bHandle}` });
  await expect(bOption).toBeVisible();
  await expect(suggestions.getByRole('option')).toHaveCount(1);
  await expect(composer).toHaveAttribute('aria-expanded', 'true');
  await composer.press('Enter');
  await expect(composer).toHaveValue(
    `Seed swap ${family} on Saturday: ${siteUrl} — coming, @${bHandle} `,
  );
  await composer.pressSequentially('?');
  await pageA.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(wallPosts(pageA).first()).toContainText(`@${bHandle}`);

  // B, on the open wall: "1 new post", and the post with its preview card.
  const newPosts = pageB.getByRole('button', { name: '1 new post' });
  await expect(newPosts).toBeVisible(LIVE);
  await newPosts.click();
  const aCard = wallPosts(pageB).first();
  await expect(aCard).toContainText(`coming, @${bHandle}`);
  const preview = aCard.getByRole('link', { name: /Seed swap at the allotment/ });
  await expect(preview).toBeVisible();
  await expect(preview).toContainText('Bring jars of your saved seeds; take home new ones.');
  await expect(preview).toHaveAttribute('href', siteUrl);

  // B's mention notification, live in the header and on the notifications page.
  const nav = pageB.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: /^Notifications\W+\d+ unread$/ })).toBeVisible(LIVE);
  await openSignedIn(pageB, '/browse/notifications');
  const mention = pageB.getByRole('article', {
    name: new RegExp(`^Ada mentioned you in a post: “Seed swap ${family} on Saturday`),
  });
  await expect(mention).toBeVisible();
  await mention.getByRole('link').first().click();

  // The post's page: the card, and the @handle links to B's profile.
  await expect(pageB).toHaveURL(/#\/browse\/activity-detail\/\d+/);
  const onPage = pageB
    .getByRole('article')
    .filter({ hasText: `Seed swap ${family} on Saturday` })
    .first();
  await expect(onPage.getByRole('link', { name: /Seed swap at the allotment/ })).toBeVisible();
  const handleLink = onPage.getByRole('link', { name: `@${bHandle}`, exact: true });
  await expect(handleLink).toHaveAttribute('href', `#/account/overview?handle=${bHandle}`);

  // B reacts to A's post.
  await onPage.getByRole('button', { name: 'React', exact: true }).click();
  await onPage
    .getByRole('group', { name: 'Reactions' })
    .getByRole('button', { name: 'Love' })
    .click();
  await expect(onPage.getByRole('button', { name: 'Love, 1 reaction' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await handleLink.click();
  await expect(pageB.getByRole('heading', { level: 1, name: `Bea ${family}` })).toBeVisible();

  // A comments on B's post and writes to B.
  const aToken = await pageA.evaluate(
    () => (JSON.parse(localStorage.getItem('canopy.session') ?? '{}') as { token: string }).token,
  );
  const aComment = `Ada's ${family} compliments on the beans`;
  await apiCall('POST', '/notes', { albumId: bPostId, comment: aComment }, aToken);
  const chat = await apiCall<{ item: { albumId: number } }>(
    'POST',
    '/chats/single',
    { accountId: accountIdIn(b.state) },
    aToken,
  );
  const aMessage = `Hi Bea, ${family} here`;
  await apiCall(
    'POST',
    `/chats/${chat.item.albumId}/notes`,
    { comment: aMessage, clientMessageId: `${family}-hi` },
    aToken,
  );
  await openSignedIn(pageB, `/browse/chat?chatId=${chat.item.albumId}&chatType=chat_single`);
  await expect(
    pageB.getByRole('region', { name: 'Messages' }).getByText(aMessage, { exact: true }),
  ).toBeVisible();
  await openSignedIn(pageB, `/browse/activity-detail/${bPostId}`);
  await expect(pageB.getByText(aComment)).toBeVisible();

  // B blocks A from A's post on the wall.
  await openSignedIn(pageB, '/browse/activity-wall');
  const aOnWall = wallPosts(pageB).filter({ hasText: `Seed swap ${family} on Saturday` });
  await aOnWall.getByRole('button', { name: `Mute or block ${aName}` }).click();
  const dialog = pageB.getByRole('dialog', { name: new RegExp(`^Mute or block ${aName}`) });
  await dialog.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(pageB.getByText(`You blocked ${aName}: this post is hidden.`)).toBeVisible();

  // A's post, comment and message are gone from B's pages and from B's search.
  await test.step("B's wall no longer has A's post", () =>
    expectWallWithout(pageB, `Seed swap ${family} on Saturday`, bPost));
  await test.step("B's post no longer has A's comment", () =>
    expectCommentsWithout(pageB, bPostId, bPost, aComment));
  await test.step("B's chat no longer has A's message", () =>
    expectChatWithout(pageB, chat.item.albumId, aMessage));
  await test.step("B's search no longer finds A's post or comment", () =>
    expectSearchWithout(pageB, family, "Bea's", ['Seed swap', 'compliments on the beans']));
  await contextA.close();
});
