import { buildApp } from './app.ts';

/**
 * The server named in the committed OpenAPI document. Fixed, so the file (and the
 * front-end types generated from it) does not change with the machine's PUBLIC_API_URL.
 */
export const OPENAPI_SERVER_URL = 'http://localhost:4000';

/** The OpenAPI document the routes' schemas produce, from an app with an in-memory database. */
export async function renderOpenApiDocument(): Promise<string> {
  const app = await buildApp({
    database: { pgliteDataDir: undefined },
    publicApiUrl: OPENAPI_SERVER_URL,
    seed: false,
  });
  try {
    await app.ready();
    const document = app.swagger();
    // Paths and their methods in name order, not registration order: the file stays the same
    // when routes move between files, and a new route lands in one predictable place.
    const byPath = (document.paths ?? {}) as Record<string, Record<string, unknown> | undefined>;
    const paths = sortedEntries(byPath).map(([path, operations]) => [
      path,
      Object.fromEntries(sortedEntries(operations ?? {})),
    ]);
    return `${JSON.stringify({ ...document, paths: Object.fromEntries(paths) }, null, 2)}\n`;
  } finally {
    await app.close();
  }
}

const sortedEntries = <Value>(record: Record<string, Value>): [string, Value][] =>
  Object.entries(record).sort(([a], [b]) => a.localeCompare(b));
