import { test as visitorTest, type Page } from '@playwright/test';
import { apiCall } from '../support/api.ts';
import { seriousViolations } from '../support/axe.ts';
import { darkTheme, withAppConfig } from '../support/app-config.ts';
import { expect, test } from '../support/fixtures.ts';
import { accountIdIn, newMember } from '../support/members.ts';
import { answerWithClicks, moveOnButton } from '../support/quiz-play.ts';
import { sharedToken } from '../support/session.ts';

const PUBLIC_PAGES = ['/login', '/signup', '/privacy-policy', '/terms-and-conditions'];
const MEMBER_PAGES = [
  '/browse/activity-wall',
  '/account/overview',
  '/account/settings',
  '/browse/marketplace',
  '/browse/checkout',
  '/browse/wallet',
  '/browse/payments',
];

/** A real product page: the first offer the demo member can see. */
async function productPage(): Promise<string> {
  const offers = await apiCall<{ items: Array<{ offerLocationId: number }> }>(
    'GET',
    '/offers/search?limit=1',
    undefined,
    await sharedToken(),
  );
  return `/browse/marketplace/product/${offers.items[0]!.offerLocationId}`;
}

/** The first level of the first quiz pack. */
async function quizLevelPage(): Promise<string> {
  const packs = await apiCall<{
    items: Array<{ packId: number; levels: { gameLevelId: number }[] }>;
  }>('GET', '/games/pack/search?limit=1', undefined, await sharedToken());
  const pack = packs.items[0]!;
  return `/browse/quiz/detail/${pack.packId}/${pack.levels[0]!.gameLevelId}`;
}

/** A challenge from the member holding `token` to Marcus, listed and shown in full. */
async function challengePage(token: string): Promise<string> {
  const people = await apiCall<{ items: Array<{ accountId: number }> }>(
    'GET',
    '/users/people/search?keyword=Marcus&limit=1',
    undefined,
    token,
  );
  const packs = await apiCall<{ items: Array<{ packId: number }> }>(
    'GET',
    '/games/pack/search?limit=1',
    undefined,
    token,
  );
  const sent = await apiCall<{ item: { challengeId: number } }>(
    'POST',
    '/challenges',
    { opponentId: people.items[0]!.accountId, packId: packs.items[0]!.packId, message: 'Go!' },
    token,
  );
  return `/browse/challenge/${sent.item.challengeId}`;
}

// Axe takes seconds per page on a busy machine, so a sweep gets time for each page it visits
// rather than one test's worth for all of them.
const TIME_PER_PAGE_MS = 30_000;

async function checkPages(page: Page, paths: string[]) {
  test.info().setTimeout(test.info().timeout + paths.length * TIME_PER_PAGE_MS);
  for (const path of paths) {
    await page.goto(`/#${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page), path).toEqual([]);
  }
}

for (const theme of ['light', 'dark'] as const) {
  const inTheme = (body: () => Promise<void>) =>
    theme === 'dark' ? withAppConfig(darkTheme, body) : body();

  visitorTest(
    `no serious or critical violations on public pages, ${theme} theme`,
    async ({ page }) => {
      await inTheme(async () => {
        await checkPages(page, PUBLIC_PAGES);
        await expect(page.locator('[data-color-scheme]')).toHaveAttribute(
          'data-color-scheme',
          theme,
        );
      });
    },
  );

  test(`no serious or critical violations on member pages, ${theme} theme`, async ({ page }) => {
    await inTheme(async () => {
      await checkPages(page, [...MEMBER_PAGES, await productPage()]);
      await expect(page.locator('[data-color-scheme]')).toHaveAttribute('data-color-scheme', theme);
    });
  });

  test(`no serious or critical violations on chat, list and thread, ${theme} theme`, async ({
    pageAs,
  }) => {
    await inTheme(async () => {
      // Two members of their own, with a conversation that has a message from the other.
      const me = await newMember('Ari', 'Axe');
      const other = await newMember('Bo', 'Axe');
      const chat = await apiCall<{ item: { albumId: number; albumType: string } }>(
        'POST',
        '/chats/single',
        { accountId: accountIdIn(other.state) },
        me.token,
      );
      await apiCall(
        'POST',
        `/chats/${chat.item.albumId}/notes`,
        { comment: 'Hello, see https://canopy.test/events', clientMessageId: `axe-${theme}` },
        other.token,
      );
      const page = await pageAs(me.state);
      await page.goto('/#/browse/chat');
      await expect(page.getByRole('list', { name: 'Conversations' })).toContainText('Bo Axe');
      expect(await seriousViolations(page), 'chat list').toEqual([]);
      await page.goto(`/#/browse/chat?chatId=${chat.item.albumId}&chatType=${chat.item.albumType}`);
      await expect(
        page.getByRole('region', { name: 'Messages' }).getByText('Hello, see', { exact: true }),
      ).toBeVisible();
      expect(await seriousViolations(page), 'chat thread').toEqual([]);
    });
  });

  test(`no serious or critical violations on challenges, ${theme} theme`, async ({ pageAs }) => {
    await inTheme(async () => {
      const member = await newMember('Cleo', 'Checker');
      const page = await pageAs(member.state);
      const challenge = await challengePage(member.token);
      await checkPages(page, ['/browse/challenge', challenge]);
      // Played: the member's own score beside the opponent's "not played yet".
      await page.getByRole('link', { name: /^Play / }).click();
      await page.getByRole('button', { name: 'Start level' }).click();
      const counter = await page.getByText(/^Question 1 of \d+ ·/).textContent();
      const total = Number(/of (\d+)/.exec(counter ?? '')?.[1]);
      for (let question = 1; question <= total; question += 1) {
        await expect(page.getByText(`Question ${question} of ${total} ·`)).toBeVisible();
        await answerWithClicks(page, page.getByRole('radio').first());
      }
      await page.getByRole('link', { name: 'See the challenge result' }).click();
      await expect(page.getByText('Not played yet')).toBeVisible();
      expect(await seriousViolations(page), 'a played challenge').toEqual([]);
    });
  });

  test(`no serious or critical violations on games pages and in play, ${theme} theme`, async ({
    pageAs,
  }) => {
    await inTheme(async () => {
      // A member of its own, so playing changes nobody else's boards.
      const page = await pageAs((await newMember('Ada', 'Checker')).state);
      await checkPages(page, [
        '/browse/quiz',
        '/browse/leaderboard',
        '/browse/badges',
        '/browse/tournament',
        await quizLevelPage(),
      ]);
      await page.getByRole('button', { name: 'Start level' }).click();
      expect(await seriousViolations(page), 'a question').toEqual([]);
      const counter = await page.getByText(/^Question 1 of \d+ ·/).textContent();
      const total = Number(/of (\d+)/.exec(counter ?? '')?.[1]);
      // The first answer judged, with its verdict and the right answer marked.
      await page.getByRole('radio').first().check();
      await page.getByRole('button', { name: 'Check answer' }).click();
      await expect(moveOnButton(page)).toBeFocused();
      expect(await seriousViolations(page), 'a judged answer').toEqual([]);
      await moveOnButton(page).click();
      for (let question = 2; question <= total; question += 1) {
        await expect(page.getByText(`Question ${question} of ${total} ·`)).toBeVisible();
        await answerWithClicks(page, page.getByRole('radio').first());
      }
      await expect(
        page.getByRole('heading', { name: /Level complete!|Not quite there/ }),
      ).toBeVisible();
      expect(await seriousViolations(page), 'the score').toEqual([]);
    });
  });
}
