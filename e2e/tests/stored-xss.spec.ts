// Stored XSS: every payload in XSS_PAYLOADS is written through the API into every text field
// a member can write and others see (names, posts, comments, reviews, chat names and
// messages, tournaments, challenge messages, billing addresses, custom lists), then each page
// that shows those fields is opened. Nothing may run: no dialog, no `window.__xss`, no CSP violation; and the text is
// shown as written. The payloads are packed into as few records as each field's length allows
// and the member signs in once, so the whole sweep stays a few pages long.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { apiCall } from '../support/api.ts';
import { saveCart } from '../support/cart.ts';
import { watchCsp } from '../support/csp.ts';
import { accountIdIn, newMember, type NewMember } from '../support/members.ts';
import { XSS_PAYLOADS, packPayloads } from '../support/xss-payloads.ts';

declare global {
  interface Window {
    __xss?: unknown;
  }
}

// Each test opens several pages; the budget is for a slow machine, not a speed check.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

/** All payloads, one a line: for posts (up to 5,000 characters). */
const ALL = XSS_PAYLOADS.join('\n');
/** All payloads over texts of 2,000 characters: for comments and chat messages. */
const MESSAGES = packPayloads(2000);
const FIRST = XSS_PAYLOADS[0] ?? '';
/** The payloads last to first: a review's text, told apart from the post's on the wall. */
const REVERSED = [...XSS_PAYLOADS].reverse().join('\n');
const LAST = XSS_PAYLOADS.at(-1) ?? '';

interface Written {
  author: NewMember;
  nameMembers: NewMember[];
  names: string[];
  postId: number;
  offerLocationId: number;
  tournamentIds: number[];
  chatTitles: string[];
  challengeMessages: string[];
  challengeIds: number[];
  billingNames: string[];
  tournamentTitles: string[];
  listIds: number[];
  listTitles: string[];
}

/** A write through the API that must be accepted (a 200 refusal fails the set-up too). */
async function write<T>(method: string, path: string, body: unknown, token: string): Promise<T> {
  const answer = await apiCall<T & { valid?: boolean; message?: string }>(
    method,
    path,
    body,
    token,
  );
  if (answer.valid === false) throw new Error(`${method} ${path}: ${answer.message}`);
  return answer;
}

/** Members named with the payloads, two to a member (first and last name). */
async function membersNamedWithPayloads(): Promise<{ members: NewMember[]; names: string[] }> {
  const names = packPayloads(60);
  const members: NewMember[] = [];
  for (let index = 0; index < names.length; index += 2) {
    const member = await newMember('Xss', 'Names');
    const firstName = names[index] ?? '';
    const lastName = names[index + 1] ?? 'Names';
    await write('PUT', '/users/myprofile', { firstName, lastName }, member.token);
    members.push(member);
  }
  return { members, names };
}

