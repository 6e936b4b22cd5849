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
    return `${JSON.stringify(app.swagger(), null, 2)}\n`;
  } finally {
    await app.close();
  }
}
