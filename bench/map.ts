// The dispensary map, measured in Chromium against the production builds: what opening it
// adds to the marketplace's scripts (gzip; the list's own first load carries none of it),
// that it draws with no request leaving the machine, and how smoothly it pans with the CPU
// throttled 4× (frames a second during a scripted mouse drag).
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { atLeast, atMost, info, type Row } from './results.ts';
import { HOST_URL, demoLogin } from './stack.ts';

const KB = 1024;
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Frames drawn a second while the mouse drags the map across a third of its width. */
async function panFramesPerSecond(page: Page): Promise<number> {
  const map = page.getByRole('group', { name: /^Map:/ });
  const box = await map.boundingBox();
  if (!box) throw new Error('The map has no box');
  await page.evaluate(() => {
    const frames: number[] = [];
    const tick = (time: number) => {
      frames.push(time);
      (window as unknown as { panFrame: number }).panFrame = requestAnimationFrame(tick);
    };
    (window as unknown as { panFrames: number[] }).panFrames = frames;
    requestAnimationFrame(tick);
  });
  const [x, y] = [box.x + box.width * 0.75, box.y + box.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let step = 1; step <= 60; step++) await page.mouse.move(x - step * 5, y - step * 2);
  await page.mouse.up();
  const frames = await page.evaluate(() => {
    const state = window as unknown as { panFrame: number; panFrames: number[] };
    cancelAnimationFrame(state.panFrame);
    return state.panFrames;
  });
  const seconds = ((frames.at(-1) ?? 0) - (frames[0] ?? 0)) / 1000;
  return seconds > 0 ? frames.length / seconds : 0;
}

export async function measureMap(): Promise<Row[]> {
  const { user, session } = await demoLogin();
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      storageState: {
        cookies: [],
        origins: [
          {
            origin: HOST_URL,
            localStorage: [
              { name: 'canopy.user', value: JSON.stringify(user) },
              { name: 'canopy.session', value: JSON.stringify(session) },
            ],
          },
        ],
      },
    });
    const page = await context.newPage();
    const leaving: string[] = [];
    await page.route('**/*', (route) => {
      const url = new URL(route.request().url());
      if (LOCAL_HOSTS.has(url.hostname)) return route.continue();
      leaving.push(url.href);
      return route.abort('internetdisconnected');
    });
    const scripts = new Map<string, number>();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      scripts.set(response.url(), gzipSync(body, { level: 9 }).length);
    });

    await page.goto(`${HOST_URL}/#/browse/marketplace`);
    await page.getByRole('list', { name: 'Dispensaries' }).getByRole('link').first().waitFor();
    await page.waitForLoadState('networkidle');
    const listScripts = new Set(scripts.keys());

    await page
      .getByRole('group', { name: 'Show dispensaries as' })
      .getByRole('button', { name: 'Map' })
      .click();
    await page.locator('path.canopy-map-state').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    let added = 0;
    for (const [url, gzip] of scripts) if (!listScripts.has(url)) added += gzip;

    await page.getByRole('group', { name: /^Map:/ }).scrollIntoViewIfNeeded();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const runs = [];
    for (let run = 0; run < 3; run++) runs.push(await panFramesPerSecond(page));
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const median = [...runs].sort((a, b) => a - b)[1] ?? 0;

    return [
      atMost('map: scripts its opening adds (gzip)', added / KB, 100, 'kB'),
      atMost('map: requests leaving the machine', leaving.length, 0, 'requests'),
      atLeast('map: pan, CPU 4× slower (median of 3)', median, 30, 'frames/s'),
      info('map: pan, slowest of 3', Math.min(...runs), 'frames/s'),
    ];
  } finally {
    await browser.close();
  }
}