async function writeEverything(): Promise<Written> {
  const { members, names } = await membersNamedWithPayloads();
  const [author, ...others] = members;
  if (!author) throw new Error('no members were made');
  const token = author.token;
  const ids = others.map((member) => accountIdIn(member.state));

  // A wall post, a comment on it by its author and one by every other named member.
  const post = await write<{ item: { albumId: number } }>(
    'POST',
    '/albums/posts',
    { description: ALL },
    token,
  );
  const postId = post.item.albumId;
  for (const comment of MESSAGES) {
    await write('POST', '/notes', { albumId: postId, comment }, token);
  }
  for (const member of others) {
    await write('POST', '/notes', { albumId: postId, comment: 'Nice one' }, member.token);
  }

  // A review of an offer (reviews are wall posts).
  const offers = await apiCall<{ items: { offerLocationId: number }[] }>(
    'GET',
    '/offers/search?limit=1',
    undefined,
    token,
  );
  const offerLocationId = offers.items[0]?.offerLocationId;
  if (offerLocationId === undefined) throw new Error('no offer to review');
  await write(
    'POST',
    '/albums/posts',
    {
      description: REVERSED,
      review: { reviewType: 'OFFER_LOCATION', reviewId: offerLocationId, rating: 4 },
    },
    token,
  );

  // Group chats named with the payloads (80 characters a name); the last one, at the top of
  // the list, has every payload as its messages.
  const chatTitles = packPayloads(80);
  let lastChat = 0;
  for (const title of chatTitles) {
    const chat = await write<{ item: { albumId: number } }>(
      'POST',
      '/chats',
      { title, accountIds: ids.slice(0, 2) },
      token,
    );
    lastChat = chat.item.albumId;
  }
  for (const [index, comment] of MESSAGES.entries()) {
    await write(
      'POST',
      `/chats/${lastChat}/notes`,
      { comment, clientMessageId: `stored-xss-${index}` },
      token,
    );
  }

  // Tournaments: titles, description and rewards.
  const packs = await apiCall<{ items: { packId: number }[] }>(
    'GET',
    '/games/pack/search?limit=2',
    undefined,
    token,
  );
  const games = packs.items.map((pack) => pack.packId);
  const tournamentTitles = packPayloads(100);
  const rewards = packPayloads(500);
  const tournamentIds: number[] = [];
  for (const [index, title] of tournamentTitles.entries()) {
    const created = await write<{ item: { missionId: number } }>(
      'POST',
      '/tournaments',
      {
        title,
        description: packPayloads(2000)[0],
        rewards: rewards[index % rewards.length],
        startDate: Date.now() - 60_000,
        endDate: Date.now() + 7 * 86_400_000,
        games,
      },
      // A member runs at most 20 tournaments at once: another named member runs the rest.
      index < 20 ? token : (others[0]?.token ?? token),
    );
    tournamentIds.push(created.item.missionId);
  }

  // Challenges with the payloads as their message, to the other members.
  const challengeMessages = packPayloads(280);
  const challengeIds: number[] = [];
  for (const [index, message] of challengeMessages.entries()) {
    const sent = await write<{ item: { challengeId: number } }>(
      'POST',
      '/challenges',
      { opponentId: ids[index % ids.length], packId: games[0], message },
      token,
    );
    challengeIds.push(sent.item.challengeId);
  }

  // Billing addresses: each free-text field gets every payload over the records.
  const fields = {
    name: packPayloads(120),
    street: packPayloads(200),
    street2: packPayloads(200),
    city: packPayloads(100),
  };
  const records = Math.max(...Object.values(fields).map((texts) => texts.length));
  for (let index = 0; index < records; index += 1) {
    await write(
      'POST',
      '/billing',
      {
        ...Object.fromEntries(
          Object.entries(fields).map(([field, texts]) => [field, texts[index % texts.length]]),
        ),
        // State, ZIP and country must be codes, so no payload fits them.
        state: 'KS',
        postalCode: '66044',
        country: 'US',
      },
      token,
    );
  }
  // A cart of one offer, so the checkout page opens.
  await saveCart(token, [{ offerId: 1, offerLocationId, quantity: 1 }]);

  // Custom lists named with the payloads (200 characters a name), each described with all.
  const listTitles = packPayloads(200);
  const listIds: number[] = [];
  for (const title of listTitles) {
    const list = await write<{ item: { albumId: number } }>(
      'POST',
      '/albums',
      { title, albumType: 'customlist', description: ALL, metaData: { albumIds: [] } },
      token,
    );
    listIds.push(list.item.albumId);
  }

  return {
    author,
    nameMembers: others,
    names,
    postId,
    offerLocationId,
    tournamentIds,
    chatTitles,
    challengeMessages,
    challengeIds,
    billingNames: fields.name,
    tournamentTitles,
    listIds,
    listTitles,
  };
}

let written: Written;
let context: BrowserContext | undefined;
/** The named member who runs the tournaments past the author's 20. */
let runnerContext: BrowserContext | undefined;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  written = await writeEverything();
  context = await browser.newContext({ storageState: written.author.state });
  runnerContext = await browser.newContext({ storageState: written.nameMembers[0]?.state });
});

test.afterAll(async () => {
  watched.clear();
  await context?.close();
  await runnerContext?.close();
});

interface WatchedPage {
  page: Page;
  dialogs: string[];
  violations: () => Promise<string[]>;
}
const watched = new Map<BrowserContext, WatchedPage>();

/**
 * One page per member for the whole sweep, watched from its first byte: the pages below are
 * reached by changing the hash, as a member clicking through would, without reloading the app.
 */
