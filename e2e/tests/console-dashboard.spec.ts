// The operator's community dashboard and Releases page in the console (issue 38): the
// dashboard shows the community's figures (the demo data's, as the API counts them), and a
// post written here moves today's post count by one; every chart can be read as a table.
// The Releases page lists the five remotes, and rolls one back through the same release
// mechanism as `pnpm release:remote`. Both pages pass axe in both themes.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { apiCall, OPERATOR, tokenFor } from '../support/api.ts';
import { darkTheme, withAppConfig } from '../support/app-config.ts';
import { seriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { openSignedIn, sharedSession, sharedToken } from '../support/session.ts';
import { REMOTES_FILE, REPO, RUN_DIR, defaultRemotesManifest } from '../support/stack.ts';

function releaseCommand(...args: string[]): string {
  return execFileSync(process.execPath, [path.join(REPO, 'scripts/release-remote.ts'), ...args], {
    env: {
      ...process.env,
      REMOTES_FILE,
      RELEASES_DIR: path.join(RUN_DIR, 'releases'),
      RELEASED_BY: 'Release Robot',
    },
    encoding: 'utf8',
  });
}

test.afterEach(() => {
  writeFileSync(REMOTES_FILE, JSON.stringify(defaultRemotesManifest()));
});

const today = () => new Date().toISOString().slice(0, 10);
const lastThirtyDays = () => ({
  from: new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10),
  to: today(),
});

