// Starts the whole stack from production builds: the API (embedded PostgreSQL unless
// DATABASE_URL is set) and the host and each remote on their own ports, as separate
// deploys would be. Build first (`pnpm start` does).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import {
  savedLocationInCookieHeader,
  startupConfigUrls,
} from '../shared-core/src/session/startup-preloads.ts';
import { BROWSE_REMOTE_NAMES } from '../shared-core/src/federation/remote-contract.ts';
import { preconnectLink, preloadFetchLink } from './preconnect.ts';
import { RELEASES_PREFIX } from '../api/src/lib/remote-releases.ts';
import {
  documentHeaders,
  EVERY_RESPONSE_HEADERS,
  hostPageSources,
  isDocument,
  originOf,
  SERVICE_WORKER,
  SERVICE_WORKER_HEADERS,
  stripeOrigins,
} from './security-headers.ts';
import { jsonFile, serveStatic, type StaticServer } from './serve-static.ts';
import {
  apiEnvironment,
  hostProxies,
  REMOTES,
  remotesManifest,
  stackConfig,
} from './stack-config.ts';

const repo = path.resolve(import.meta.dirname, '..');
const config = stackConfig();

// The host reads its remotes manifest from this file on every request: edit it to
// move a remote, no rebuild and no restart. It lives outside dist/, which builds wipe.
const remotesFile = process.env.REMOTES_FILE ?? path.join(repo, '.stack/remotes.json');
if (!process.env.REMOTES_FILE || !existsSync(remotesFile)) {
  mkdirSync(path.dirname(remotesFile), { recursive: true });
  writeFileSync(remotesFile, JSON.stringify(remotesManifest(config), null, 2) + '\n');
}

// Released versions of each remote (pnpm release:remote), served by the remote's own
// server below /releases/<version>/.
const releasesDir = process.env.RELEASES_DIR ?? path.join(repo, '.stack/releases');

for (const app of ['host', ...REMOTES.map((remote) => `remote-${remote}`)]) {
  if (!existsSync(path.join(repo, app, 'dist'))) {
    console.error(`${app}/dist is missing: run "pnpm run build" first.`);
    process.exit(1);
  }
}

// Proves to the API that a request came through the host's server (apiEnvironment).
const proxySecret = randomBytes(32).toString('base64url');
const apiEnv = apiEnvironment(config, proxySecret);
const demoSeed = apiEnv.SEED === 'demo';

const api = spawn(process.execPath, ['src/server.ts'], {
  cwd: path.join(repo, 'api'),
  stdio: 'inherit',
  env: apiEnv,
});

const stripePublishableKey = process.env.STRIPE_PUBLISHABLE_KEY?.trim() ?? '';
if (stripePublishableKey && !apiEnv.STRIPE_SECRET_KEY) {
  console.error('STRIPE_PUBLISHABLE_KEY is set but the API has no STRIPE_SECRET_KEY.');
  process.exit(1);
}
const paymentOrigins = stripeOrigins(stripePublishableKey, process.env.STRIPE_JS_URL);
const runtimeConfig = () => ({
  apiBase: config.apiBase,
  shareWidgetUrl: process.env.SHARE_WIDGET_URL ?? '',
  mapStyleUrl: process.env.MAP_STYLE_URL ?? '',
  // Card reloads through Stripe (the API's STRIPE_SECRET_KEY): the page loads Stripe.js
  // only when this is set. STRIPE_JS_URL, a local fake of Stripe.js, is for tests only.
  ...(stripePublishableKey
    ? { stripePublishableKey, stripeJsUrl: process.env.STRIPE_JS_URL ?? '' }
    : {}),
});
const remotesManifestFile = jsonFile(remotesFile);
const apiOrigin = originOf(config.apiBase);
const mediaOrigin = originOf(config.publicApiUrl);

/** The live remotes manifest (remote → mf-manifest.json URL), or null when unreadable. */
function liveRemotes(): Record<string, string> | null {
  try {
    return remotesManifestFile() as Record<string, string>;
  } catch {
    return null; // remotes.json itself answers 503 then, and the app shows its error page
  }
}

/** The page's CSP names the remotes of the live manifest, so moving a remote needs no restart. */
function remoteOrigins(remotes: Record<string, string> | null): string[] {
  return Object.values(remotes ?? {}).flatMap((url) => originOf(url) ?? []);
}

/**
 * The manifests of the live release of each member-facing remote (the staff console's is
 * never read by a member's page): the app reads every one before it knows which remote
 * draws the opened page, so the page preloads them beside remotes.json instead of after
 * it. They are named by the same live remotes.json the page is served with, so a release
 * or rollback is preloaded on the next load.
 */
