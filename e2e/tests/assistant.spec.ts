import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { apiCall } from '../support/api.ts';
import { darkTheme, withAppConfig } from '../support/app-config.ts';
import { expect, test } from '../support/fixtures.ts';
import { newMember } from '../support/members.ts';
import { openSignedIn } from '../support/session.ts';

interface Card {
  title: string;
  href: string;
  price: number;
  miles: number;
}

/** The offer cards an answer cites: title, link, price and distance as shown. */
async function offerCards(answer: Locator): Promise<Card[]> {
  const links = answer.getByRole('list', { name: 'Cited items' }).getByRole('link');
  await expect(links.first()).toBeVisible();
  const cards: Card[] = [];
  for (const link of await links.all()) {
    const figures = (await link.locator('[data-part="figures"]').innerText()).trim();
    const found = /^\$([\d.]+) · ([\d.]+) mi$/.exec(figures);
    expect(found, figures).not.toBeNull();
    cards.push({
      title: (await link.locator('[data-part="title"]').innerText()).trim(),
      href: (await link.getAttribute('href')) ?? '',
      price: Number(found![1]),
      miles: Number(found![2]),
    });
  }
  return cards;
}

/** The conversation's own messages (not the cited items inside them). */
const messagesOf = (page: Page) =>
  page.getByRole('list', { name: 'Conversation', exact: true }).locator('li[data-role]');

async function ask(page: Page, question: string): Promise<Locator> {
  const before = await messagesOf(page).count();
  await page.getByRole('textbox', { name: 'Your question' }).fill(question);
  const answered = page.waitForResponse((r) => r.url().includes('/api/edy/stream'));
  await page.getByRole('button', { name: 'Send' }).click();
  await answered;
  const answer = messagesOf(page).nth(before + 1);
  await expect(answer).toHaveAttribute('aria-busy', 'false');
  return answer;
}

test('a new member asks for offers near them under $20, opens one, asks for cheaper ones and finds it all after reload', async ({
  pageAs,
}) => {
  const member = await newMember('Quinn', 'Asker');
  const page = await pageAs(member.state);
  await openSignedIn(page, '/browse/ai-chat');
  await expect(page.getByRole('heading', { name: 'Ask Edy anything about Canopy' })).toBeVisible();

  const first = await ask(page, 'which offers are near me under $20?');
  await expect(first).toContainText('Here is what I found on Canopy under $20.00, nearest first');
  const cards = await offerCards(first);
  for (const card of cards) {
    expect(card.price).toBeLessThanOrEqual(20);
    expect(card.href).toMatch(/^#\/browse\/marketplace\/product\/\d+$/);
    await expect(first).toContainText(card.title);
  }
  const miles = cards.map((card) => card.miles);
  expect(miles).toEqual([...miles].sort((a, b) => a - b));

  // Real seeded offers: the API's own product answers agree on name and price.
  for (const card of cards) {
    const id = card.href.split('/').at(-1);
    const offer = await apiCall<{
      item: { offerName: string; fullPrice: number; discountPrice: number };
    }>('GET', `/offers/location/${id}`, undefined, member.token);
    expect(offer.item.offerName).toBe(card.title);
    expect(offer.item.discountPrice || offer.item.fullPrice).toBeCloseTo(card.price, 2);
  }

  // Open the first card: the marketplace's product page; then come back.
  await first.getByRole('link', { name: cards[0]!.title }).first().click();
  await expect(page).toHaveURL(new RegExp(`${cards[0]!.href}$`));
  await expect(page.getByRole('heading', { level: 1, name: cards[0]!.title })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/#\/browse\/ai-chat\/\d+$/);
  await expect(page.getByRole('list', { name: 'Conversation', exact: true })).toContainText(
    'which offers are near me under $20?',
  );

  const second = await ask(page, 'cheaper ones?');
  await expect(second).toContainText('Cheaper ones, nearest first');
  const cheaper = await offerCards(second);
  const dearest = Math.max(...cards.map((card) => card.price));
  for (const card of cheaper) {
    expect(card.price).toBeLessThan(dearest);
    expect(cards.map((shown) => shown.href)).not.toContain(card.href);
  }

  // After a reload the whole conversation is there, as it was.
  const thread = page.getByRole('list', { name: 'Conversation', exact: true });
  const shown = await thread.innerText();
  await page.reload();
  await expect(messagesOf(page)).toHaveCount(4);
  await expect.poll(() => thread.innerText()).toBe(shown);
  await expect(page.getByRole('list', { name: 'Conversations' })).toContainText(
    'which offers are near me under $20?',
  );
});

/** A text/event-stream body made of these events, as the API sends it. */
const sse = (events: [string, unknown][]) =>
  events.map(([event, data]) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`).join('');

test('an answer from a language model streams in; when it breaks off the text stays, the reason shows and Retry works', async ({
  pageAs,
}) => {
  const page = await pageAs((await newMember('Riley', 'Streamer')).state);
  // The API's own tests stream from a real local chat-completions server; here the browser
  // gets that stream's events as the API relays them, cut off mid-answer the first time.
  let calls = 0;
  await page.route('**/api/edy/stream', async (route) => {
    calls += 1;
    const start = [
      'start',
      { transcript: 'q', albumId: null, engine: 'chat-completions', suggestions: [] },
    ] as [string, unknown];
    const body =
      calls === 1
        ? sse([
            start,
            ['token', { text: 'The nearest ' }],
            ['token', { text: 'shop is' }],
            [
              'error',
              {
                message:
                  'The answer was cut off because the language model stopped responding. What you see is kept; press Retry to ask again.',
                errorCode: 'ANSWER_CUT_OFF',
              },
            ],
            ['done', { reply: 'The nearest shop is', albumId: null, status: 'interrupted' }],
          ])
        : sse([
            start,
            ['token', { text: 'Prairie Leaf ' }],
            ['token', { text: 'is closest.' }],
            ['done', { reply: 'Prairie Leaf is closest.', albumId: null, status: 'complete' }],
          ]);
    await route.fulfill({ status: 200, contentType: 'text/event-stream', body });
  });
  await openSignedIn(page, '/browse/ai-chat');
  const first = await ask(page, 'closest shop?');
  await expect(first).toContainText('The nearest shop is');
  await expect(first.getByRole('alert')).toContainText('The answer was cut off');
  await first.getByRole('button', { name: 'Retry' }).click();
  await expect(messagesOf(page).nth(3)).toContainText('Prairie Leaf is closest.');
  await expect(first).toContainText('The nearest shop is');
  await expect(
    page.getByRole('status').filter({ hasText: 'Edy: Prairie Leaf is closest.' }),
  ).toHaveCount(1);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the assistant page has no serious or critical axe violations, ${theme} theme`, async ({
    pageAs,
  }) => {
    const inTheme = (body: () => Promise<void>) =>
      theme === 'dark' ? withAppConfig(darkTheme, body) : body();
    await inTheme(async () => {
      const page = await pageAs((await newMember('Axel', 'Checker')).state);
      await openSignedIn(page, '/browse/ai-chat');
      await expect(page.locator('[data-color-scheme]')).toHaveAttribute('data-color-scheme', theme);
      await expect(
        page.getByRole('heading', { name: 'Ask Edy anything about Canopy' }),
      ).toBeVisible();
      const check = async (where: string) => {
        const results = await new AxeBuilder({ page }).analyze();
        const serious = results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        expect(serious, where).toEqual([]);
      };
      await check('empty conversation');
      await ask(page, 'which offers are near me under $20?');
      await check('an answer with cards');
    });
  });
}
