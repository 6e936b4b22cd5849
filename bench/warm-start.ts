// The installed app's warm start: the signed-in wall on a phone profile (CPU slowed 4×,
// Lighthouse's slow 4G: 150 ms round trips, 1.6 Mbps down, 750 kbps up), opened cold
// (empty caches, no service worker) and then again once the service worker has installed,
// in the same run: the largest contentful paint of each, and whether the repeat visit drew
// the wall's first posts before the network's answer to them had arrived (the copy saved
// on the last visit, read by the page while the request travels). The throttling is applied to every target of the browser, the
// service worker included, since a worker's network-first fetches travel the same network.
// Then Chromium's own installability check of the page (Page.getInstallabilityErrors):
// Lighthouse 12 and later have no PWA category.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { atMost, info, type Row } from './results.ts';
import { HOST_URL, demoLogin } from './stack.ts';

const WALL = `${HOST_URL}/#/browse/activity-wall`;
// Beside the stack's own ports (host, then the five remotes).
const DEBUG_PORT = Number(process.env.BENCH_PORT_BASE ?? 3200) + 6;
const RUNS = Number(process.env.BENCH_WARM_RUNS ?? 3);
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

/**
 * Throttles every page and worker of the browser as it appears (the DevTools protocol's
 * auto-attach, flattened sessions), over the browser's own debugging socket.
 */
/** Every kind of target throttled so far (page, service_worker…). */
const throttledKinds = new Set<string>();

async function throttleEverything(): Promise<() => void> {
  const version = (await (await fetch(`http://127.0.0.1:${DEBUG_PORT}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
  };
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  let id = 0;
  const send = (method: string, params: object = {}, sessionId?: string) =>
    socket.send(JSON.stringify({ id: ++id, method, params, ...(sessionId ? { sessionId } : {}) }));
  const autoAttach = { autoAttach: true, waitForDebuggerOnStart: true, flatten: true };
  socket.onmessage = (event) => {
    const message = JSON.parse(String(event.data)) as {
      method?: string;
      params?: { sessionId: string; targetInfo: { type: string } };
    };
    if (message.method !== 'Target.attachedToTarget' || !message.params) return;
    const { sessionId, targetInfo } = message.params;
    throttledKinds.add(targetInfo.type);
    send('Network.enable', {}, sessionId);
    send('Network.emulateNetworkConditions', SLOW_4G, sessionId);
    if (targetInfo.type === 'page') {
      send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN }, sessionId);
    }
    if (targetInfo.type === 'page' || targetInfo.type === 'browser') {
      send('Target.setAutoAttach', autoAttach, sessionId);
    }
    send('Runtime.runIfWaitingForDebugger', {}, sessionId);
  };
  send('Target.setAutoAttach', autoAttach);
  send('Target.setDiscoverTargets', { discover: true });
  return () => socket.close();
}

/**
 * The wall's largest contentful paint in this page, once its first post is drawn, and
 * whether that paint came before the wall's data had arrived from the network.
 */
async function wallLcp(page: Page): Promise<{ ms: number; beforeAnswer: boolean }> {
  await page.goto(WALL);
  await page.getByRole('list', { name: 'Posts' }).getByRole('listitem').first().waitFor();
  return page.evaluate(
    () =>
      new Promise<{ ms: number; beforeAnswer: boolean }>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          const ms = entries[entries.length - 1]!.startTime;
          const answers = performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.includes('/api/albums/wall?'));
          const answered = Math.min(
            ...answers.map((entry) => (entry as PerformanceResourceTiming).responseEnd),
          );
          resolve({ ms, beforeAnswer: ms < answered });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function signIn(context: BrowserContext): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${HOST_URL}/config.json`);
  const login = await demoLogin();
  await page.evaluate((item) => {
    localStorage.setItem('canopy.user', JSON.stringify(item.user));
    localStorage.setItem('canopy.session', JSON.stringify(item.session));
  }, login);
  await page.close();
}

/** One run in a new profile: the cold load, then the warm one once the worker is in. */
async function coldAndWarm(): Promise<{
  cold: number;
  warm: number;
  drawnBeforeAnswer: boolean;
  installErrors: string[];
}> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'canopy-warm-start-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
    headless: true,
    serviceWorkers: 'allow',
    args: [`--remote-debugging-port=${DEBUG_PORT}`, '--no-sandbox', '--disable-gpu'],
  });
  try {
    await signIn(context);
    const stopThrottling = await throttleEverything();
    try {
      const first = await context.newPage();
      const cold = (await wallLcp(first)).ms;
      // Installed and in control of the page (its install precaches the host's files
      // over the slow network), then whatever its taking over set off has settled. (An
      // async predicate would pass at once: its promise is truthy.)
      await first.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await first.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
        timeout: 120_000,
        polling: 500,
      });
      await first.waitForLoadState('networkidle');
      const cdp = await context.newCDPSession(first);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      await first.close();

      const again = await context.newPage();
      const warm = await wallLcp(again);
      return {
        cold,
        warm: warm.ms,
        drawnBeforeAnswer: warm.beforeAnswer,
        installErrors: installabilityErrors.map((error) => error.errorId),
      };
    } finally {
      stopThrottling();
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

export async function measureWarmStart(): Promise<Row[]> {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await coldAndWarm());
  const installErrors = [...new Set(runs.flatMap((run) => run.installErrors))];
  if (installErrors.length > 0)
    console.warn(`  installability errors: ${installErrors.join(', ')}`);
  return [
    info(
      'wall cold start (no worker, empty cache): LCP',
      median(runs.map((r) => r.cold)) / 1000,
      's',
    ),
    atMost(
      'wall warm start (worker installed): LCP',
      median(runs.map((r) => r.warm)) / 1000,
      1.0,
      's',
    ),
    info(
      "warm starts that drew the wall before the network's answer (saved copy)",
      runs.filter((run) => run.drawnBeforeAnswer).length,
      `of ${RUNS}`,
    ),
    info(
      'service worker throttled like the page',
      throttledKinds.has('service_worker') ? 1 : 0,
      'yes=1',
    ),
    atMost('installability errors (Chromium)', installErrors.length, 0, ''),
    info('machine load average (1 min) after the runs', os.loadavg()[0]!, ''),
  ];
}