function browseManifestUrls(remotes: Record<string, string> | null): string[] {
  return BROWSE_REMOTE_NAMES.flatMap((name) => {
    const url = remotes?.[name];
    return typeof url === 'string' && originOf(url) ? [url] : [];
  });
}
const shareWidgetOrigin = originOf(process.env.SHARE_WIDGET_URL);
const mapTilesOrigin = originOf(process.env.MAP_STYLE_URL);

/**
 * The page's Link header: connections to open at once, and the public configuration
 * the app asks for before its first paint, for the location this browser has saved.
 */
function pageLinks(request: IncomingMessage, remotes: Record<string, string> | null): string {
  const startup = startupConfigUrls(
    config.apiBase,
    savedLocationInCookieHeader(request.headers.cookie),
  );
  // The page's own origin is connected already.
  const elsewhere = [apiOrigin, mediaOrigin, ...remoteOrigins(remotes)].filter(
    (origin) => origin && origin !== `http://${request.headers.host}`,
  );
  return [
    preconnectLink(elsewhere as string[]),
    preloadFetchLink([...startup, ...browseManifestUrls(remotes)]),
  ]
    .filter(Boolean)
    .join(', ');
}

const hostHeaders = (file: string, request: IncomingMessage) => {
  // The service worker controls the whole app; it is revalidated on every check (no-cache,
  // as every file that keeps its name), so a new host build reaches members at once.
  if (file === SERVICE_WORKER) return { ...EVERY_RESPONSE_HEADERS, ...SERVICE_WORKER_HEADERS };
  if (!isDocument(file)) return EVERY_RESPONSE_HEADERS;
  const remotes = liveRemotes();
  return {
    ...documentHeaders(
      hostPageSources({
        api: apiOrigin,
        media: mediaOrigin,
        remotes: remoteOrigins(remotes),
        shareWidget: shareWidgetOrigin,
        mapTiles: mapTilesOrigin,
        payments: paymentOrigins,
      }),
    ),
    ...(file === 'index.html' ? { Link: pageLinks(request, remotes) } : {}),
  };
};
// A remote's own documents (none in production) may only reach the API.
const remoteHeaders = (file: string) =>
  isDocument(file)
    ? documentHeaders({
        connect: [apiOrigin ?? '', mediaOrigin ?? ''],
        images: [apiOrigin ?? '', mediaOrigin ?? ''],
      })
    : EVERY_RESPONSE_HEADERS;

const servers: StaticServer[] = await Promise.all([
  serveStatic({
    root: path.join(repo, 'host/dist'),
    port: config.hostPort,
    runtimeFiles: { 'config.json': runtimeConfig, 'remotes.json': remotesManifestFile },
    headers: hostHeaders,
    proxies: hostProxies(config, proxySecret),
    appPages: true,
  }),
  ...REMOTES.map((remote) =>
    serveStatic({
      root: path.join(repo, `remote-${remote}/dist`),
      port: config.remotePorts[remote],
      runtimeFiles: { 'config.json': runtimeConfig },
      headers: remoteHeaders,
      immutableMounts: [{ prefix: RELEASES_PREFIX, root: path.join(releasesDir, remote) }],
    }),
  ),
]);

async function waitForApi(): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (api.exitCode !== null) throw new Error(`The API exited with code ${api.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${config.apiPort}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The API did not become healthy within two minutes');
}

async function shutdown(code: number): Promise<never> {
  await Promise.all(servers.map((server) => server.close()));
  api.kill('SIGTERM');
  process.exit(code);
}

process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
api.on('exit', (code) => {
  console.error(`The API stopped (exit code ${code}).`);
  void shutdown(code ?? 1);
});

try {
  await waitForApi();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await shutdown(1);
}

const demoLines = demoSeed
  ? `
  Demo      local demo data (SEED=demo): a new database gets demo members whose passwords
            are published (demo@canopy.test / canopy-demo, operator@canopy.test /
            canopy-operator). For this machine only, never a real install.`
  : '';
console.log(`
Canopy is running${demoSeed ? ' (local demo)' : ''}.
  Open      http://localhost:${config.hostPort}/${demoSeed ? '  (sign in as demo@canopy.test / canopy-demo)' : ''}
  API       ${config.apiBase}  (OpenAPI: http://localhost:${config.apiPort}/docs)
  Remotes   ${REMOTES.map((remote) => `${remote} :${config.remotePorts[remote]}`).join(', ')}${demoLines}
Press Ctrl+C to stop.`);