async function watchedPage(as: BrowserContext): Promise<WatchedPage> {
  const known = watched.get(as);
  if (known) return known;
  const page = await as.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const fresh = { page, dialogs, violations: await watchCsp(page) };
  watched.set(as, fresh);
  return fresh;
}

/**
 * Opens `path` as the author and waits until `shown` is on the page as text; then nothing may
 * have run: no dialog, no `window.__xss`, no CSP violation.
 */
async function openAndCheck(
  path: string,
  shown: string | RegExp,
  then?: (page: Page) => Promise<void>,
  as = context,
) {
  if (!as) throw new Error('the payloads were not written');
  const { page, dialogs, violations } = await watchedPage(as);
  await page.goto(`/#${path}`);
  await expect(page.locator('main')).toContainText(shown);
  await then?.(page);
  // Let anything that was inserted have its turn: every image the page fetches at once has
  // loaded or failed (an onerror payload runs then; the app's own lazy images below the fold
  // are never fetched, so never complete), then two frames for a focus or a load handler.
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.images].every((image) => image.loading === 'lazy' || image.complete),
      ),
    )
    .toBe(true);
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
      ),
  );
  expect(await page.evaluate(() => window.__xss), `a payload ran on ${path}`).toBeUndefined();
  expect(dialogs, `a dialog opened on ${path}`).toEqual([]);
  expect(await violations(), `CSP violations on ${path}`).toEqual([]);
}

test('posts, comments and names on the activity wall and the post page', async () => {
  await openAndCheck('/browse/activity-wall', FIRST);
  await openAndCheck(`/browse/activity-detail/${written.postId}`, FIRST, async (page) => {
    // Every named member's comment shows its author's name as written.
    for (const name of written.names.slice(0, 4)) {
      await expect(page.locator('body')).toContainText(name);
    }
  });
});

test('a review of an offer, shown on the wall', async () => {
  await openAndCheck('/browse/activity-wall', LAST);
});

test('chat names and messages on the chat page', async () => {
  const title = written.chatTitles.at(-1) ?? '';
  await openAndCheck('/browse/chat', title.slice(0, 40), async (page) => {
    await page.getByText(title.slice(0, 40)).first().click();
    await expect(page.locator('body')).toContainText(FIRST);
  });
});

test('tournaments on their list and detail pages', async () => {
  await openAndCheck('/browse/tournament', written.tournamentTitles[0] ?? '');
  // The list shows the first 20; the detail pages show the rest, and every description.
  const { tournamentIds, tournamentTitles } = written;
  for (const [index, id] of tournamentIds.entries()) {
    if (index === 0 || index >= 20) {
      await openAndCheck(
        `/browse/tournament/detail/${id}`,
        tournamentTitles[index] ?? '',
        (page) => expect(page.locator('body')).toContainText(FIRST),
        index < 20 ? context : runnerContext,
      );
    }
  }
});

test('challenge messages on their challenge pages', async () => {
  // The list names each challenge; its page quotes the message.
  for (const [index, id] of written.challengeIds.entries()) {
    await openAndCheck(`/browse/challenge/${id}`, written.challengeMessages[index] ?? '');
  }
});

test('billing addresses on the checkout page', async () => {
  await openAndCheck('/browse/checkout', written.billingNames[0] ?? '');
});

test('custom lists on the lists page and their own pages', async () => {
  await openAndCheck('/browse/customlist', written.listTitles.at(-1) ?? '');
  for (const [index, id] of written.listIds.entries()) {
    await openAndCheck(`/browse/customlist/${id}`, written.listTitles[index] ?? '', (page) =>
      expect(page.locator('main')).toContainText(FIRST),
    );
  }
});

test('names in notifications, people and the account page', async () => {
  // The newest comment's notification names its writer, the last named member.
  const lastFirstName = written.names[written.nameMembers.length * 2] ?? '';
  await openAndCheck('/browse/notifications', lastFirstName);
  // People lists other members: some of the named ones, their names shown as written.
  await openAndCheck('/browse/people', /window\.__xss=\d+/);
  await openAndCheck('/account/overview', written.names[0] ?? '');
});
