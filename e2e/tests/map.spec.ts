import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { openSignedIn } from '../support/session.ts';

interface Shop {
  name: string;
  latitude: number;
  longitude: number;
}

/** Lets the page reach this machine only: every other request is refused and kept. */
async function offline(page: Page): Promise<string[]> {
  const leaving: string[] = [];
  await page.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)) return route.continue();
    leaving.push(url.href);
    return route.abort('internetdisconnected');
  });
  return leaving;
}

// The member is in Lawrence, KS: the map marks them there.
test.use({ geolocation: { latitude: 38.9717, longitude: -95.2353 }, permissions: ['geolocation'] });

const theMap = (page: Page) => page.getByRole('group', { name: /^Map:/ });
const shopMarkers = (page: Page) => theMap(page).getByRole('button', { name: /, [\d.]+ mi away$/ });
const clusterMarkers = (page: Page) =>
  theMap(page).getByRole('button', { name: /^\d+ dispensaries: .+\. Zoom in$/ });

test('the map draws its outlines and clustered shops with no request leaving the machine', async ({
  page,
}) => {
  const leaving = await offline(page);
  await openSignedIn(page, '/browse/marketplace');
  await page
    .getByRole('group', { name: 'Show dispensaries as' })
    .getByRole('button', { name: 'Map' })
    .click();
  await expect(page).toHaveURL(/#\/browse\/marketplace\?view=map$/);
  const region = page.getByRole('region', { name: 'Map of dispensaries' });
  await expect(region).toContainText('The list view shows the same dispensaries');
  await expect(region.getByRole('status')).toHaveText(
    'The 24 nearest of 27 dispensaries are on the map',
  );
  // The bundled US outlines, drawn as vectors.
  await expect(theMap(page).locator('path.canopy-map-state')).toHaveCount(1);
  await expect(theMap(page).locator('path.canopy-map-land')).toHaveCount(1);
  // Shops near each other share a cluster; the rest stand alone, and every one is counted.
  await expect(clusterMarkers(page).first()).toBeVisible();
  await expect(shopMarkers(page).first()).toBeVisible();
  const clustered = (await clusterMarkers(page).allTextContents()).map(Number);
  expect(clustered.reduce((sum, count) => sum + count, 0) + (await shopMarkers(page).count())).toBe(
    24,
  );
  await expect(theMap(page).getByRole('img', { name: 'Your location' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(leaving).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);

  // Back returns to the list.
  await page.goBack();
  await expect(page.getByRole('list', { name: 'Dispensaries' }).getByRole('link')).toHaveCount(24);
});

test('after a pan, Search this area shows exactly the shops inside the new bounds', async ({
  page,
}) => {
  const leaving = await offline(page);
  await openSignedIn(page, '/browse/marketplace?view=map');
  await expect(clusterMarkers(page).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Search this area' })).toHaveCount(0);

  // Drag the map a third of its width to the left: the view moves east.
  const box = await theMap(page).boundingBox();
  if (!box) throw new Error('the map has no box');
  const [x, y] = [box.x + box.width * 0.75, box.y + box.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x - box.width / 3, y, { steps: 8 });
  await page.mouse.up();

  const answer = page.waitForResponse(
    (response) =>
      response.url().includes('/api/retailers/location/distancesearch') &&
      new URL(response.url()).searchParams.has('south'),
  );
  await page.getByRole('button', { name: 'Search this area' }).click();
  const response = await answer;
  const asked = new URL(response.url()).searchParams;
  const bounds = Object.fromEntries(
    ['south', 'west', 'north', 'east'].map((edge) => [edge, Number(asked.get(edge))]),
  );
  const { items } = (await response.json()) as { items: Shop[] };
  expect(items.length).toBeGreaterThan(0);
  for (const shop of items) {
    expect(shop.latitude).toBeGreaterThanOrEqual(bounds.south!);
    expect(shop.latitude).toBeLessThanOrEqual(bounds.north!);
    expect(shop.longitude).toBeGreaterThanOrEqual(bounds.west!);
    expect(shop.longitude).toBeLessThanOrEqual(bounds.east!);
  }
  const region = page.getByRole('region', { name: 'Map of dispensaries' });
  await expect(region.getByRole('status')).toHaveText(
    `${items.length} ${items.length === 1 ? 'dispensary' : 'dispensaries'} in this area on the map`,
  );
  // The map now holds those shops and no others.
  const names = new Set(items.map((shop) => shop.name));
  for (const label of await shopMarkers(page).evaluateAll((buttons) =>
    buttons.map((button) => button.getAttribute('aria-label') ?? ''),
  )) {
    expect(names.has(label.replace(/, [\d.]+ mi away$/, ''))).toBe(true);
  }
  const clustered = (await clusterMarkers(page).allTextContents()).map(Number);
  expect(clustered.reduce((sum, count) => sum + count, 0) + (await shopMarkers(page).count())).toBe(
    items.length,
  );
  await expect(page.getByRole('button', { name: 'Search this area' })).toHaveCount(0);
  expect(leaving).toEqual([]);
});

test('with the keyboard alone, a member opens the map, a shop marker, its card and its page', async ({
  page,
}) => {
  await openSignedIn(page, '/browse/marketplace');
  const toggle = page.getByRole('group', { name: 'Show dispensaries as' });
  await toggle.getByRole('button', { name: 'List' }).focus();
  await page.keyboard.press('Tab');
  await expect(toggle.getByRole('button', { name: 'Map' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(shopMarkers(page).first()).toBeVisible();

  // Tab on until a shop's marker has the focus (clusters come first where they are higher).
  let focused = '';
  for (let press = 0; press < 40 && !/ mi away$/.test(focused); press++) {
    await page.keyboard.press('Tab');
    focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
  }
  expect(focused).toMatch(/ mi away$/);
  const name = focused.replace(/, [\d.]+ mi away$/, '');
  await page.keyboard.press('Enter');

  const card = page.getByRole('region', { name });
  await expect(card.getByRole('heading', { name })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(card.getByRole('button', { name: `Close ${name}` })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(card.getByRole('link', { name: `Visit ${name}` })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/browse\/marketplace\/retailer\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});
