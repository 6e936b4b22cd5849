// The review queue in the staff console (issue 35): member B reports A's comment and chat
// message; a moderator reads both in context, hides the comment (A is told, others no
// longer see it), suspends A (A's next post is refused with the end date, A still reads),
// the audit log keeps both with their reasons, and an operator lifts the suspension. The
// queue is usable by keyboard alone and passes axe in both themes and at 360 px.
import type { Locator, Page } from '@playwright/test';
import { apiCall, OPERATOR } from '../support/api.ts';
import { darkTheme, withAppConfig } from '../support/app-config.ts';
import { seriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { accountIdIn, newMember, type NewMember } from '../support/members.ts';
import { openSignedIn, sharedSession } from '../support/session.ts';

const MODERATOR = { email: 'moderator@canopy.test', password: 'canopy-moderator' };

/** A family name of the test's own, so its words find only its own members and items. */
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

/** Reports through the Report button's dialog, as a member does. */
async function reportThroughDialog(page: Page, button: Locator, what: string) {
  await button.click();
  const dialog = page.getByRole('dialog', { name: `Report ${what} for review` });
  await dialog.getByRole('radio', { name: 'Harassment or hate' }).check();
  await dialog.getByRole('button', { name: 'Report' }).click();
  await expect(dialog).toBeHidden();
}

/** Presses j until the article is the current item (at most `limit` times). */
async function moveTo(page: Page, article: Locator, limit = 60) {
  for (let step = 0; step < limit; step += 1) {
    if ((await article.getAttribute('aria-current')) === 'true') return;
    await page.keyboard.press('j');
  }
  await expect(article).toHaveAttribute('aria-current', 'true');
}

test('B reports A’s comment and message; a moderator hides one and suspends A; an operator lifts it', async ({
  pageAs,
}) => {
  test.info().setTimeout(test.info().timeout + 120_000);
  const family = familyName('Mod');
  const a = await newMember('Ada', family);
  const b = await newMember('Bo', family);
  const aName = `Ada ${family}`;
  const bPost = `Bo's ${family} pumpkins`;
  const comment = `Ada's rude ${family} comment`;
  const message = `Ada's rude ${family} message`;
  const bPostId = await writePost(b, bPost);
  await apiCall('POST', '/notes', { albumId: bPostId, comment }, a.token);
  const chat = await apiCall<{ item: { albumId: number } }>(
    'POST',
    '/chats/single',
    { accountId: accountIdIn(b.state) },
    a.token,
  );
  await apiCall(
    'POST',
    `/chats/${chat.item.albumId}/notes`,
    { comment: `Hello Bo ${family}`, clientMessageId: `${family}-1` },
    a.token,
  );
  await apiCall(
    'POST',
    `/chats/${chat.item.albumId}/notes`,
    { comment: message, clientMessageId: `${family}-2` },
    a.token,
  );

  // B reports the comment and the message from their pages.
  const pageB = await pageAs(b.state);
  await openSignedIn(pageB, `/browse/activity-detail/${bPostId}`);
  await expect(pageB.getByText(comment)).toBeVisible();
  await reportThroughDialog(
    pageB,
    pageB.getByRole('button', { name: `Report comment by ${aName}` }),
    `comment by ${aName}`,
  );
  await openSignedIn(pageB, `/browse/chat?chatId=${chat.item.albumId}&chatType=chat_single`);
  const messages = pageB.getByRole('region', { name: 'Messages' });
  await expect(messages.getByText(message, { exact: true })).toBeVisible();
  await reportThroughDialog(
    pageB,
    messages
      .getByRole('listitem')
      .filter({ hasText: message })
      .getByRole('button', { name: `Report message from ${aName}` }),
    `message from ${aName}`,
  );

  // The moderator sees both in the queue, each in context.
  const moderator = await pageAs(await sharedSession(MODERATOR));
  await openSignedIn(moderator, '/console/queue');
  const queue = moderator.getByRole('list', { name: 'Review queue' });
  const commentItem = queue.getByRole('article', { name: `Comment by ${aName}` });
  const messageItem = queue.getByRole('article', { name: `Chat message by ${aName}` });
  await expect(commentItem).toBeVisible();
  await expect(commentItem.getByRole('list', { name: 'The thread around it' })).toContainText(
    bPost,
  );
  await expect(commentItem.getByRole('list', { name: 'Reports' })).toContainText(
    'Harassment or hate',
  );
  await expect(commentItem).toContainText(`Author: ${aName}`);
  const chatLines = messageItem.getByRole('list', { name: 'Chat lines around it' });
  await expect(chatLines).toContainText(`Hello Bo ${family}`);
  await expect(chatLines).toContainText(message);

  // By keyboard: j and k move, h hides the current item with a reason.
  await moderator.getByRole('heading', { name: 'Review queue' }).click();
  await moveTo(moderator, commentItem);
  await expect(commentItem).toBeFocused();
  await moderator.keyboard.press('j');
  await expect(commentItem).not.toHaveAttribute('aria-current', 'true');
  await moderator.keyboard.press('k');
  await expect(commentItem).toHaveAttribute('aria-current', 'true');
  await moderator.keyboard.press('h');
  const hide = moderator.getByRole('dialog', { name: 'Hide 1 item' });
  await expect(hide.getByRole('textbox', { name: /Reason/ })).toBeFocused();
  await moderator.keyboard.type(`Insults Bo ${family}`);
  await hide.getByRole('button', { name: 'Confirm' }).focus();
  await moderator.keyboard.press('Enter');
  await expect(hide).toBeHidden();
  await expect(commentItem).toHaveCount(0);

  // A is told; B no longer sees the comment; A still does.
  const pageA = await pageAs(a.state);
  await openSignedIn(pageA, '/browse/notifications');
  await expect(
    pageA.getByText(`A moderator hid your comment. Reason: Insults Bo ${family}`),
  ).toBeVisible();
  await openSignedIn(pageB, `/browse/activity-detail/${bPostId}`);
  await expect(pageB.getByText(bPost).first()).toBeVisible();
  await expect(pageB.getByText('No comments yet. Start the conversation.')).toBeVisible();
  await expect(pageB.getByText(comment)).toHaveCount(0);

  // The moderator suspends A for 3 days from the message's item.
  await messageItem.getByRole('checkbox', { name: 'Select' }).check();
  await moderator
    .getByRole('toolbar', { name: 'Queue actions' })
    .getByRole('button', { name: 'Suspend author' })
    .click();
  const suspend = moderator.getByRole('dialog', { name: 'Suspend the author of 1 item' });
  await suspend.getByRole('textbox', { name: /Reason/ }).fill(`Harasses Bo in chat ${family}`);
  await expect(suspend.getByRole('spinbutton', { name: 'Days of suspension' })).toHaveValue('3');
  await suspend.getByRole('button', { name: 'Confirm' }).click();
  await expect(suspend).toBeHidden();
  await expect(messageItem).toHaveCount(0);

  // A's next post is refused with the end date; A still reads the wall.
  const end = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  await openSignedIn(pageA, '/browse/activity-wall');
  await expect(
    pageA.getByRole('list', { name: 'Posts' }).getByRole('listitem').first(),
  ).toBeVisible();
  await pageA.getByLabel("What's happening?").fill(`Ada ${family} is back`);
  await pageA.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(pageA.getByText(new RegExp(`suspended until ${end}`)).first()).toBeVisible();
  await expect(pageA.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(
    pageA.getByRole('list', { name: 'Posts' }).getByRole('listitem').first(),
  ).toBeVisible();

  // The audit log has both actions with their reasons.
  await openSignedIn(moderator, '/console/audit');
  await moderator.getByRole('searchbox', { name: /Words of the reason/ }).fill(family);
  await moderator.getByRole('button', { name: 'Apply filters' }).click();
  const entries = moderator.getByRole('list', { name: 'Audit entries' }).getByRole('listitem');
  await expect(entries).toHaveCount(2);
  await expect(entries.filter({ hasText: `Reason: Insults Bo ${family}` })).toHaveCount(1);
  await expect(entries.filter({ hasText: `Reason: Harasses Bo in chat ${family}` })).toHaveCount(1);

  // An operator lifts the suspension from A's record; A posts again.
  const operator = await pageAs(await sharedSession(OPERATOR));
  await openSignedIn(operator, '/console/staff');
  await operator.getByRole('searchbox', { name: /Find a member/ }).fill(a.email);
  await operator.getByRole('button', { name: 'Search', exact: true }).click();
  await operator
    .getByRole('list', { name: 'Members found' })
    .getByRole('button', { name: `Record of ${aName}` })
    .click();
  await operator.getByRole('button', { name: 'Lift suspension' }).click();
  const lift = operator.getByRole('dialog', { name: `Lift the suspension of ${aName}` });
  await lift.getByRole('textbox', { name: /Reason/ }).fill(`Apologised to Bo ${family}`);
  await lift.getByRole('button', { name: 'Lift suspension' }).click();
  await expect(lift).toBeHidden();
  await expect(operator.getByRole('list', { name: 'Past sanctions' })).toContainText('lifted');

  await openSignedIn(pageA, '/browse/activity-wall');
  await pageA.getByLabel("What's happening?").fill(`Ada ${family} is back for real`);
  await pageA.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(
    pageA
      .getByRole('article')
      .filter({ hasText: `Ada ${family} is back for real` })
      .first(),
  ).toBeVisible();
});

for (const theme of ['light', 'dark'] as const) {
  test(`no serious or critical violations on the review queue, ${theme} theme, 360 px and desktop`, async ({
    pageAs,
  }) => {
    const body = async () => {
      const page = await pageAs(await sharedSession(OPERATOR));
      for (const width of [360, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto('/#/console/queue');
        // The demo's seeded reports are in the queue.
        await expect(
          page.getByRole('list', { name: 'Review queue' }).getByRole('article').first(),
        ).toBeVisible();
        expect(await seriousViolations(page), `${width}: the queue`).toEqual([]);
        await page.keyboard.press('d');
        const dialog = page.getByRole('dialog', { name: 'Delete 1 item' });
        await expect(dialog).toBeVisible();
        expect(await seriousViolations(page), `${width}: the action dialog`).toEqual([]);
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await expect(dialog).toBeHidden();
        await page.goto('/#/console/settings');
        await expect(
          page.getByRole('spinbutton', { name: 'Reports that hide an item' }),
        ).toBeVisible();
        expect(await seriousViolations(page), `${width}: the settings`).toEqual([]);
      }
      await expect(page.locator('[data-color-scheme]')).toHaveAttribute('data-color-scheme', theme);
    };
    await (theme === 'dark' ? withAppConfig(darkTheme, body) : body());
  });
}
