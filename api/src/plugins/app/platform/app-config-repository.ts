import fp from 'fastify-plugin';
import { DEFAULT_APP_CONFIG } from './app-config-defaults.ts';
import type { Db } from '../../../db/db.ts';
import type { AppConfigValue } from '../../../schemas/app-config.ts';

/** Turns stored "/media/x.svg" paths into absolute URLs, leaving everything else alone. */
export function absolutise<T>(value: T, publicApiUrl: string): T {
  if (typeof value === 'string') {
    return (value.startsWith('/media/') ? `${publicApiUrl}${value}` : value) as T;
  }
  if (Array.isArray(value))
    return value.map((entry: unknown) => absolutise(entry, publicApiUrl)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, entry]) => [key, absolutise(entry, publicApiUrl)]),
    ) as T;
  }
  return value;
}

export function createAppConfigRepository(db: Db, publicApiUrl: string) {
  async function get(): Promise<AppConfigValue> {
    const rows = await db.query<{ config: AppConfigValue }>(
      'SELECT config FROM app_config WHERE id = 1',
    );
    return absolutise(rows[0]?.config ?? DEFAULT_APP_CONFIG, publicApiUrl);
  }

  return { get };
}

export type AppConfigRepository = ReturnType<typeof createAppConfigRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    appConfig: AppConfigRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('appConfig', createAppConfigRepository(app.db, app.publicApiUrl));
  },
  { name: 'app-config', dependencies: ['db', 'media-url'] },
);
