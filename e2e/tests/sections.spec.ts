import { apiCall } from '../support/api.ts';
import { seriousViolations } from '../support/axe.ts';
import { darkTheme, withAppConfig } from '../support/app-config.ts';
import { expect, test } from '../support/fixtures.ts';
import { newMember, type NewMember } from '../support/members.ts';
import { expectPlays } from '../support/playback.ts';
import { openSignedIn } from '../support/session.ts';

// Titles from the demo data (api/src/seed/sections.ts).
const CHANNEL = 'Prairie Growers Channel';
const CHANNEL_POST = 'Week 12: cover crops that survive a Kansas winter';
const CHANNEL_COMMENT = 'Rye did great for me too. Vetch struggled on clay.';
const GROUP = 'Wichita Patio Gardeners';
const PRIVATE_GROUP = 'Seed Savers Circle';
const PRIVATE_GROUP_INVITE = 'demo-group-invite-token';
const EVENT = 'Harvest Swap at the Riverside Pavilion';
const PAST_EVENT = 'Spring Seedling Giveaway';
const TRAINING = 'Container Gardening Basics';

/** The id of the album of `albumType` titled `title`, as `member` sees it. */
async function albumId(member: NewMember, albumType: string, title: string): Promise<number> {
  const found = await apiCall<{ items: { albumId: number; title: string }[] }>(
    'GET',
    `/albums/search?albumType=${albumType}&keyword=${encodeURIComponent(title)}`,
    undefined,
    member.token,
  );
  const album = found.items.find((item) => item.title === title);
  if (!album) throw new Error(`No ${albumType} titled ${title}`);
  return album.albumId;
}

async function routes(member: NewMember) {
  const [channel, channelPost, group, event, training] = await Promise.all([
    albumId(member, 'channel', CHANNEL),
    albumId(member, 'post', CHANNEL_POST),
    albumId(member, 'group', GROUP),
    albumId(member, 'event', EVENT),
    albumId(member, 'training', TRAINING),
  ]);
  return { channel, channelPost, group, event, training };
}

