import { SECTION_TITLES as T } from '@canopy/api/src/seed/section-titles.ts';
import { apiCall } from '../support/api.ts';
import { seriousViolations } from '../support/axe.ts';
import { darkTheme, withAppConfig, type AppConfig } from '../support/app-config.ts';
import { expect, test } from '../support/fixtures.ts';
import { expectPlays, withoutNativeHls } from '../support/playback.ts';
import { newMember } from '../support/members.ts';
import { openSignedIn, sharedToken } from '../support/session.ts';

/** Each list route and a seeded title a new member must find on it. */
const LIST_PAGES: [path: string, title: string][] = [
  ['/browse/news', T.news],
  ['/browse/news', T.page],
  ['/browse/topic', T.topic],
  ['/browse/topic/category', T.topicCategory],
  ['/browse/live-streams', T.live],
  ['/browse/live-streams', T.offline],
  ['/browse/video', T.video],
  ['/browse/audio', T.audio],
  ['/browse/streaming', T.streaming],
  ['/browse/list', T.list],
  ['/browse/customlist', T.customlist],
  ['/browse/trail', T.trail],
  ['/browse/note', T.note],
  ['/browse/story', T.story],
  ['/browse/schedule', T.schedule],
  ['/browse/see-all?title=Latest%20news&albumType=news', T.news],
];

interface Found {
  items: { albumId: number; title: string }[];
}

/** The id of a seeded album, looked up as the demo member. */
async function albumId(albumType: string, title: string): Promise<number> {
  const found = await apiCall<Found>(
    'GET',
    `/albums/search?albumType=${albumType}&limit=100`,
    undefined,
    await sharedToken(),
  );
  const album = found.items.find((item) => item.title === title);
  if (!album) throw new Error(`No seeded ${albumType} titled ${title}`);
  return album.albumId;
}

/** Each detail route with the seeded album it shows. */
async function detailPages(): Promise<[path: string, title: string][]> {
  const pairs: [string, string, string][] = [
    ['news', 'news', T.news],
    ['page', 'page', T.page],
    ['topic', 'topic', T.topic],
    ['topic-post', 'topic_post', T.thread],
    ['live-streams', 'livestream', T.live],
    ['video', 'video', T.video],
    ['audio', 'audio', T.audio],
    ['streaming', 'streaming', T.streaming],
    ['list', 'list', T.list],
    ['customlist', 'customlist', T.customlist],
    ['trail', 'trail', T.trail],
    ['note', 'note', T.note],
    ['story', 'story', T.story],
    ['schedule', 'schedule', T.schedule],
  ];
  return Promise.all(
    pairs.map(
      async ([path, type, title]) =>
        [`/browse/${path}/${await albumId(type, title)}`, title] as [string, string],
    ),
  );
}

test('a new member finds seeded content on every section list and detail page', async ({
  pageAs,
}) => {
  const member = await newMember('Sage', 'Browser');
  const page = await pageAs(member.state);
  await openSignedIn(page, '/browse/news');
  for (const [path, title] of LIST_PAGES) {
    await page.goto(`/#${path}`);
    await expect(page.getByRole('link', { name: new RegExp(escape(title)) }), path).toBeVisible();
  }
  for (const [path, title] of await detailPages()) {
    await page.goto(`/#${path}`);
    await expect(page.getByRole('heading', { level: 1, name: title }), path).toBeVisible();
  }
});

test('an article shows its rich text; a topic lists threads by newest activity with replies', async ({
  page,
}) => {
  await openSignedIn(page, '/browse/news');
  await page.getByRole('link', { name: new RegExp(escape(T.news)) }).click();
  await expect(page.getByRole('heading', { name: 'Sow now' })).toBeVisible();
  await expect(page.locator('[data-testid="rich-text"] script')).toHaveCount(0);

  await page.goto('/#/browse/topic/category');
  await page.getByRole('link', { name: new RegExp(escape(T.topicCategory)) }).click();
  await page.getByRole('link', { name: new RegExp(escape(T.topic)) }).click();
  const threads = page.getByRole('list', { name: 'Threads' }).getByRole('listitem');
  await expect(threads.first()).toContainText(T.thread);
  await threads.first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: T.thread })).toBeVisible();
  await expect(page.getByText('Add dry leaves or shredded cardboard')).toBeVisible();
});

test('media: video, the HLS stream and audio really play; the named live stream is Live, the other offline', async ({
  page,
}) => {
  await openSignedIn(page, '/browse/video');
  await page.getByRole('link', { name: new RegExp(escape(T.video)) }).click();
  const video = page.getByLabel(T.video);
  expect(await expectPlays(video)).toMatch(/\/media\/video-garden-loop\.mp4$/);

  await page.goto('/#/browse/live-streams');
  const live = page.getByRole('link', { name: new RegExp(escape(T.live)) });
  await expect(live.getByText('LIVE', { exact: true })).toBeVisible();
  await expect(
    page
      .getByRole('link', { name: new RegExp(escape(T.offline)) })
      .getByText('LIVE', { exact: true }),
  ).toHaveCount(0);
  await live.click();
  // hls.js plays the live stream through Media Source Extensions: a blob is the source.
  expect(await expectPlays(page.getByLabel(T.live), 2.5)).toMatch(/^blob:/);

  await page.goto('/#/browse/live-streams');
  await page.getByRole('link', { name: new RegExp(escape(T.offline)) }).click();
  await expect(page.getByText('This stream is offline')).toBeVisible();
  await expect(page.locator('video')).toHaveCount(0);

  await page.goto('/#/browse/audio');
  await page.getByRole('link', { name: new RegExp(escape(T.audio)) }).click();
  expect(await expectPlays(page.getByLabel(T.audio))).toMatch(/audio-morning-birds\.wav$/);
});

