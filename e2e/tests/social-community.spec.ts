import { seriousViolations } from '../support/axe.ts';
import { darkTheme, withAppConfig } from '../support/app-config.ts';
import { expect, test } from '../support/fixtures.ts';
import { newMember } from '../support/members.ts';
import { openSignedIn, sharedToken } from '../support/session.ts';
import { apiCall } from '../support/api.ts';

// A 2×2 green PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGNkaGBgYGBgYGBgYGBgAAAEhAEBjT7mWgAAAABJRU5ErkJggg==',
  'base64',
);

test('A reviews a shop; B finds it through Discover, replies, likes a comment, follows A and sees A’s posts on A’s profile', async ({
  pageAs,
}) => {
  const a = await newMember('Arden', 'Reviewer');
  const b = await newMember('Bailey', 'Follower');
  const word = `zinnia${Date.now()}`;
  const text = `Great ${word} selection <script>window.__ran=1</script>`;

  // A writes a review of a shop with four stars, chosen with the keyboard.
  const pageA = await pageAs(a.state);
  await openSignedIn(pageA, '/browse/activity-wall');
  await pageA.getByLabel("What's happening?").fill(text);
  await pageA.getByRole('checkbox', { name: 'Review a shop or an offer' }).check();
  const shop = pageA.getByRole('combobox', { name: 'Shop' });
  await expect(shop.getByRole('option')).not.toHaveCount(1);
  await shop.selectOption({ index: 1 });
  const shopName = (await shop.locator('option:checked').textContent()) ?? '';
  await pageA.getByRole('radio', { name: '1 star', exact: true }).focus();
  await pageA.keyboard.press('ArrowRight');
  await pageA.keyboard.press('ArrowRight');
  await pageA.keyboard.press('ArrowRight');
  await expect(pageA.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await pageA.getByRole('button', { name: 'Post', exact: true }).click();
  const posted = pageA.getByRole('article').filter({ hasText: word }).first();
  await expect(posted).toContainText('Rated 4 out of 5');
  await expect(posted).toContainText(shopName);
  await expect(posted).toContainText('<script>window.__ran=1</script>');
  expect(await pageA.evaluate(() => (window as { __ran?: number }).__ran)).toBeUndefined();

  // B finds it through Discover search and opens it.
  const pageB = await pageAs(b.state);
  await openSignedIn(pageB, '/browse/discover');
  await pageB.getByLabel('Search posts and comments').fill(word);
  await pageB.getByRole('button', { name: 'Search', exact: true }).click();
  const results = pageB.getByRole('region', { name: 'Search results' });
  await expect(results.getByRole('status')).toHaveText(`1 result for “${word}”`);
  await results.getByRole('article').getByRole('link', { name: /Great/ }).first().click();
  await expect(pageB).toHaveURL(/#\/browse\/activity-detail\/\d+$/);

  // B comments; A replies; B likes A's reply.
  await pageB.getByRole('combobox', { name: 'Write a comment' }).fill('Which strain did you get?');
  await pageB.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(pageB.getByRole('article', { name: 'Comment by Bailey Follower' })).toBeVisible();
  const detailPath = new URL(pageB.url()).hash.slice(1);
  await openSignedIn(pageA, detailPath);
  await pageA.getByRole('button', { name: 'Reply to Bailey Follower' }).click();
  await pageA.getByRole('combobox', { name: 'Reply to Bailey Follower' }).fill('The Blue Dream');
  await pageA.getByRole('button', { name: 'Send reply' }).click();
  await expect(pageA.getByRole('list', { name: 'Replies to Bailey Follower' })).toContainText(
    'The Blue Dream',
  );
  await pageB.reload();
  const reply = pageB.getByRole('article', { name: 'Comment by Arden Reviewer' });
  await expect(reply).toContainText('The Blue Dream');
  await reply.getByRole('button', { name: /^Like comment by Arden Reviewer/ }).click();
  await expect(
    reply.getByRole('button', { name: 'Like comment by Arden Reviewer, 1 like' }),
  ).toHaveAttribute('aria-pressed', 'true');

  // B follows A from People, then sees A's post on A's profile and opens it.
  await openSignedIn(pageB, '/browse/people');
  // Wait for the search's own answer: the unfiltered list it replaces must not take the clicks.
  const searched = pageB.waitForResponse((response) => response.url().includes('keyword=Arden'));
  await pageB.getByLabel('Search members by name').fill('Arden Reviewer');
  await searched;
  await pageB.getByRole('button', { name: 'Follow Arden Reviewer' }).click();
  await expect(pageB.getByRole('button', { name: 'Following Arden Reviewer' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await pageB.getByRole('link', { name: 'Arden Reviewer' }).first().click();
  await expect(pageB.getByRole('heading', { level: 1, name: 'Arden Reviewer' })).toBeVisible();
  await expect(pageB.getByRole('button', { name: 'Following' })).toBeVisible();
  await expect(
    pageB.getByRole('list', { name: 'Followers' }).getByRole('link', { name: 'Bailey Follower' }),
  ).toBeVisible();
  await pageB
    .getByRole('list', { name: 'Posts by this member' })
    .getByRole('link', { name: /Great/ })
    .click();
  await expect(pageB).toHaveURL(new RegExp(`#${detailPath}$`));

  // A's profile shows B among the followers after a reload too.
  await openSignedIn(pageA, '/account/overview');
  await expect(
    pageA.getByRole('list', { name: 'Followers' }).getByRole('link', { name: 'Bailey Follower' }),
  ).toBeVisible();
});

test('bad input gets a clear message and keeps what was typed', async ({ page }) => {
  await openSignedIn(page, '/browse/activity-wall');
  const box = page.getByLabel("What's happening?");
  const post = page.getByRole('button', { name: 'Post', exact: true });
  const composer = page.getByRole('form', { name: 'Write a post' });

  await post.click();
  await expect(composer.getByRole('alert')).toHaveText('Write something or add a photo.');

  // 100 kB of text.
  const long = 'a'.repeat(100_000);
  await box.fill(long);
  await post.click();
  await expect(composer.getByRole('alert')).toContainText('at most 5,000 characters');
  await expect(box).toHaveValue(long);

  // A PDF renamed .jpg and a 20 MB photo.
  await box.fill('Keep me');
  await page.getByLabel(/Add photos/).setInputFiles([
    { name: 'scan.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('%PDF-1.7 not a photo') },
    {
      name: 'huge.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.concat([
        Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
        Buffer.alloc(20 * 1024 * 1024),
      ]),
    },
  ]);
  await expect(composer.getByText('scan.jpg is not a photo we can show')).toBeVisible();
  await expect(composer.getByText(/huge\.jpg is too large/)).toBeVisible();

  // An 11th photo: ten are kept, the eleventh is refused.
  await page.getByLabel(/Add photos/).setInputFiles(
    Array.from({ length: 11 }, (_, index) => ({
      name: `leaf-${index + 1}.png`,
      mimeType: 'image/png',
      buffer: PNG,
    })),
  );
  await expect(composer.getByText(/at most 10 photos/)).toBeVisible();
  const chips = composer.getByRole('list', { name: 'Photos to post' }).getByRole('listitem');
  await expect(chips).toHaveCount(10);
  await expect(composer.getByText('Uploading…')).toHaveCount(0);
  await expect(box).toHaveValue('Keep me');
});

test('a network failure mid-upload keeps the text, and Retry finishes the post', async ({
  page,
}) => {
  await openSignedIn(page, '/browse/activity-wall');
  const composer = page.getByRole('form', { name: 'Write a post' });
  const box = page.getByLabel("What's happening?");
  const text = `Retry me ${Date.now()}`;
  await box.fill(text);
  await page.route('**/api/assets', (route) => route.abort('failed'));
  await page
    .getByLabel(/Add photos/)
    .setInputFiles([{ name: 'fern.png', mimeType: 'image/png', buffer: PNG }]);
  const retry = composer.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(composer.getByRole('alert').last()).toBeVisible();
  await expect(box).toHaveValue(text);

  await page.unroute('**/api/assets');
  await retry.click();
  await expect(composer.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await expect(composer.getByText('Uploading…')).toHaveCount(0);
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  const posted = page.getByRole('article').filter({ hasText: text });
  await expect(posted.getByRole('list', { name: 'Photos' }).getByRole('img')).toHaveCount(1);
  await expect(box).toHaveValue('');
});

/** A post of the seed's, for its detail page. */
async function seededPostPath(): Promise<string> {
  const wall = await apiCall<{
    items: {
      albumId: number;
      albumType: string;
      commentsCount: number;
      owner: { username: string };
    }[];
  }>('GET', '/albums/wall?limit=50', undefined, await sharedToken());
  // Somebody else's post with comments, so the page has a thread and a Report button.
  const post = wall.items.find(
    (item) =>
      item.albumType === 'post' && item.commentsCount > 0 && item.owner.username !== 'dana.r',
  );
  if (!post) throw new Error('The seed has no commented post by another member');
  return `/browse/activity-detail/${post.albumId}`;
}

const LISTS: [string, string][] = [
  ['/browse/discover', 'Trending'],
  ['/browse/people', 'Members'],
  ['/browse/influencer', 'Influencers'],
];

for (const theme of ['light', 'dark'] as const) {
  test(`no serious or critical violations on discover, people, influencers, a post and a member profile, ${theme} theme`, async ({
    page,
  }) => {
    // Six pages and a dialog, each checked by axe.
    test.setTimeout(180_000);
    const check = async () => {
      await openSignedIn(page, '/browse/discover');
      for (const [path, list] of LISTS) {
        await page.goto(`/#${path}`);
        await expect(page.getByRole('list', { name: list })).toBeVisible();
        expect(await seriousViolations(page), path).toEqual([]);
      }
      // A member's profile, opened from People.
      await page.goto('/#/browse/people');
      await page.getByRole('list', { name: 'Members' }).getByRole('link').first().click();
      // The profile's own button: People's buttons also start with "Follow" but name a member.
      await expect(page).toHaveURL(/otherUserProfileId=\d+/);
      await expect(page.getByRole('button', { name: /^Follow(ing)?$/ })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Followers', exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Following', exact: true })).toBeVisible();
      expect(await seriousViolations(page), 'member profile').toEqual([]);
      // A post with its comments, then its report dialog.
      await page.goto(`/#${await seededPostPath()}`);
      await expect(page.getByRole('list', { name: 'Comments' })).toBeVisible();
      expect(await seriousViolations(page), 'post detail').toEqual([]);
      // The post's own Report (each comment has one too, named after its author).
      const reportPost = page.getByRole('button', { name: /^Report post by / });
      await reportPost.click();
      await expect(
        page.getByRole('dialog', { name: /^Report post by .+ for review$/ }),
      ).toBeVisible();
      expect(await seriousViolations(page), 'report dialog').toEqual([]);
      await page.keyboard.press('Escape');
      await expect(reportPost).toBeFocused();
    };
    await (theme === 'dark' ? withAppConfig(darkTheme, check) : check());
  });
}
