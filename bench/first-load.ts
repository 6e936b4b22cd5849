// What a signed-in member's browser downloads for the activity wall, measured in
// Chromium against the production builds as `pnpm start` serves them:
// - first load, empty cache: JavaScript bytes on the wire (as sent, compressed or not)
//   and gzip size of the same scripts, against a bare React page built in this run;
// - repeat visit (reload with a warm cache): every byte moved, all resource types;
// - navigation between areas of different remotes (wall → marketplace and back), from the
//   click on the header link to the frame that draws the other area's first item (timed in
//   the page): first time and again;
// - the staff console's files a member's pages fetched (its manifest, entry or chunks):
//   none, on every page measured;
// - the marketplace's dispensary list (map unopened), first load: JavaScript as for the wall.
// With `--base <checkout>`, that checkout's own stack and builds are started beside this
// one and both first loads are measured there too, in the same browser: neither may grow
// by more than 2 kB over the base's (a first load that shrinks meets the budget: the rule
// is that members' first load does not grow).
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { bareReactGzipBytes } from './react-floor.ts';
import { atMost, info, type Row } from './results.ts';
import {
  BASE_STACK,
  CONSOLE_ORIGIN,
  HOST_URL,
  STACK,
  demoLogin,
  startStack,
  type StackUrls,
} from './stack.ts';

const KB = 1024;
const WALL_PATH = '/#/browse/activity-wall';
const WALL = `${HOST_URL}${WALL_PATH}`;
const MARKETPLACE_PATH = '/#/browse/marketplace';
/** How much a first load may grow over the base's. */
const BASE_TOLERANCE_KB = 2;

type Browser = Awaited<ReturnType<typeof chromium.launch>>;

interface Transfer {
  /** Bytes received for each request id (headers + body as sent). */
  wire: Map<string, number>;
  types: Map<string, string>;
}

/** Counts bytes on the wire per request through the DevTools protocol. */
async function recordTransfers(page: Page): Promise<Transfer> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const transfer: Transfer = { wire: new Map(), types: new Map() };
  cdp.on('Network.responseReceived', (event) => transfer.types.set(event.requestId, event.type));
  cdp.on('Network.loadingFinished', (event) =>
    transfer.wire.set(event.requestId, event.encodedDataLength),
  );
  return transfer;
}

function sum(values: Iterable<number>): number {
  let total = 0;
  for (const value of values) total += value;
  return total;
}

async function waitForWall(page: Page): Promise<void> {
  await page.getByRole('list', { name: 'Posts' }).getByRole('listitem').first().waitFor();
  await page.waitForLoadState('networkidle');
}

async function waitForDispensaries(page: Page): Promise<void> {
  await page.getByRole('list', { name: 'Dispensaries' }).getByRole('link').first().waitFor();
  await page.waitForLoadState('networkidle');
}

async function signedInContext(
  browser: Browser,
  stack: StackUrls = STACK,
): Promise<BrowserContext> {
  const { user, session } = await demoLogin(stack.api);
  return browser.newContext({
    storageState: {
      cookies: [],
      origins: [
        {
          origin: stack.host,
          localStorage: [
            { name: 'canopy.user', value: JSON.stringify(user) },
            { name: 'canopy.session', value: JSON.stringify(session) },
          ],
        },
      ],
    },
  });
}

/**
 * From the click on the header's `link` to the first frame that draws an item of the list
 * named `list`, timed inside the page. (Timed from Playwright, a click adds its own
 * 60-90 ms of scrolling, stability and hit-target checks before the page sees the click.)
 */
async function navigationMs(page: Page, link: string, list: string): Promise<number> {
  const target = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link });
  const element = await target.elementHandle();
  if (!element) throw new Error(`No "${link}" link in the header`);
  return page.evaluate(
    ([anchor, name]) =>
      new Promise<number>((resolve) => {
        const drawn = () => document.querySelector(`ul[aria-label="${name}"] > li`) !== null;
        const started = performance.now();
        (anchor as HTMLElement).click();
        // The list of the page left behind is gone before the new one is drawn.
        const check = () => {
          if (drawn()) resolve(performance.now() - started);
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
    [element, list] as const,
  );
}

/** Scripts received on the way to a page's first drawn items: bytes on the wire and gzip. */
interface ScriptBytes {
  wire: number;
  gzip: number;
}

/** A page opened signed in with an empty cache, in a context of its own. */
async function firstLoadScripts(
  browser: Browser,
  stack: StackUrls,
  pagePath: string,
  drawn: (page: Page) => Promise<void>,
): Promise<ScriptBytes> {
  const context = await signedInContext(browser, stack);
  try {
    const page = await context.newPage();
    const transfer = await recordTransfers(page);
    const gzipByUrl = new Map<string, number>();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      gzipByUrl.set(response.url(), gzipSync(body, { level: 9 }).length);
    });
    await page.goto(`${stack.host}${pagePath}`);
    await drawn(page);
    const scriptIds = [...transfer.types].filter(([, type]) => type === 'Script').map(([id]) => id);
    return {
      wire: sum(scriptIds.map((id) => transfer.wire.get(id) ?? 0)),
      gzip: sum(gzipByUrl.values()),
    };
  } finally {
    await context.close();
  }
}

