import { fileURLToPath } from 'node:url';
import autoload from '@fastify/autoload';
import Fastify, { LogController } from 'fastify';
import { TypeBoxValidatorCompiler, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppOptions } from './app-options.ts';
import { registerDomainPlugins } from './domain-plugins.ts';
import memberLimits from './plugins/app/platform/member-limits.ts';
import compressPlugin from './plugins/external/compress.ts';
import corsPlugin from './plugins/external/cors.ts';
import dbPlugin from './plugins/external/db.ts';
import helmetPlugin from './plugins/external/helmet.ts';
import inputHygienePlugin, {
  clientErrorEnvelope,
  frameworkErrorEnvelope,
} from './plugins/external/input-hygiene.ts';
import proxyTrustPlugin from './plugins/external/proxy-trust.ts';
import rateLimitPlugin from './plugins/external/rate-limit.ts';
import swaggerPlugin from './plugins/external/swagger.ts';
import {
  answerNotFound,
  BODY_LIMIT,
  fastifyTrustProxy,
  readBodiesAndAnswerErrors,
} from './request-envelopes.ts';
import { routeOptions } from './route-options.ts';
import { seedMissingGameData } from './seed/challenges.ts';
import { seedIfEmpty } from './seed/index.ts';
import { seedEmptySocialSections } from './seed/social.ts';

export type { AppOptions } from './app-options.ts';
export { BODY_LIMIT } from './request-envelopes.ts';

/** The API: external plugins, then the domain plugins, then the routes (src/routes/, by URL). */
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
  readBodiesAndAnswerErrors(app);

  // Before the rate limiter reads the client's address.
  await app.register(proxyTrustPlugin, { secret: options.proxySecret });
  await app.register(rateLimitPlugin, {
    max: options.rateLimitMax ?? 1_000,
    redisUrl: options.redisUrl,
    redisNamespace: options.redisChannel,
  });
  await app.register(inputHygienePlugin);
  await app.register(memberLimits, { limits: options.memberLimits });
  answerNotFound(app);
  await app.register(dbPlugin, { db: options.db, database: options.database });
  await app.register(compressPlugin);
  await app.register(corsPlugin);
  await app.register(helmetPlugin);
  await app.register(swaggerPlugin, { publicApiUrl: options.publicApiUrl });

  await registerDomainPlugins(app, options);

  if (options.seed) {
    const seeded = await seedIfEmpty(app.db);
    if (seeded) app.log.info('demo data seeded');
    // A database seeded before comments, follows and challenges existed gets them now.
    else {
      await seedEmptySocialSections(app.db);
      await seedMissingGameData(app.db);
    }
  }

  // src/routes/ mirrors the URL (routes/api/albums/posts.ts serves /api/albums/…); the
  // autohooks file under routes/api/ signs members in.
  await app.register(autoload, {
    dir: fileURLToPath(new URL('./routes', import.meta.url)),
    ignorePattern: /\.(?:helpers|test)\.ts$/,
    autoHooks: true,
    cascadeHooks: true,
    options: routeOptions(options),
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