/** One of the key figures, as the page shows it. */
function keyFigure(page: Page, name: string): Locator {
  return page
    .getByRole('region', { name: 'Key figures' })
    .locator('div')
    .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${name}$`) }) })
    .getByRole('definition');
}

/** Opens a chart's table (a closed disclosure until asked for). */
async function showTable(panel: Locator, title: string): Promise<void> {
  const table = panel.getByRole('table', { name: title });
  if (!(await table.isVisible())) await panel.getByText(`${title} as a table`).click();
  await expect(table).toBeVisible();
}

async function openDashboard(page: Page): Promise<Locator> {
  await openSignedIn(page, '/console/dashboard');
  const area = page.getByRole('region', { name: 'Staff console area' });
  await expect(area.getByRole('heading', { name: 'Community dashboard' })).toBeVisible();
  return area;
}

test("the dashboard shows the community's figures, and a post written now moves today's count", async ({
  pageAs,
}) => {
  const token = await tokenFor(OPERATOR);
  const range = lastThirtyDays();
  const query = `from=${range.from}&to=${range.to}`;
  const members = await apiCall<{
    item: { totalMembers: number; weeklyActive: number; monthlyActive: number };
  }>('GET', `/staff/dashboard/members?${query}`, undefined, token);
  const activity = await apiCall<{ item: { day: string; posts: number }[] }>(
    'GET',
    `/staff/dashboard/activity?${query}`,
    undefined,
    token,
  );
  const postsInRange = activity.item.reduce((sum, day) => sum + day.posts, 0);
  // The demo community has members and posts.
  expect(members.item.totalMembers).toBeGreaterThan(0);
  expect(postsInRange).toBeGreaterThan(0);

  const page = await pageAs(await sharedSession(OPERATOR));
  const area = await openDashboard(page);
  const format = (value: number) => value.toLocaleString('en-US');
  await expect(keyFigure(page, 'Members')).toHaveText(format(members.item.totalMembers));
  await expect(keyFigure(page, 'Posts in range')).toHaveText(format(postsInRange));
  const postsToday = Number((await keyFigure(page, 'Posts today').innerText()).replace(/,/g, ''));
  expect(postsToday).toBe(activity.item.find((day) => day.day === today())?.posts ?? 0);

  // Every chart is also a table: the activity chart's row for today holds its posts.
  const activityPanel = area.getByRole('region', { name: 'Activity per day', exact: true });
  await showTable(activityPanel, 'Activity per day');
  const todayRow = activityPanel.getByRole('row', { name: new RegExp(`^${today()} `) });
  await expect(todayRow.getByRole('cell').first()).toHaveText(format(postsToday));
  await expect(
    area.getByRole('region', { name: 'Members per day', exact: true }).getByRole('img'),
  ).toHaveCount(0);

  // A member posts; Refresh shows today's count one higher (counted live, no refresh interval).
  await apiCall(
    'POST',
    '/albums/posts',
    { description: 'Counted on the operator dashboard at once' },
    await sharedToken(),
  );
  await expect(async () => {
    await area.getByRole('button', { name: 'Refresh' }).click();
    await expect(keyFigure(page, 'Posts today')).toHaveText(format(postsToday + 1), {
      timeout: 2000,
    });
  }).toPass();
  await showTable(activityPanel, 'Activity per day');
  await expect(todayRow.getByRole('cell').first()).toHaveText(format(postsToday + 1));

  // A range the API refuses is explained before it is asked.
  await area.getByRole('textbox', { name: 'From' }).fill('2026-01-10');
  await area.getByRole('textbox', { name: 'To' }).fill('2026-01-01');
  await area.getByRole('button', { name: 'Show' }).click();
  await expect(area.getByRole('alert')).toHaveText('The last day must be on or after the first.');
});

test('the Releases page lists the five remotes and rolls one back through the release mechanism', async ({
  pageAs,
}, testInfo) => {
  // Versions never change once released, so a repeated run releases new ones.
  const run = `${testInfo.repeatEachIndex}-${Date.now()}`;
  const [first, second] = [`c1.${run}`, `c2.${run}`];
  releaseCommand('release', 'games', first);
  releaseCommand('release', 'games', second);

  const page = await pageAs(await sharedSession(OPERATOR));
  await openSignedIn(page, '/console/releases');
  const area = page.getByRole('region', { name: 'Staff console area' });
  const remotes = area.getByRole('list', { name: 'Remotes' }).getByRole('listitem');
  await expect(remotes).toHaveCount(5);
  for (const name of ['social', 'marketplace', 'games', 'ai', 'console']) {
    await expect(area.getByRole('heading', { name, exact: true })).toBeVisible();
  }
  const games = area.getByRole('listitem', { name: 'games' });
  await expect(games).toContainText(`Live: version ${second}`);
  await expect(games).toContainText('by Release Robot');
  // Its manifest answers the server's health check (Check again asks anew).
  await expect(async () => {
    await area.getByRole('button', { name: 'Check again' }).click();
    await expect(games).toContainText('Healthy', { timeout: 3000 });
  }).toPass();

  await games.getByRole('button', { name: `Roll back games to ${first}` }).click();
  const dialog = page.getByRole('dialog', { name: `Roll back games to ${first}` });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('The new quiz layout is broken');
  await dialog.getByRole('button', { name: 'Roll back' }).click();
  await expect(dialog).toBeHidden();
  await expect(games).toContainText(`Live: version ${first}`);
  await expect(games).toContainText('Rolled back to');
  // The host's remotes manifest names the version rolled back to, as the script would.
  const manifest = JSON.parse(readFileSync(REMOTES_FILE, 'utf8')) as Record<string, string>;
  expect(manifest.games).toContain(`/releases/${first}/mf-manifest.json`);

  // The audit log has it, with the reason.
  await page.goto('/#/console/audit');
  await area.getByRole('searchbox', { name: /Words of the reason/ }).fill('quiz layout');
  await area.getByRole('button', { name: 'Apply filters' }).click();
  await expect(
    area.getByRole('list', { name: 'Audit entries' }).getByRole('listitem').first(),
  ).toContainText('Reason: The new quiz layout is broken');
});

for (const theme of ['light', 'dark'] as const) {
  test(`no serious or critical violations on the dashboard and Releases pages, ${theme} theme`, async ({
    pageAs,
  }) => {
    const body = async () => {
      const page = await pageAs(await sharedSession(OPERATOR));
      const area = await openDashboard(page);
      await expect(keyFigure(page, 'Members')).not.toHaveText('…');
      await expect(
        area.getByRole('region', { name: 'Weekly retention', exact: true }),
      ).toBeVisible();
      await expect(area.locator('svg').first()).toBeVisible();
      // The tables too, opened.
      for (const summary of await area.getByText(/ as a table$/).all()) await summary.click();
      expect(await seriousViolations(page), 'dashboard').toEqual([]);

      await page.goto('/#/console/releases');
      await expect(area.getByRole('list', { name: 'Remotes' })).toBeVisible();
      expect(await seriousViolations(page), 'releases').toEqual([]);
      await expect(page.locator('[data-color-scheme]')).toHaveAttribute('data-color-scheme', theme);
    };
    await (theme === 'dark' ? withAppConfig(darkTheme, body) : body());
  });
}
