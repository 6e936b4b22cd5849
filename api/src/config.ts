import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  parseAppOrigins,
  parseOidcProviders,
  type OidcOptions,
} from './plugins/app/identity/oidc-config.ts';
import type { SpeechToTextOptions } from './plugins/app/assistant/speech-to-text.ts';
import type { ChatCompletionsOptions } from './plugins/app/assistant/chat-completions.ts';
import type { S3StoreOptions } from './lib/media-store/s3-media-store.ts';
import type { ReleaseStore } from './lib/remote-releases.ts';
import type { StripeOptions } from './plugins/app/marketplace/payments/stripe-provider.ts';
import {
  parseMemberLimits,
  type MemberLimitOverrides,
} from './plugins/app/platform/member-limit-rules.ts';
import { LIVE_LIMITS, type LiveLimits } from './plugins/app/live/live-limits.ts';
import { UPLOAD_QUOTA, type UploadQuota } from './plugins/app/platform/upload-quota-rules.ts';

export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  pgliteDataDir: string;
  publicApiUrl: string;
  publicAppUrl: string;
  /** Seed the demo community on an empty database (`SEED=demo`, the local demo only). */
  seed: boolean;
  rateLimitMax: number;
  loginRateLimitMax: number;
  /** Sign-ups a minute per address and per e-mail (`SIGNUP_RATE_LIMIT_MAX`). */
  signupRateLimitMax: number;
  /** Per-member write limits changed by `MEMBER_LIMITS` (`off`, or `posts=20/minute,…`). */
  memberLimits: MemberLimitOverrides | 'off';
  /** Which proxies may name the client address (`TRUST_PROXY`); off by default. */
  trustProxy: TrustProxy;
  /** `TRUST_PROXY_SECRET`: the trusted proxy must also send it (see parseProxySecret). */
  proxySecret: string | undefined;
  logLevel: string;
  /** OpenID Connect sign-in: `OIDC_PROVIDERS` (JSON) and `APP_ORIGINS` (comma list). */
  oidc: OidcOptions;
  /** Voice questions for the assistant: `STT_URL`, `STT_MODEL`, `STT_API_KEY`. */
  speechToText: SpeechToTextOptions | undefined;
  /**
   * The assistant's language model, an OpenAI-compatible chat-completions server:
   * `ASSISTANT_LLM_URL` (API base), `ASSISTANT_LLM_MODEL`, `ASSISTANT_LLM_API_KEY`,
   * `ASSISTANT_LLM_TIMEOUT_MS`. Without a URL the built-in engine answers.
   */
  chatCompletions: ChatCompletionsOptions | undefined;
  /**
   * Card payments for credit reloads: `STRIPE_SECRET_KEY` and `STRIPE_WEBHOOK_SECRET`
   * (`STRIPE_API_BASE` for another API address). Without them, reloads are demo credit.
   */
  stripe: StripeOptions | undefined;
  /** `REDIS_URL`: live events reach members on every API instance through it. */
  redisUrl: string | undefined;
  /**
   * `LIVE_STREAMS_PER_MEMBER` (default 10; a newer stream closes the member's oldest),
   * `LIVE_STREAMS_PER_INSTANCE` (default 10000; 503 beyond) and `LIVE_OPENS_PER_MINUTE`
   * (tickets and bearer-opened streams, default 30 a member; 0 turns it off).
   */
  liveLimits: LiveLimits;
  /** Where uploaded media is kept: `MEDIA_STORE_DIR`, or an S3 bucket (`S3_BUCKET`, …). */
  mediaStore: MediaStoreConfig;
  /** Per member: `UPLOAD_DAILY_MB` in any 24 hours (default 200), `UPLOAD_TOTAL_MB` (2000). */
  uploadQuota: UploadQuota;
  /**
   * `MEDIA_URL_SECRET` signs the links of private media (the same on every instance);
   * without it the secret is made once and kept in `mediaUrlSecretFile`, in the data folder.
   */
  mediaUrlSecret: string | undefined;
  mediaUrlSecretFile: string;
  /**
   * `LINK_PREVIEW_TEST_ADDRESSES`: addresses (comma list) link previews may read from beside
   * public ones, for a test stack's own page (the e2e suite serves one on 127.0.0.1).
   * Refused with NODE_ENV=production. Empty by default: only public addresses.
   */
  linkPreviewTestAddresses: string[];
  /**
   * The remotes' releases the console's Releases page shows and rolls back: `RELEASES_DIR`
   * and `REMOTES_FILE`, the same as `pnpm release:remote` (default the repository's .stack/).
   */
  releases: ReleaseStore;
  /**
   * Web push's VAPID keys: `VAPID_PUBLIC_KEY`, `VAPID_PRIVATE_KEY`, `VAPID_SUBJECT` (all
   * three required with NODE_ENV=production); without them they are made once and kept
   * in `vapidKeysFile`, in the data folder (see vapid-keys.ts).
   */
  vapidKeysFile: string;
}

