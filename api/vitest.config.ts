import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Drops a PostgreSQL server's connections: there is nothing to drop on the embedded database.
    exclude: process.env.DATABASE_URL?.trim() ? [] : ['test/db/postgres-restart.test.ts'],
    globalSetup: ['test/helpers/global-setup.ts'],
    environment: 'node',
    // The routes are loaded by @fastify/autoload's import(): run it through Vitest too, so the
    // route files share one module graph with the tests (one HttpError class, one engine class).
    server: { deps: { inline: ['@fastify/autoload'] } },
    pool: 'forks',
    // Test files share a worker's PGlite instance; each test still runs in its own rolled-back
    // transaction, so files cannot see each other's writes.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
