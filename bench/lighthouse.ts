// Lighthouse performance (its default mobile preset: emulated phone, simulated slow 4G
// and CPU slowdown) on the login page, the signed-in activity wall and the marketplace,
// against the production builds as `pnpm start` serves them, in the system Chromium.
// Each page runs three times with an empty HTTP cache; the medians are reported.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium, type BrowserContext } from 'playwright-core';
import { atLeast, atMost, info, type Row } from './results.ts';
import { HOST_URL, demoLogin } from './stack.ts';

// The median of five: one page's LCP moves by up to 0.6 s between runs on a quiet machine.
const RUNS = 5;
const DEBUG_PORT = Number(process.env.BENCH_PORT_BASE ?? 3200) + 50;

const PAGES = [
  { label: 'login', hash: '#/login', signedIn: false },
  { label: 'signed-in wall', hash: '#/browse/activity-wall', signedIn: true },
  { label: 'marketplace', hash: '#/browse/marketplace', signedIn: true },
] as const;

interface Figures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/**
 * Puts the demo member's session in (or out of) localStorage. Lighthouse opens its tab in
 * the same persistent profile and is told not to reset storage, so it sees this session;
 * the HTTP cache is emptied here instead, before every run.
 */
async function prepareProfile(context: BrowserContext, signedIn: boolean): Promise<void> {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${HOST_URL}/config.json`);
  const login = signedIn ? await demoLogin() : undefined;
  await page.evaluate((item) => {
    localStorage.clear();
    if (item) {
      localStorage.setItem('canopy.user', JSON.stringify(item.user));
      localStorage.setItem('canopy.session', JSON.stringify(item.session));
    }
  }, login);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  await page.goto('about:blank');
}

async function audit(url: string): Promise<Figures> {
  const result = await lighthouse(url, {
    port: DEBUG_PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: true,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  // BENCH_LIGHTHOUSE_REPORTS=<dir> keeps each run's full report, to see where the time goes.
  const reports = process.env.BENCH_LIGHTHOUSE_REPORTS;
  if (reports) {
    const name = `${new URL(url).hash.replace(/\W+/g, '-')}-${Date.now()}.json`;
    mkdirSync(reports, { recursive: true });
    writeFileSync(path.join(reports, name), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const audits = lhr.audits;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
  };
}

/** Lighthouse now and then loses the trace on a loaded machine (NO_NAVSTART): run again. */
async function auditWithRetry(
  context: BrowserContext,
  signedIn: boolean,
  url: string,
): Promise<Figures> {
  for (let attempt = 1; ; attempt += 1) {
    await prepareProfile(context, signedIn);
    try {
      return await audit(url);
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`  retrying: ${(error as Error).message}`);
    }
  }
}

export async function measureLighthouse(): Promise<Row[]> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'canopy-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [`--remote-debugging-port=${DEBUG_PORT}`, '--no-sandbox', '--disable-gpu'],
  });
  const rows: Row[] = [];
  try {
    for (const target of PAGES) {
      const runs: Figures[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        runs.push(await auditWithRetry(context, target.signedIn, `${HOST_URL}/${target.hash}`));
      }
      const of = (key: keyof Figures) => median(runs.map((figures) => figures[key]));
      rows.push(
        atLeast(`Lighthouse mobile, ${target.label}: score`, of('score'), 95, 'points'),
        atMost(`Lighthouse mobile, ${target.label}: LCP`, of('lcpMs') / 1000, 2.0, 's'),
        atMost(`Lighthouse mobile, ${target.label}: TBT`, of('tbtMs'), 150, 'ms'),
        atMost(`Lighthouse mobile, ${target.label}: CLS`, of('cls'), 0.05, ''),
      );
    }
    // Lighthouse scales the CPU time it observes, so a busy machine inflates TBT and LCP.
    rows.push(info('machine load average (1 min) after the runs', os.loadavg()[0]!, ''));
    return rows;
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