test('a new member sees every section filled with the demo data', async ({ pageAs }) => {
  const member = await newMember('Sasha', 'Browser');
  const ids = await routes(member);
  const page = await pageAs(member.state);
  const visits: [path: string, heading: string | RegExp, text: string][] = [
    ['/browse/channel', 'Channels', CHANNEL],
    [`/browse/channel/${ids.channel}`, CHANNEL, CHANNEL_POST],
    [`/browse/channel-post/${ids.channelPost}`, 'Post', CHANNEL_COMMENT],
    ['/browse/group', 'Groups', GROUP],
    [`/browse/group/${ids.group}`, GROUP, 'Patio tour this Saturday'],
    ['/browse/event', 'Events', EVENT],
    [`/browse/event/${ids.event}`, EVENT, 'Riverside Pavilion, Wichita'],
    ['/browse/training', 'Trainings', TRAINING],
    [`/browse/training-post/${ids.training}`, TRAINING, 'Choosing a pot'],
    ['/browse/sharethesite', /^Share /, 'joined with your link'],
  ];
  await openSignedIn(page, '/browse/channel');
  for (const [path, heading, text] of visits) {
    await page.goto(`/#${path}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText(text).first()).toBeVisible();
  }
  // Past events are marked as such.
  await page.goto('/#/browse/event');
  const past = page.getByRole('listitem').filter({ hasText: PAST_EVENT });
  await expect(past.getByText('Past event')).toBeVisible();
});

test('joining a group, attending an event, following a channel and finishing a lesson last across a reload and show on the overview', async ({
  pageAs,
}) => {
  const member = await newMember('Jordan', 'Joiner');
  const ids = await routes(member);
  const page = await pageAs(member.state);

  await openSignedIn(page, `/browse/group/${ids.group}`);
  await page.getByRole('button', { name: 'Join group' }).click();
  await expect(page.getByRole('button', { name: 'Joined · Leave' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Members' })).toContainText('Jordan Joiner');

  await page.goto(`/#/browse/event/${ids.event}`);
  await page.getByRole('button', { name: 'Attend' }).click();
  await expect(page.getByRole('button', { name: 'Attending · Cancel' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Attendees' })).toContainText('Jordan Joiner');

  await page.goto(`/#/browse/channel/${ids.channel}`);
  await page.getByRole('button', { name: 'Follow' }).click();
  await expect(page.getByRole('button', { name: 'Following · Unfollow' })).toBeVisible();

  await page.goto(`/#/browse/training-post/${ids.training}`);
  const lesson = page.getByRole('region', { name: 'Choosing a pot' });
  const completed = page.waitForRequest(
    (request) =>
      request.url().includes('/sirqul/analytics/usage') &&
      (request.postData() ?? '').includes('COMPLETED'),
  );
  await lesson.getByRole('button', { name: 'Mark lesson complete' }).click();
  await completed;
  const soil = page.getByRole('region', { name: 'The soil mix, in one minute' });
  await expectPlays(soil.locator('audio'));
  await soil.getByRole('button', { name: 'Mark lesson complete' }).click();
  // The video lesson, in the one media player, plays.
  const video = page.getByRole('region', { name: 'Potting up a seedling' });
  expect(await expectPlays(video.locator('video'))).toMatch(/\/media\/lesson-potting-up\.mp4$/);
  await video.getByRole('button', { name: 'Mark lesson complete' }).click();
  await expect(page.getByRole('region', { name: 'Watering without drowning' })).toBeVisible();

  // After a reload each is still so.
  await page.reload();
  await expect(page.getByText('3 of 5 lessons completed')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Watering without drowning' })).toBeVisible();
  await page.goto(`/#/browse/group/${ids.group}`);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Joined · Leave' })).toBeVisible();
  await page.goto('/#/browse/event');
  await page.reload();
  await expect(
    page.getByRole('listitem').filter({ hasText: EVENT }).getByText('Attending'),
  ).toBeVisible();
  await page.goto('/#/browse/channel');
  await expect(page.getByRole('list', { name: 'Channels you follow' })).toContainText(CHANNEL);

  await page.goto('/#/account/overview');
  await expect(page.getByRole('region', { name: 'Groups you joined' })).toContainText(GROUP);
  await expect(page.getByRole('region', { name: 'Events you attend' })).toContainText(EVENT);
  await expect(page.getByRole('region', { name: 'Channels you follow' })).toContainText(CHANNEL);
  await expect(page.getByRole('list', { name: 'Your trainings' })).toContainText(
    `${TRAINING} · 3 of 5 lessons`,
  );
});

test('a private group stays invisible to a member until they accept an invite', async ({
  pageAs,
}) => {
  const member = await newMember('Robin', 'Invitee');
  const page = await pageAs(member.state);
  await openSignedIn(page, '/browse/group');
  await expect(page.getByRole('list', { name: 'Groups' })).toContainText(GROUP);
  await expect(page.getByText(PRIVATE_GROUP)).toHaveCount(0);

  await page.goto(`/#/albums/invite?token=${PRIVATE_GROUP_INVITE}`);
  await expect(page.getByRole('heading', { name: PRIVATE_GROUP })).toBeVisible();
  await page.getByRole('button', { name: 'Accept invite' }).click();
  await expect(page.getByRole('heading', { level: 1, name: PRIVATE_GROUP })).toBeVisible();
  await expect(page.getByText('Private', { exact: true })).toBeVisible();
  await expect(page.getByText('The Cherokee Purple line is ready to share')).toBeVisible();

  await page.goto('/#/browse/group');
  await page.reload();
  await expect(page.getByRole('list', { name: 'Your groups' })).toContainText(PRIVATE_GROUP);
});

test('a section list shows its loading, empty and error states', async ({ pageAs }) => {
  const member = await newMember('Casey', 'States');
  const page = await pageAs(member.state);
  await openSignedIn(page, '/browse/activity-wall');

  // Loading: the list holds its answer until the skeleton has been seen.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    /\/api\/albums\/search\?(?!.*filter=JOINED).*albumType=training/,
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await page.goto('/#/browse/training');
  await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
  release();
  await expect(page.getByRole('list', { name: 'Trainings' })).toContainText(TRAINING);
  await page.unrouteAll({ behavior: 'wait' });

  // Empty: no channels at all.
  await page.route(/\/api\/albums\/search\?(?!.*filter=JOINED).*albumType=channel/, (route) =>
    route.fulfill({
      json: {
        valid: true,
        message: 'ok',
        items: [],
        count: 0,
        countTotal: 0,
        hasMoreResults: false,
        start: 0,
        limit: 100,
      },
    }),
  );
  await page.goto('/#/browse/channel');
  await expect(page.getByRole('heading', { name: 'No channels yet' })).toBeVisible();
  await page.unrouteAll({ behavior: 'wait' });

  // Error: the API is down for one request; Retry loads the list.
  await page.route(
    /\/api\/albums\/search\?(?!.*filter=JOINED).*albumType=group/,
    (route) => route.abort('connectionrefused'),
    { times: 1 },
  );
  await page.goto('/#/browse/group');
  await expect(page.getByRole('heading', { name: 'Groups could not be loaded' })).toBeVisible();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('list', { name: 'Groups' })).toContainText(GROUP);
});

for (const theme of ['light', 'dark'] as const) {
  test(`no serious or critical violations on the section pages, ${theme} theme`, async ({
    pageAs,
  }) => {
    // Ten pages, each checked whole by axe.
    test.slow();
    const member = await newMember('Alex', 'Axe');
    const ids = await routes(member);
    const page = await pageAs(member.state);
    const pages: [path: string, ready: string][] = [
      ['/browse/channel', CHANNEL],
      [`/browse/channel/${ids.channel}`, CHANNEL_POST],
      [`/browse/channel-post/${ids.channelPost}`, CHANNEL_COMMENT],
      ['/browse/group', GROUP],
      [`/browse/group/${ids.group}`, 'Patio tour this Saturday'],
      ['/browse/event', EVENT],
      [`/browse/event/${ids.event}`, 'Riverside Pavilion, Wichita'],
      ['/browse/training', TRAINING],
      [`/browse/training-post/${ids.training}`, 'Choosing a pot'],
      ['/browse/sharethesite', 'joined with your link'],
    ];
    const check = async () => {
      await openSignedIn(page, '/browse/channel');
      for (const [path, ready] of pages) {
        await page.goto(`/#${path}`);
        await expect(page.getByText(ready).first()).toBeVisible();
        expect(await seriousViolations(page), path).toEqual([]);
      }
      await expect(page.locator('[data-color-scheme]')).toHaveAttribute('data-color-scheme', theme);
    };
    await (theme === 'dark' ? withAppConfig(darkTheme, check) : check());
  });
}