export type MediaStoreConfig = { kind: 'folder'; dir: string } | ({ kind: 's3' } & S3StoreOptions);

const API_ROOT = new URL('../', import.meta.url);

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value.trim() === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.trim().toLowerCase());
}

function integer(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) {
    throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  }
  return parsed;
}

/**
 * `SEED=demo`: on an empty database, seed the demo community, whose members have published
 * passwords (demo@canopy.test / canopy-demo, operator@canopy.test / canopy-operator, …).
 * `pnpm start` sets it for the local demo; everything else (`node src/server.ts`, the
 * docker image) seeds nothing, and a real install makes its first operator with
 * `create-operator`. Published passwords must never reach a production install, so
 * `SEED=demo` with `NODE_ENV=production` is refused rather than ignored: the API does
 * not start. Any other value but off (`0`, `false`, `off`, `none`) is refused too, so an
 * old `SEED=1` cannot be mistaken for either.
 */
export function parseSeed(value: string | undefined, nodeEnv: string | undefined): boolean {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '' || ['0', 'false', 'no', 'off', 'none'].includes(text)) return false;
  if (text !== 'demo') {
    throw new Error(
      `SEED must be "demo" (the local demo's members, with published passwords) or off, got "${value}"`,
    );
  }
  if (nodeEnv?.trim() === 'production') {
    throw new Error(
      'SEED=demo is refused with NODE_ENV=production: the demo members have published passwords. ' +
        'Make the first operator with "pnpm --filter @canopy/api create-operator <email>" instead.',
    );
  }
  return true;
}

/** LINK_PREVIEW_TEST_ADDRESSES: IP addresses only, and never in production. */
export function parseLinkPreviewTestAddresses(
  value: string | undefined,
  nodeEnv: string | undefined,
): string[] {
  const addresses = (value ?? '')
    .split(',')
    .map((each) => each.trim())
    .filter(Boolean);
  if (addresses.length === 0) return [];
  if (nodeEnv?.trim() === 'production') {
    throw new Error(
      'LINK_PREVIEW_TEST_ADDRESSES is refused with NODE_ENV=production: link previews read ' +
        'public addresses only.',
    );
  }
  const notIp = addresses.find((each) => isIP(each) === 0);
  if (notIp !== undefined) {
    throw new Error(`LINK_PREVIEW_TEST_ADDRESSES must list IP addresses, got "${notIp}"`);
  }
  return addresses;
}

function positive(name: string, value: string | undefined, fallback: number): number {
  const parsed = integer(name, value, fallback);
  if (parsed === 0) throw new Error(`${name} must be at least 1`);
  return parsed;
}

const MB = 1024 * 1024;

/** A size given in whole megabytes (MiB), as bytes. */
function megabytesOf(name: string, value: string | undefined, fallbackBytes: number): number {
  return positive(name, value, fallbackBytes / MB) * MB;
}

/** Fastify's `trustProxy`: off, every proxy, a number of hops, or proxy addresses/CIDRs. */
export type TrustProxy = boolean | number | string[];

