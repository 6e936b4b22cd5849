import { buildApp } from './app.ts';
import { readConfig, type MediaStoreConfig } from './config.ts';
import { localMediaStore } from './lib/media-store/local-media-store.ts';
import { s3MediaStore } from './lib/media-store/s3-media-store.ts';
import { assertPortFree } from './lib/port-free.ts';
import { readOrCreateSecret } from './lib/secret-file.ts';
import { readVapidKeys } from './plugins/app/notifications/vapid-keys.ts';

// A configuration that cannot be used (a bad value, demo accounts in production) is
// explained in one line.
const config = (() => {
  try {
    return readConfig();
  } catch (error) {
    console.error(`Canopy API could not start: ${(error as Error).message}`);
    process.exit(1);
  }
})();

function mediaStoreOf(store: MediaStoreConfig) {
  return store.kind === 's3' ? s3MediaStore(store) : localMediaStore(store.dir);
}
const mediaStore = mediaStoreOf(config.mediaStore);
if (!config.mediaUrlSecret && config.databaseUrl) {
  console.warn(
    `MEDIA_URL_SECRET is not set: private media links are signed with ${config.mediaUrlSecretFile}. ` +
      'Set it, the same on every API instance, when several serve one database.',
  );
}
const mediaUrlSecret = config.mediaUrlSecret ?? readOrCreateSecret(config.mediaUrlSecretFile);
// Web push's keys: from the environment, else made once into the data folder (vapid-keys.ts).
if (!process.env.VAPID_PUBLIC_KEY?.trim()) {
  console.warn(
    `VAPID_PUBLIC_KEY is not set: web push uses the keys kept in ${config.vapidKeysFile}. ` +
      'Set VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT, the same on every API ' +
      'instance, when several serve one database.',
  );
}
const vapid = (() => {
  try {
    return readVapidKeys(process.env, config.vapidKeysFile);
  } catch (error) {
    console.error(`Canopy API could not start: ${(error as Error).message}`);
    process.exit(1);
  }
})();
try {
  await assertPortFree(config.port, config.host);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

// A database that cannot be opened (in use, unreachable) is explained in one line.
const app = await buildApp({
  database: config.databaseUrl
    ? { databaseUrl: config.databaseUrl }
    : { pgliteDataDir: config.pgliteDataDir },
  publicApiUrl: config.publicApiUrl,
  publicAppUrl: config.publicAppUrl,
  seed: config.seed,
  rateLimitMax: config.rateLimitMax,
  loginRateLimitMax: config.loginRateLimitMax,
  signupRateLimitMax: config.signupRateLimitMax,
  memberLimits: config.memberLimits,
  trustProxy: config.trustProxy,
  proxySecret: config.proxySecret,
  oidc: config.oidc,
  speechToText: config.speechToText,
  chatCompletions: config.chatCompletions,
  stripe: config.stripe,
  redisUrl: config.redisUrl,
  liveLimits: config.liveLimits,
  mediaStore,
  uploadQuota: config.uploadQuota,
  mediaUrlSecret,
  push: { vapid },
  linkPreviews: { testAddresses: config.linkPreviewTestAddresses },
  releases: config.releases,
  logger: { level: config.logLevel },
}).catch((error: unknown) => {
  console.error(`Canopy API could not start: ${(error as Error).message}`);
  process.exit(1);
});

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.error({ err: error }, 'could not start');
  await app.close().catch(() => undefined);
  process.exit(1);
}

const database = config.databaseUrl
  ? 'PostgreSQL (DATABASE_URL)'
  : `PGlite at ${config.pgliteDataDir}`;
console.log(
  `Canopy API listening on http://${config.host}:${config.port} (API ${config.publicApiUrl}/api, docs ${config.publicApiUrl}/docs, database ${database}, media in ${mediaStore.description}, payments ${config.stripe ? 'Stripe' : 'demo credit'}, ${config.seed ? 'demo members seeded on an empty database (SEED=demo)' : 'no demo members'})`,
);