/** The wall's and the marketplace list's first loads on one stack. */
async function firstLoads(
  browser: Browser,
  stack: StackUrls,
): Promise<{ wall: ScriptBytes; marketplace: ScriptBytes }> {
  return {
    wall: await firstLoadScripts(browser, stack, WALL_PATH, waitForWall),
    marketplace: await firstLoadScripts(browser, stack, MARKETPLACE_PATH, waitForDispensaries),
  };
}

/** This checkout's first loads beside a base checkout's, measured in the same browser. */
async function againstBase(browser: Browser, checkout: string): Promise<Row[]> {
  const base = await startStack(checkout);
  try {
    const before = await firstLoads(browser, BASE_STACK);
    const now = await firstLoads(browser, STACK);
    const rows: Row[] = [];
    for (const [page, label] of [
      ['wall', 'wall'],
      ['marketplace', 'marketplace list'],
    ] as const) {
      rows.push(
        info(`base: ${label} first load: JS on the wire`, before[page].wire / KB, 'kB'),
        info(`base: ${label} first load: JS gzip`, before[page].gzip / KB, 'kB'),
        atMost(
          `${label} first load: JS on the wire, change from base`,
          (now[page].wire - before[page].wire) / KB,
          BASE_TOLERANCE_KB,
          'kB',
        ),
        atMost(
          `${label} first load: JS gzip, change from base`,
          (now[page].gzip - before[page].gzip) / KB,
          BASE_TOLERANCE_KB,
          'kB',
        ),
      );
    }
    return rows;
  } finally {
    base.stop();
  }
}

/** Wall → marketplace → wall → marketplace: the first crossing and the repeat. */
async function measureNavigation(page: Page): Promise<{ first: number; repeat: number }> {
  const first = await navigationMs(page, 'Marketplace', 'Dispensaries');
  await navigationMs(page, 'Activity Wall', 'Posts');
  await page.waitForLoadState('networkidle');
  const repeat = await navigationMs(page, 'Marketplace', 'Dispensaries');
  return { first, repeat };
}

export async function measureFirstLoad(options: { base?: string } = {}): Promise<Row[]> {
  const floor = await bareReactGzipBytes();
  const browser = await chromium.launch({
    executablePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const context = await signedInContext(browser);
    // Every request of the member's pages to the staff console's server, from any tab.
    const consoleFetches: string[] = [];
    context.on('request', (request) => {
      if (request.url().startsWith(`${CONSOLE_ORIGIN}/`)) consoleFetches.push(request.url());
    });
    const page = await context.newPage();
    const transfer = await recordTransfers(page);
    const gzipByUrl = new Map<string, number>();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      gzipByUrl.set(response.url(), gzipSync(body, { level: 9 }).length);
    });
    await page.goto(WALL);
    await waitForWall(page);

    const scriptIds = [...transfer.types].filter(([, type]) => type === 'Script').map(([id]) => id);
    const jsWire = sum(scriptIds.map((id) => transfer.wire.get(id) ?? 0));
    const jsGzip = sum(gzipByUrl.values());
    const firstLoadAll = sum(transfer.wire.values());

    // Repeat visit: a new tab in the same browser (warm HTTP cache) opens the wall;
    // what the cache cannot answer, or must revalidate, moves again.
    const again = await context.newPage();
    const repeatTransfer = await recordTransfers(again);
    await again.goto(WALL);
    await waitForWall(again);
    const repeat = sum(repeatTransfer.wire.values());
    const repeatJs = sum(
      [...repeatTransfer.types]
        .filter(([, type]) => type === 'Script')
        .map(([id]) => repeatTransfer.wire.get(id) ?? 0),
    );

    const navigation = await measureNavigation(again);
    const marketplace = await firstLoadScripts(
      browser,
      STACK,
      MARKETPLACE_PATH,
      waitForDispensaries,
    );
    const base = options.base ? await againstBase(browser, options.base) : [];

    return [
      atMost('wall first load: JS on the wire', jsWire / KB, 180, 'kB'),
      info('wall first load: JS gzip', jsGzip / KB, 'kB'),
      info('bare React 19 page: JS gzip (esbuild)', floor / KB, 'kB'),
      atMost('wall first load: JS gzip / bare React', jsGzip / floor, 2.6, 'x'),
      info('wall first load: all bytes on the wire', firstLoadAll / KB, 'kB'),
      atMost('wall repeat visit: all bytes on the wire', repeat / KB, 30, 'kB'),
      info('wall repeat visit: JS bytes on the wire', repeatJs / KB, 'kB'),
      info('navigation wall → marketplace, first', navigation.first, 'ms'),
      atMost('navigation wall → marketplace, repeat', navigation.repeat, 100, 'ms'),
      atMost('member pages: staff console files fetched', consoleFetches.length, 0, 'requests'),
      info('marketplace list first load: JS on the wire', marketplace.wire / KB, 'kB'),
      info('marketplace list first load: JS gzip', marketplace.gzip / KB, 'kB'),
      ...base,
    ];
  } finally {
    await browser.close();
  }
}
