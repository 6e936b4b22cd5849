// Watched words (issue 35) through the real stack: an operator adds a word on the console's
// Watched words page; a member's post with a REFUSE word is refused with the message and
// their text kept; a post with a HOLD word waits in the review queue, unseen by others,
// until a moderator approves it. The page passes axe in both themes.
import type { Page } from '@playwright/test';
import { OPERATOR } from '../support/api.ts';
import { darkTheme, withAppConfig } from '../support/app-config.ts';
import { seriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { newMember } from '../support/members.ts';
import { openSignedIn, sharedSession } from '../support/session.ts';

const MODERATOR = { email: 'moderator@canopy.test', password: 'canopy-moderator' };

let made = 0;
/** A word nobody else writes, so the list, repeats and other tests never meet. */
function uniqueWord(): string {
  made += 1;
  return `zq${Date.now().toString(36)}${process.pid.toString(36)}x${made}`;
}

const consoleArea = (page: Page) => page.getByRole('region', { name: 'Staff console area' });

/** Adds `word` with `action` on the Watched words page and waits until it is listed. */
async function addWord(page: Page, word: string, action: 'Refuse' | 'Hold for review') {
  await openSignedIn(page, '/console/words');
  const area = consoleArea(page);
  const form = area.getByRole('form', { name: 'Add a watched word' });
  await form.getByRole('textbox', { name: 'Word or phrase' }).fill(word);
  await form.getByRole('radio', { name: new RegExp(action) }).check();
  await form.getByRole('button', { name: 'Add word' }).click();
  await expect(area.getByRole('list', { name: 'Watched words' })).toContainText(word);
  await expect(form.getByRole('textbox', { name: 'Word or phrase' })).toHaveValue('');
}

async function removeWord(page: Page, word: string) {
  const area = consoleArea(page);
  await area
    .getByRole('list', { name: 'Watched words' })
    .getByRole('button', { name: `Remove ${word}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Remove “${word}”?` });
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('End of the test');
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    area.getByRole('list', { name: 'Watched words' }).getByText(word, { exact: true }),
  ).toHaveCount(0);
}

test('a post with a refused word is refused with the message, and the member keeps their text', async ({
  pageAs,
}) => {
  const word = uniqueWord();
  const operator = await pageAs(await sharedSession(OPERATOR));
  await addWord(operator, word, 'Refuse');

  const writer = await newMember('Wren', 'Writer');
  const page = await pageAs(writer.state);
  await openSignedIn(page);
  const text = `Fresh ${word} for sale, message me`;
  const box = page.getByLabel("What's happening?");
  await box.fill(text);
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByRole('form', { name: 'Write a post' }).getByRole('alert')).toContainText(
    `“${word}” is not allowed here. Change it and send it again.`,
  );
  await expect(box).toHaveValue(text);
  await expect(page.getByRole('article').filter({ hasText: text })).toHaveCount(0);

  await removeWord(operator, word);
});

test('a post with a held word waits in the review queue and is published when a moderator approves it', async ({
  pageAs,
}) => {
  const word = uniqueWord();
  const operator = await pageAs(await sharedSession(OPERATOR));
  await addWord(operator, word, 'Hold for review');

  const writer = await newMember('Hollis', 'Writer');
  const reader = await newMember('Rue', 'Reader');
  const page = await pageAs(writer.state);
  await openSignedIn(page);
  const text = `Swap meet on Sunday, bring ${word}`;
  await page.getByLabel("What's happening?").fill(text);
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  // Its author sees it; nobody else does yet.
  await expect(page.getByRole('article').filter({ hasText: text })).toBeVisible();
  const readerPage = await pageAs(reader.state);
  await openSignedIn(readerPage);
  await expect(
    readerPage.getByRole('list', { name: 'Posts' }).getByRole('listitem').first(),
  ).toBeVisible();
  await expect(readerPage.getByRole('article').filter({ hasText: text })).toHaveCount(0);

  const moderator = await pageAs(await sharedSession(MODERATOR));
  await openSignedIn(moderator, '/console/queue');
  const area = consoleArea(moderator);
  await area.getByRole('combobox', { name: 'Show' }).selectOption({ label: 'Posts' });
  const entry = area
    .getByRole('list', { name: 'Review queue' })
    .getByRole('article')
    .filter({ hasText: text });
  await expect(entry).toContainText(`Held on writing: Contains “${word}”`);
  await entry.getByRole('checkbox', { name: 'Select' }).check();
  await area
    .getByRole('toolbar', { name: 'Queue actions' })
    .getByRole('button', { name: /^Dismiss/ })
    .click();
  const dialog = moderator.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('A swap meet, not spam');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(entry).toHaveCount(0);

  await readerPage.reload();
  await expect(readerPage.getByRole('article').filter({ hasText: text })).toBeVisible();

  await openSignedIn(operator, '/console/words');
  await removeWord(operator, word);
});

for (const theme of ['light', 'dark'] as const) {
  test(`no serious or critical violations on the Watched words page, ${theme} theme`, async ({
    pageAs,
  }) => {
    const body = async () => {
      const word = uniqueWord();
      const page = await pageAs(await sharedSession(OPERATOR));
      // A phone's width: the form, the list and its buttons stay inside it.
      await page.setViewportSize({ width: 360, height: 800 });
      await addWord(page, word, 'Refuse');
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
        .toBeLessThanOrEqual(360);
      expect(await seriousViolations(page)).toEqual([]);
      // The change dialog, open over the page.
      await consoleArea(page)
        .getByRole('list', { name: 'Watched words' })
        .getByRole('button', { name: `Change ${word}` })
        .click();
      await expect(page.getByRole('dialog', { name: `Change “${word}”` })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
      await removeWord(page, word);
      await expect(page.locator('[data-color-scheme]')).toHaveAttribute('data-color-scheme', theme);
    };
    await (theme === 'dark' ? withAppConfig(darkTheme, body) : body());
  });
}
