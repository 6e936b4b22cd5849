import { fileURLToPath } from 'node:url';
import Fastify, { LogController, type FastifyError, type FastifyServerOptions } from 'fastify';
import { TypeBoxValidatorCompiler, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { DatabaseOptions } from './db/connect.ts';
import type { Db } from './db/db.ts';
import { HttpError } from './lib/errors.ts';
import { localMediaStore } from './lib/media-store/local-media-store.ts';
import type { MediaStore } from './lib/media-store/media-store.ts';
import { validationMessage } from './lib/validation-message.ts';
import assistantRepository from './plugins/app/assistant/assistant-repository.ts';
import chatEvents from './plugins/app/chat/chat-events.ts';
import chatsRepository from './plugins/app/chat/chats-repository.ts';
import chatInvitations from './plugins/app/chat/chat-invitations.ts';
import {
  remoteSpeechToText,
  type SpeechToTextOptions,
} from './plugins/app/assistant/speech-to-text.ts';
import { offlineSpeechToText } from './plugins/app/assistant/offline-speech-to-text.ts';
import {
  chatCompletionsEngine,
  type ChatCompletionsOptions,
} from './plugins/app/assistant/chat-completions.ts';
import achievementsRepository from './plugins/app/games/achievements-repository.ts';
import leaderboardsRepository from './plugins/app/games/leaderboards-repository.ts';
import packsRepository from './plugins/app/games/packs-repository.ts';
import hintsRepository from './plugins/app/games/hints-repository.ts';
import ticketsRepository from './plugins/app/games/tickets-repository.ts';
import tournamentsRepository from './plugins/app/games/tournaments-repository.ts';
import tournamentResults from './plugins/app/games/tournament-results.ts';
import challengesRepository from './plugins/app/games/challenges-repository.ts';
import accountsRepository from './plugins/app/identity/accounts-repository.ts';
import handlesRepository from './plugins/app/identity/handles-repository.ts';
import ownData from './plugins/app/identity/own-data.ts';
import { DEFAULT_APP_ORIGINS, type OidcOptions } from './plugins/app/identity/oidc-config.ts';
import oidcService from './plugins/app/identity/oidc-service.ts';
import profilesRepository from './plugins/app/identity/profiles-repository.ts';
import sessionsRepository from './plugins/app/identity/sessions-repository.ts';
import requireRole from './plugins/app/staff/require-role.ts';
import staffRepository from './plugins/app/staff/staff-repository.ts';
import signInAttempts from './plugins/app/identity/sign-in-attempts.ts';
import billingRepository from './plugins/app/marketplace/billing-repository.ts';
import checkoutService from './plugins/app/marketplace/checkout-service.ts';
import paymentsService from './plugins/app/marketplace/payments/payments-service.ts';
import type { StripeOptions } from './plugins/app/marketplace/payments/stripe-provider.ts';
import reservationExpiry from './plugins/app/marketplace/reservation-expiry.ts';
import offersRepository from './plugins/app/marketplace/offers-repository.ts';
import ordersRepository from './plugins/app/marketplace/orders-repository.ts';
import retailersRepository from './plugins/app/marketplace/retailers-repository.ts';
import appConfigRepository from './plugins/app/platform/app-config-repository.ts';
import contentGeneration from './plugins/app/platform/content-generation.ts';
import mediaUrl from './plugins/app/platform/media-url.ts';
import memberLimits from './plugins/app/platform/member-limits.ts';
import type { MemberLimitOverrides } from './plugins/app/platform/member-limit-rules.ts';
import uploadsRepository from './plugins/app/platform/uploads-repository.ts';
import usageRepository from './plugins/app/platform/usage-repository.ts';
import federationHealthRepository from './plugins/app/platform/federation-health-repository.ts';
import liveService from './plugins/app/live/live-service.ts';
import type { LiveLimits } from './plugins/app/live/live-limits.ts';
import type { UploadQuota } from './plugins/app/platform/upload-quota-rules.ts';
import notificationsRepository from './plugins/app/notifications/notifications-repository.ts';
import albumsRepository from './plugins/app/social/albums-repository.ts';
import assetsRepository from './plugins/app/social/assets-repository.ts';
import favoritesRepository from './plugins/app/social/favorites-repository.ts';
import flagsRepository from './plugins/app/social/flags-repository.ts';
import invitesRepository from './plugins/app/social/invites-repository.ts';
import followsRepository from './plugins/app/social/follows-repository.ts';
import sectionsRepository from './plugins/app/social/sections-repository.ts';
import notesRepository from './plugins/app/social/notes-repository.ts';
import peopleRepository from './plugins/app/social/people-repository.ts';
import postsRepository from './plugins/app/social/posts-repository.ts';
import reactionsRepository from './plugins/app/social/reactions-repository.ts';
import compressPlugin from './plugins/external/compress.ts';
import corsPlugin from './plugins/external/cors.ts';
import dbPlugin from './plugins/external/db.ts';
import helmetPlugin from './plugins/external/helmet.ts';
import proxyTrustPlugin from './plugins/external/proxy-trust.ts';
import rateLimitPlugin from './plugins/external/rate-limit.ts';
import swaggerPlugin from './plugins/external/swagger.ts';
import albumsRoutes from './routes/albums/index.ts';
import assetsRoutes from './routes/assets/index.ts';
import assistantRoutes from './routes/assistant/index.ts';
import billingRoutes from './routes/billing/index.ts';
import chatsRoutes from './routes/chats/index.ts';
import chatInvitationsRoutes from './routes/chats/invitations.ts';
import eventsRoutes from './routes/events/index.ts';
import sectionsRoutes from './routes/sections/index.ts';
import favoritesRoutes from './routes/favorites/index.ts';
import flagsRoutes from './routes/flags/index.ts';
import analyticsRoutes from './routes/analytics/index.ts';
import authRoutes from './routes/auth/index.ts';
import gamesRoutes from './routes/games/index.ts';
import achievementsRoutes from './routes/achievements/index.ts';
import leaderboardRoutes from './routes/leaderboard/index.ts';
import tournamentsRoutes from './routes/tournaments/index.ts';
import challengesRoutes from './routes/challenges/index.ts';
import healthRoutes from './routes/health.ts';
import likesRoutes from './routes/likes/index.ts';
import liveRoutes from './routes/live/index.ts';
import notificationsRoutes from './routes/notifications/index.ts';
import inviteRoutes from './routes/invite/index.ts';
import mediaUploadsRoutes from './routes/media-uploads.ts';
import mediaRoutes from './routes/media.ts';
import followsRoutes from './routes/follows/index.ts';
import notesRoutes from './routes/notes/index.ts';
import offersRoutes from './routes/offers/index.ts';
import photosRoutes from './routes/photos/index.ts';
import postsRoutes from './routes/posts/index.ts';
import ordersRoutes from './routes/orders/index.ts';
import paymentsRoutes from './routes/payments/index.ts';
import regionsRoutes from './routes/regions/index.ts';
import retailersRoutes from './routes/retailers/index.ts';
import sirqulRoutes from './routes/sirqul/index.ts';
import uploadRoutes from './routes/upload/index.ts';
import usersRoutes from './routes/users/index.ts';
import staffRoutes from './routes/staff/index.ts';
import staffAuditRoutes from './routes/staff/audit.ts';
import walletsRoutes from './routes/wallets/index.ts';
import { seedIfEmpty } from './seed/index.ts';
import { seedMissingGameData } from './seed/challenges.ts';
import { seedEmptySocialSections } from './seed/social.ts';
import type { TrustProxy } from './config.ts';
import inputHygienePlugin, {
  clientErrorEnvelope,
  frameworkErrorEnvelope,
} from './plugins/external/input-hygiene.ts';

export const BODY_LIMIT = 1024 * 1024;

const DEFAULT_MEDIA_STORE_DIR = new URL('../data/media', import.meta.url);

export interface AppOptions {
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
  /** Keep sessions and wall answers in memory until something changes (default true). */
  cacheAnswers?: boolean | undefined;
}

/** Fastify's types take a hop count as a function: trust the first `hops` proxies. */
function fastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((_: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

export async function buildApp(options: AppOptions) {
  const app = Fastify({
    logger: options.logger ?? false,
    // Errors are still logged; one line per request drowns everything else in development.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT,
    // Creating an embedded database directory for the first time takes several seconds.
    pluginTimeout: 120_000,
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
    frameworkErrors: frameworkErrorEnvelope,
    clientErrorHandler: clientErrorEnvelope,
  })
    .setValidatorCompiler(TypeBoxValidatorCompiler)
    .withTypeProvider<TypeBoxTypeProvider>();

  // The web client sends `Content-Type: application/json` on every request, even bodiless
  // POSTs such as logout, so an empty JSON body means "no body" rather than an error.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: BODY_LIMIT },
    (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') {
        done(null, undefined);
        return;
      }
      parseJson(request, text, done);
    },
  );
  // A bodiless POST or PUT validates as an empty object, so its schema reports missing fields.
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined || request.body === null) request.body = {};
  });

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if ('validation' in error && error.validation) {
      return reply.code(400).send({
        valid: false,
        message: validationMessage(error.validationContext ?? 'request', error.validation),
        errorCode: 'VALIDATION_ERROR',
      });
    }
    const statusCode = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    // Our own 5xx (a full instance, an unreachable database) says what it is; others do not.
    if (statusCode >= 500 && !(error instanceof HttpError)) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(statusCode).send({
        valid: false,
        message: 'Something went wrong on our side. Please try again.',
        errorCode: 'SERVER_ERROR',
      });
    }
    const retryAfter = error instanceof HttpError ? error.retryAfter : undefined;
    if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
    return reply.code(statusCode).send({
      valid: false,
      message: publicMessage(error, statusCode),
      errorCode: error instanceof HttpError ? error.errorCode : errorCodeFor(error, statusCode),
      ...(retryAfter !== undefined ? { retryAfter } : {}),
    });
  });

  // Before the rate limiter reads the client's address.
  await app.register(proxyTrustPlugin, { secret: options.proxySecret });
  await app.register(rateLimitPlugin, {
    max: options.rateLimitMax ?? 1_000,
    redisUrl: options.redisUrl,
    redisNamespace: options.redisChannel,
  });
  await app.register(inputHygienePlugin);
  await app.register(memberLimits, { limits: options.memberLimits });
  app.setNotFoundHandler(
    { preHandler: app.rateLimit({ max: 120, timeWindow: '1 minute' }) },
    (request, reply) =>
      reply.code(404).send({
        valid: false,
        message: `There is no ${request.method} ${request.url.split('?')[0] ?? ''} here.`,
        errorCode: 'NOT_FOUND',
      }),
  );

  await app.register(dbPlugin, { db: options.db, database: options.database });
  await app.register(compressPlugin);
  await app.register(corsPlugin);
  await app.register(helmetPlugin);
  await app.register(swaggerPlugin, { publicApiUrl: options.publicApiUrl });

  // Repositories and services as decorators, by domain; `dependencies` in each plugin
  // checks that what it needs was registered before it.
  await app.register(mediaUrl, {
    publicApiUrl: options.publicApiUrl,
    signingSecret: options.mediaUrlSecret,
  });
  // What the caches of sessions and wall answers check before answering from memory.
  await app.register(contentGeneration, { caching: options.cacheAnswers ?? true });
  await app.register(appConfigRepository);
  await app.register(usageRepository);
  await app.register(federationHealthRepository);
  await app.register(uploadsRepository, {
    store: options.mediaStore ?? localMediaStore(fileURLToPath(DEFAULT_MEDIA_STORE_DIR)),
    quota: options.uploadQuota,
  });
  // Live delivery: the SSE streams and the bus that wakes them after a commit.
  await app.register(liveService, {
    redisUrl: options.redisUrl,
    redisChannel: options.redisChannel,
    limits: options.liveLimits,
  });
  await app.register(notificationsRepository);

  await app.register(accountsRepository);
  await app.register(handlesRepository);
  await app.register(ownData);
  await app.register(sessionsRepository);
  await app.register(signInAttempts);
  await app.register(requireRole);
  await app.register(staffRepository);
  await app.register(oidcService, {
    providers: options.oidc?.providers ?? [],
    appOrigins: options.oidc?.appOrigins ?? DEFAULT_APP_ORIGINS,
    publicApiUrl: options.publicApiUrl,
  });

  await app.register(albumsRepository);
  await app.register(assetsRepository);
  await app.register(favoritesRepository);
  await app.register(flagsRepository);
  await app.register(invitesRepository);
  await app.register(peopleRepository);
  // The activity wall: posts with photos, likes and favorites of albums, comments.
  await app.register(postsRepository);
  await app.register(reactionsRepository);
  await app.register(notesRepository);
  await app.register(followsRepository);
  await app.register(sectionsRepository);
  await app.register(profilesRepository);
  // Chat: conversations between members, announced to them live.
  await app.register(chatEvents);
  await app.register(chatsRepository);
  await app.register(chatInvitations);

  await app.register(retailersRepository);
  await app.register(offersRepository);
  await app.register(billingRepository);
  await app.register(ordersRepository);
  await app.register(checkoutService);
  await app.register(paymentsService, { stripe: options.stripe });
  await app.register(reservationExpiry);

  await app.register(packsRepository);
  await app.register(ticketsRepository);
  await app.register(hintsRepository);
  await app.register(tournamentsRepository);
  await app.register(challengesRepository);
  await app.register(leaderboardsRepository);
  await app.register(achievementsRepository);
  await app.register(tournamentResults);

  await app.register(assistantRepository, { clock: options.clock, timeZone: options.timeZone });

  if (options.seed) {
    const seeded = await seedIfEmpty(app.db);
    if (seeded) app.log.info('demo data seeded');
    // A database seeded before comments, follows and challenges existed gets them now.
    else {
      await seedEmptySocialSections(app.db);
      await seedMissingGameData(app.db);
    }
  }

  await app.register(healthRoutes);
  await app.register(mediaRoutes, { mediaDir: options.mediaDir });
  await app.register(mediaUploadsRoutes);
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(usersRoutes, {
        prefix: '/users',
        loginRateLimitMax: options.loginRateLimitMax ?? 20,
        signupRateLimitMax: options.signupRateLimitMax ?? 20,
      });
      await api.register(sirqulRoutes, { prefix: '/sirqul' });
      await api.register(staffRoutes, { prefix: '/staff' });
      await api.register(staffAuditRoutes, { prefix: '/staff' });
      await api.register(albumsRoutes, { prefix: '/albums' });
      await api.register(postsRoutes, { prefix: '/albums' });
      await api.register(photosRoutes, { prefix: '/assets' });
      await api.register(notesRoutes, { prefix: '/notes' });
      await api.register(chatsRoutes, { prefix: '/chats' });
      await api.register(chatInvitationsRoutes, { prefix: '/chats' });
      await api.register(followsRoutes, { prefix: '/users' });
      await api.register(retailersRoutes, { prefix: '/retailers' });
      await api.register(offersRoutes, { prefix: '/offers' });
      await api.register(favoritesRoutes, { prefix: '/favorites' });
      await api.register(likesRoutes, { prefix: '/likes' });
      await api.register(notificationsRoutes, { prefix: '/notifications' });
      await api.register(liveRoutes, { prefix: '/live', heartbeatMs: options.liveHeartbeatMs });
      await api.register(regionsRoutes, { prefix: '/regions' });
      await api.register(sectionsRoutes, { prefix: '/albums' });
      await api.register(eventsRoutes, {
        prefix: '/events',
        publicAppUrl: options.publicAppUrl ?? 'http://localhost:3000',
      });
      await api.register(billingRoutes, { prefix: '/billing' });
      await api.register(walletsRoutes, { prefix: '/wallets' });
      await api.register(ordersRoutes, { prefix: '/orders' });
      await api.register(paymentsRoutes, { prefix: '/payments' });
      await api.register(gamesRoutes, { prefix: '/games' });
      await api.register(tournamentsRoutes, { prefix: '/tournaments' });
      await api.register(challengesRoutes, { prefix: '/challenges' });
      await api.register(leaderboardRoutes, { prefix: '/leaderboard' });
      await api.register(achievementsRoutes, { prefix: '/achievements' });
      await api.register(analyticsRoutes, { prefix: '/sirqul/analytics' });
      await api.register(inviteRoutes, {
        prefix: '/invite',
        publicAppUrl: options.publicAppUrl ?? 'http://localhost:3000',
      });
      await api.register(uploadRoutes, { prefix: '/upload' });
      await api.register(flagsRoutes, { prefix: '/flagable/flag' });
      await api.register(assetsRoutes, { prefix: '/asset' });
      await api.register(assistantRoutes, {
        prefix: '/edy',
        speechToText: options.speechToText
          ? remoteSpeechToText(options.speechToText)
          : offlineSpeechToText(),
        answerEngine: options.chatCompletions && chatCompletionsEngine(options.chatCompletions),
      });
      await api.register(authRoutes, {
        prefix: '/auth',
        exchangeRateLimitMax: options.loginRateLimitMax ?? 20,
      });
    },
    { prefix: '/api' },
  );

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

const ERROR_CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'SESSION_INVALID',
  403: 'SESSION_INVALID',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

function errorCodeFor(error: FastifyError, statusCode: number): string {
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') return 'MALFORMED_JSON';
  return ERROR_CODES[statusCode] ?? 'BAD_REQUEST';
}

function publicMessage(error: FastifyError | HttpError, statusCode: number): string {
  if (error instanceof HttpError) return error.message;
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return `The request body is too large (the limit is ${BODY_LIMIT / 1024 / 1024} MiB).`;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type: send JSON with Content-Type: application/json.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty.';
    default:
      return statusCode === 413 ? 'The request body is too large.' : error.message;
  }
}
