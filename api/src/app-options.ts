import type { FastifyServerOptions } from 'fastify';
import type { TrustProxy } from './config.ts';
import type { DatabaseOptions } from './db/connect.ts';
import type { Db } from './db/db.ts';
import type { MediaStore } from './lib/media-store/media-store.ts';
import type { ReleaseStore } from './lib/remote-releases.ts';
import type { ChatCompletionsOptions } from './plugins/app/assistant/chat-completions.ts';
import type { SpeechToTextOptions } from './plugins/app/assistant/speech-to-text.ts';
import type { PushOptions } from './plugins/app/notifications/push-service.ts';
import type { OidcOptions } from './plugins/app/identity/oidc-config.ts';
import type { LiveLimits } from './plugins/app/live/live-limits.ts';
import type { StripeOptions } from './plugins/app/marketplace/payments/stripe-provider.ts';
import type { MemberLimitOverrides } from './plugins/app/platform/member-limit-rules.ts';
import type { UploadQuota } from './plugins/app/platform/upload-quota-rules.ts';
import type { LinkPreviewFetchOptions } from './plugins/app/social/link-preview-fetcher.ts';

/** What buildApp() is given: src/config.ts reads it from the environment, tests set it. */
export interface AppOptions {
  /**
   * How link previews are fetched: tests give a resolver and let their own local server
   * through; by default the system resolver and public addresses only.
   */
  linkPreviews?: LinkPreviewFetchOptions | undefined;
  /** An open database the app takes over (tests); otherwise `database` says what to open. */
  db?: Db | undefined;
  database?: DatabaseOptions | undefined;
  /** Base for absolute media URLs, e.g. http://localhost:4000. */
  publicApiUrl: string;
  /** Base of the web app, for links the API hands out (invites); default http://localhost:3000. */
  publicAppUrl?: string | undefined;
  /**
   * Seed the demo community, members with published passwords included, when the database
   * has no members: the local demo only (SEED=demo, see config.ts). Off by default.
   */
  seed?: boolean | undefined;
  logger?: FastifyServerOptions['logger'];
  /** Requests per minute per client across the API (0 = off). */
  rateLimitMax?: number | undefined;
  /** Login and sign-up attempts per minute per client and e-mail address. */
  loginRateLimitMax?: number | undefined;
  signupRateLimitMax?: number | undefined;
  /**
   * Changes to the per-member write limits (posts, comments, messages…), or 'off' for none;
   * default the table in member-limit-rules.ts.
   */
  memberLimits?: MemberLimitOverrides | 'off' | undefined;
  /** Proxies whose X-Forwarded-For names the client (rate limits are per client address). */
  trustProxy?: TrustProxy | undefined;
  /** With it, the trusted proxy must also send this secret (X-Proxy-Secret); see config.ts. */
  proxySecret?: string | undefined;
  /** Directory of the files served under /media. */
  mediaDir?: URL | undefined;
  /** Where uploads are kept (a folder or an S3 bucket); default the folder api/data/media. */
  mediaStore?: MediaStore | undefined;
  /** The secret private media links are signed with (MEDIA_URL_SECRET); random if not given. */
  mediaUrlSecret?: string | undefined;
  /** Bytes a member may upload a day and keep in all (UPLOAD_QUOTA by default). */
  uploadQuota?: Partial<UploadQuota> | undefined;
  /** OpenID Connect sign-in providers and allowed front-end origins (none by default). */
  oidc?: OidcOptions | undefined;
  /** A server that transcribes voice questions; without it the offline recogniser does. */
  speechToText?: SpeechToTextOptions | undefined;
  /** A chat-completions server that words the assistant's answers; built in without it. */
  chatCompletions?: ChatCompletionsOptions | undefined;
  /** What "now" is for the assistant ("tonight", "open now"); the system clock by default. */
  clock?: (() => Date) | undefined;
  /** The assistant's time zone for members whose client sends none; the process's own. */
  timeZone?: string | undefined;
  /** Stripe takes the payment for credit reloads; without it, reloads are demo credit. */
  stripe?: StripeOptions | undefined;
  /**
   * Redis that carries live events between API instances and holds their shared rate-limit
   * counts; without it, each instance delivers and counts on its own.
   */
  redisUrl?: string | undefined;
  /** Its pub/sub channel (default canopy:live-events), also the rate-limit key prefix. */
  redisChannel?: string | undefined;
  /** How often an open live stream sends a heartbeat (default 15 s). */
  liveHeartbeatMs?: number | undefined;
  /** Open live streams per member and per instance, tickets a minute (LIVE_LIMITS). */
  liveLimits?: Partial<LiveLimits> | undefined;
  /**
   * The remotes' releases (release folders and the host's remotes manifest) the console's
   * Releases page reads and rolls back; without it the page lists no releases.
   */
  releases?: ReleaseStore | undefined;
  /** How long a remote's manifest may take to answer its health check (default 2 s). */
  releaseHealthTimeoutMs?: number | undefined;
  /** Web push: the VAPID keys (made in memory without them) and how often it sends. */
  push?: PushOptions | undefined;
  /** Keep sessions and wall answers in memory until something changes (default true). */
  cacheAnswers?: boolean | undefined;
}