test('a browser without built-in HLS streams through hls.js, past the first segment', async ({
  page,
}) => {
  await withoutNativeHls(page);
  const segments: string[] = [];
  page.on('requestfinished', (request) => {
    const segment = /live-harvest-talk-at-\d+\.ts$/.exec(request.url());
    if (segment) segments.push(segment[0]);
  });
  await openSignedIn(page, '/browse/streaming');
  await page.getByRole('link', { name: new RegExp(escape(T.streaming)) }).click();
  // Media Source Extensions: the element plays a blob the library fills.
  expect(await expectPlays(page.getByLabel(T.streaming), 2.5)).toMatch(/^blob:/);
  // Past the first segment: the live stream's segments are numbered, one after another.
  expect(new Set(segments).size).toBeGreaterThan(1);
  await expect(page.getByText('This media is not available right now')).toHaveCount(0);
});

test('a member builds a custom list, orders it with the keyboard, and shares it', async ({
  pageAs,
}) => {
  const owner = await newMember('Robin', 'Lister');
  const page = await pageAs(owner.state);
  await openSignedIn(page, '/browse/customlist');
  const name = `Picks ${Date.now()}`;
  await page.getByLabel('New list name').fill(name);
  await page.getByRole('button', { name: 'Create list' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  for (const keyword of ['compost', 'Kaw River']) {
    await page.getByLabel('Find something to add').fill(keyword);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const add = page.getByRole('button', { name: /^Add / }).first();
    await add.click();
    await expect(page.getByRole('status').filter({ hasText: /^Added/ })).toBeVisible();
  }
  const items = page.getByRole('list', { name: 'List items' }).getByRole('listitem');
  await expect(items).toHaveCount(2);
  const second = (await items.nth(1).getByRole('link').textContent()) ?? '';
  await items
    .nth(1)
    .getByRole('button', { name: `Move ${second} up` })
    .focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: `Moved ${second} up` })).toBeVisible();

  await page.reload();
  await expect(items.first()).toContainText(second);
  const link = await page.getByLabel('Link to this list').inputValue();

  const friend = await newMember('Kit', 'Reader');
  const other = await pageAs(friend.state);
  await other.goto(link);
  await expect(other.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(
    other
      .getByRole('list', { name: `In ${name}` })
      .getByRole('listitem')
      .first(),
  ).toContainText(second);
});

test('home rows come from the app configuration and change on the next load', async ({ page }) => {
  await page.goto('/#/home');
  await expect(page.getByRole('heading', { level: 2, name: 'Latest news' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Trails to walk' })).toHaveCount(0);
  const withTrailRow = (original: AppConfig): AppConfig => {
    const home = original['homePageConfig'] as { items: Record<string, unknown>[] };
    return {
      ...original,
      homePageConfig: {
        items: [
          {
            title: 'Trails to walk',
            linkto: '/browse/see-all?title=Trails%20to%20walk&albumType=trail',
            albumType: 'trail',
          },
          ...home.items,
        ],
      },
    };
  };
  await withAppConfig(withTrailRow, async () => {
    await page.reload();
    // The row's tile strip: the scrollable region inside the row's section.
    const row = page.getByRole('region', { name: 'Trails to walk' }).last();
    await expect(row.getByRole('link', { name: new RegExp(escape(T.trail)) })).toBeVisible();
    await expect(row).toHaveAttribute('tabindex', '0');
    await page.getByRole('link', { name: 'See all: Trails to walk' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Trails to walk' })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(escape(T.trail)) })).toBeVisible();
  });
});

test('a failed request shows the error state, and Retry loads the section', async ({ page }) => {
  await openSignedIn(page, '/browse/activity-wall');
  await page.route(
    /\/api\/albums\/search\?.*albumType=video/,
    (route) =>
      route.fulfill({
        status: 503,
        json: { valid: false, message: 'Service unavailable', errorCode: 'UNAVAILABLE' },
      }),
    { times: 1 },
  );
  await page.goto('/#/browse/video');
  await expect(page.getByText('Video could not be loaded')).toBeVisible();
  await page.getByRole('button', { name: /retry/i }).click();
  await expect(page.getByRole('link', { name: new RegExp(escape(T.video)) })).toBeVisible();
});

for (const theme of ['light', 'dark'] as const) {
  test(`no serious or critical violations on section pages, ${theme} theme`, async ({ page }) => {
    test.setTimeout(420_000);
    const inTheme = (body: () => Promise<void>) =>
      theme === 'dark' ? withAppConfig(darkTheme, body) : body();
    const details = await detailPages();
    await inTheme(async () => {
      await openSignedIn(page, '/browse/news');
      const paths = [...new Set(LIST_PAGES.map(([path]) => path)), ...details.map(([p]) => p)];
      for (const path of paths) {
        await page.goto(`/#${path}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        expect(await seriousViolations(page), path).toEqual([]);
      }
      await expect(page.locator('[data-color-scheme]')).toHaveAttribute('data-color-scheme', theme);
    });
  });
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
