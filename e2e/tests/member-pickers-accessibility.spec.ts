// No serious or critical accessibility violation where members are picked by typing (the
// post composer's @ autocomplete, the challenge opponent picker, the New group dialog) with
// their lists open, and on the plain pages of something that is not there, in both themes.
import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { darkTheme, withAppConfig } from '../support/app-config.ts';
import { expect, test } from '../support/fixtures.ts';
import { newMember } from '../support/members.ts';
import { openSignedIn } from '../support/session.ts';

const WIDTHS = [360, 1280];

/** The seeded member Marcus, found by the first letters of his handle or name. */
const MARCUS = /^Marcus /;

for (const theme of ['light', 'dark'] as const) {
  const inTheme = (body: () => Promise<void>) =>
    theme === 'dark' ? withAppConfig(darkTheme, body) : body();

  test.describe(`${theme} theme`, () => {
    let page: Page;
    test.beforeEach(async ({ pageAs }) => {
      test.info().setTimeout(test.info().timeout + 60_000);
      page = await pageAs((await newMember('Pia', 'Picker')).state);
    });

    test(`the post composer with its @ list open has no serious violations, ${theme}`, async () => {
      await inTheme(async () => {
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          await openSignedIn(page, '/browse/activity-wall');
          const composer = page.getByRole('combobox', { name: "What's happening?" });
          await composer.fill('Thanks ');
          await composer.pressSequentially('@marc');
          const list = page.getByRole('listbox', { name: 'Members to mention' });
          await expect(list.getByRole('option', { name: MARCUS }).first()).toBeVisible();
          await expect(composer).toHaveAttribute('aria-expanded', 'true');
          expect(await seriousViolations(page), `${width} px`).toEqual([]);
        }
      });
    });

    test(`the challenge opponent picker, open, has no serious violations, ${theme}`, async () => {
      await inTheme(async () => {
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          await openSignedIn(page, '/browse/challenge');
          const opponent = page.getByRole('combobox', { name: 'Opponent' });
          await opponent.fill('Marcus');
          await expect(
            page.getByRole('listbox', { name: 'Opponent' }).getByRole('option', { name: MARCUS }),
          ).not.toHaveCount(0);
          expect(await seriousViolations(page), `${width} px`).toEqual([]);
        }
      });
    });

    test(`the New group dialog, its member list open, has no serious violations, ${theme}`, async () => {
      await inTheme(async () => {
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          await openSignedIn(page, '/browse/chat');
          await page.getByRole('button', { name: 'New group' }).click();
          const dialog = page.getByRole('dialog', { name: 'New group' });
          await dialog.getByRole('combobox', { name: 'Find members' }).fill('Marcus');
          await expect(dialog.getByRole('option', { name: MARCUS })).not.toHaveCount(0);
          expect(await seriousViolations(page), `${width} px`).toEqual([]);
          // Escape closes the list, then the dialog.
          await page.keyboard.press('Escape');
          await expect(dialog.getByRole('option')).toHaveCount(0);
          await page.keyboard.press('Escape');
          await expect(dialog).toBeHidden();
        }
      });
    });

    test(`the pages of what is not there have no serious violations, ${theme}`, async () => {
      const missing: [string, string][] = [
        ['/browse/activity-detail/2147483000', 'This post is not here any more'],
        ['/browse/challenge/2147483000', 'This challenge is not here any more'],
        ['/account/overview?handle=nobody.here.at.all', '@nobody.here.at.all could not be found'],
        ['/browse/no-such-page', 'Page not found'],
      ];
      await inTheme(async () => {
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          for (const [path, title] of missing) {
            await openSignedIn(page, path);
            await expect(page.getByRole('heading', { name: title })).toBeVisible();
            expect(await seriousViolations(page), `${path} at ${width} px`).toEqual([]);
          }
        }
      });
    });
  });
}