/**
 * `TRUST_PROXY`: empty or `false` (the default: the socket's address is the client's),
 * `true` (trust every proxy; only when nothing can reach the API but the proxy), a hop
 * count such as `1`, or a comma list of proxy addresses and CIDRs such as `10.0.0.0/8`.
 * Behind a proxy that is not trusted, every member shares the proxy's address and so
 * its per-address rate limits.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || /^(false|0|no|off)$/i.test(text)) return false;
  if (/^(true|yes|on)$/i.test(text)) return true;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const address = /^(?:[\d.]+|[\da-f:]+)(?:\/\d{1,3})?$/i;
  const wrong = entries.find((entry) => !address.test(entry) || !/[.:]/.test(entry));
  if (wrong !== undefined || entries.length === 0) {
    throw new Error(
      `TRUST_PROXY must be true, false, a hop count or a comma list of addresses/CIDRs, got "${text}"`,
    );
  }
  return entries;
}

/**
 * `TRUST_PROXY_SECRET`: when set, X-Forwarded-For (and -Host, -Proto) count only on
 * requests that carry it in the `X-Proxy-Secret` header, from an address TRUST_PROXY
 * names. For a proxy that shares its address with other clients: `pnpm start`'s host
 * server forwards from loopback, where any local program could otherwise name any address
 * and walk around every per-address limit. `pnpm start` makes a new one at every start. At
 * least 16 characters.
 */
export function parseProxySecret(value: string | undefined): string | undefined {
  const secret = value?.trim() || undefined;
  if (secret !== undefined && secret.length < 16) {
    throw new Error('TRUST_PROXY_SECRET must be at least 16 characters long');
  }
  return secret;
}

/** An OpenAI-compatible transcription endpoint, when `STT_URL` names one. */
function speechToText(env: NodeJS.ProcessEnv): SpeechToTextOptions | undefined {
  const url = env.STT_URL?.trim();
  if (!url) return undefined;
  if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) {
    throw new Error(`STT_URL must be an http(s) URL, got "${url}"`);
  }
  return {
    url,
    model: env.STT_MODEL?.trim() || 'whisper-1',
    apiKey: env.STT_API_KEY?.trim() || undefined,
  };
}

/** An OpenAI-compatible chat-completions server, when `ASSISTANT_LLM_URL` names one. */
function chatCompletions(env: NodeJS.ProcessEnv): ChatCompletionsOptions | undefined {
  const baseUrl = env.ASSISTANT_LLM_URL?.trim();
  if (!baseUrl) return undefined;
  if (!URL.canParse(baseUrl) || !/^https?:$/.test(new URL(baseUrl).protocol)) {
    throw new Error(`ASSISTANT_LLM_URL must be an http(s) URL, got "${baseUrl}"`);
  }
  const model = env.ASSISTANT_LLM_MODEL?.trim();
  if (!model) throw new Error('ASSISTANT_LLM_MODEL is required with ASSISTANT_LLM_URL');
  return {
    baseUrl,
    model,
    apiKey: env.ASSISTANT_LLM_API_KEY?.trim() || undefined,
    timeoutMs: integer('ASSISTANT_LLM_TIMEOUT_MS', env.ASSISTANT_LLM_TIMEOUT_MS, 30_000),
  };
}

/** Stripe, when both its secret key and its webhook signing secret are set. */
function stripe(env: NodeJS.ProcessEnv): StripeOptions | undefined {
  const secretKey = env.STRIPE_SECRET_KEY?.trim() || undefined;
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim() || undefined;
  if (!secretKey && !webhookSecret) return undefined;
  if (!secretKey || !webhookSecret) {
    throw new Error('STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set together or not at all');
  }
  const apiBase = env.STRIPE_API_BASE?.trim() || undefined;
  if (apiBase && (!URL.canParse(apiBase) || !/^https?:$/.test(new URL(apiBase).protocol))) {
    throw new Error(`STRIPE_API_BASE must be an http(s) URL, got "${apiBase}"`);
  }
  return { secretKey, webhookSecret, apiBase };
}

/**
 * Uploaded media: with `S3_BUCKET` set, that bucket of an S3-compatible store
 * (`S3_ENDPOINT` for anything but AWS, `S3_REGION`, `S3_ACCESS_KEY_ID`,
 * `S3_SECRET_ACCESS_KEY`, `S3_FORCE_PATH_STYLE` (default on with an endpoint),
 * `S3_PREFIX`); otherwise the folder `MEDIA_STORE_DIR` (default `api/data/media`, beside
 * the embedded database).
 */
export function readMediaStoreConfig(env: NodeJS.ProcessEnv): MediaStoreConfig {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) {
    return {
      kind: 'folder',
      dir: env.MEDIA_STORE_DIR?.trim() || fileURLToPath(new URL('data/media', API_ROOT)),
    };
  }
  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  if (endpoint && (!URL.canParse(endpoint) || !/^https?:$/.test(new URL(endpoint).protocol))) {
    throw new Error(`S3_ENDPOINT must be an http(s) URL, got "${endpoint}"`);
  }
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim() || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim() || undefined;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all');
  }
  const prefix = env.S3_PREFIX?.trim().replace(/^\/+/, '') ?? '';
  return {
    kind: 's3',
    bucket,
    endpoint,
    region: env.S3_REGION?.trim() || 'us-east-1',
    accessKeyId,
    secretAccessKey,
    forcePathStyle: flag(env.S3_FORCE_PATH_STYLE, endpoint !== undefined),
    prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
  };
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = integer('PORT', env.PORT, 4000);
  const pgliteDataDir =
    env.PGLITE_DATA_DIR?.trim() || fileURLToPath(new URL('data/pglite', API_ROOT));
  const mediaUrlSecret = env.MEDIA_URL_SECRET?.trim() || undefined;
  if (mediaUrlSecret !== undefined && mediaUrlSecret.length < 32) {
    throw new Error('MEDIA_URL_SECRET must be at least 32 characters');
  }
  return {
    port,
    host: env.HOST?.trim() || '127.0.0.1',
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    pgliteDataDir,
    publicApiUrl: (env.PUBLIC_API_URL?.trim() || `http://localhost:${port}`).replace(/\/+$/, ''),
    publicAppUrl: (env.PUBLIC_APP_URL?.trim() || 'http://localhost:3000').replace(/\/+$/, ''),
    seed: parseSeed(env.SEED, env.NODE_ENV),
    rateLimitMax: integer('RATE_LIMIT_MAX', env.RATE_LIMIT_MAX, 1000),
    loginRateLimitMax: integer('LOGIN_RATE_LIMIT_MAX', env.LOGIN_RATE_LIMIT_MAX, 20),
    signupRateLimitMax: integer('SIGNUP_RATE_LIMIT_MAX', env.SIGNUP_RATE_LIMIT_MAX, 20),
    memberLimits: parseMemberLimits(env.MEMBER_LIMITS),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    proxySecret: parseProxySecret(env.TRUST_PROXY_SECRET),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    oidc: {
      providers: parseOidcProviders(env.OIDC_PROVIDERS),
      appOrigins: parseAppOrigins(env.APP_ORIGINS),
    },
    speechToText: speechToText(env),
    chatCompletions: chatCompletions(env),
    stripe: stripe(env),
    redisUrl: env.REDIS_URL?.trim() || undefined,
    liveLimits: {
      streamsPerMember: positive(
        'LIVE_STREAMS_PER_MEMBER',
        env.LIVE_STREAMS_PER_MEMBER,
        LIVE_LIMITS.streamsPerMember,
      ),
      streamsPerInstance: positive(
        'LIVE_STREAMS_PER_INSTANCE',
        env.LIVE_STREAMS_PER_INSTANCE,
        LIVE_LIMITS.streamsPerInstance,
      ),
      opensPerMinute: integer(
        'LIVE_OPENS_PER_MINUTE',
        env.LIVE_OPENS_PER_MINUTE,
        LIVE_LIMITS.opensPerMinute,
      ),
    },
    mediaStore: readMediaStoreConfig(env),
    uploadQuota: {
      dailyBytes: megabytesOf('UPLOAD_DAILY_MB', env.UPLOAD_DAILY_MB, UPLOAD_QUOTA.dailyBytes),
      totalBytes: megabytesOf('UPLOAD_TOTAL_MB', env.UPLOAD_TOTAL_MB, UPLOAD_QUOTA.totalBytes),
    },
    mediaUrlSecret,
    // Beside the embedded database, in the folder that holds it.
    mediaUrlSecretFile: path.join(path.dirname(pgliteDataDir), 'media-url.secret'),
    vapidKeysFile: path.join(path.dirname(pgliteDataDir), 'vapid-keys.json'),
    linkPreviewTestAddresses: parseLinkPreviewTestAddresses(
      env.LINK_PREVIEW_TEST_ADDRESSES,
      env.NODE_ENV,
    ),
    releases: {
      releasesDir:
        env.RELEASES_DIR?.trim() || fileURLToPath(new URL('../.stack/releases', API_ROOT)),
      remotesFile:
        env.REMOTES_FILE?.trim() || fileURLToPath(new URL('../.stack/remotes.json', API_ROOT)),
    },
  };
}
