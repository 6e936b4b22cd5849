/**
 * Writes the OpenAPI document to api/openapi.json without listening, for generating
 * front-end types. Uses an in-memory database, so it never touches real data.
 *
 *   node scripts/export-openapi.ts
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/app.ts';
import { readConfig } from '../src/config.ts';

const target = new URL('../openapi.json', import.meta.url);
const app = await buildApp({
  database: { pgliteDataDir: undefined },
  publicApiUrl: readConfig().publicApiUrl,
  seed: false,
});
try {
  await app.ready();
  await writeFile(target, `${JSON.stringify(app.swagger(), null, 2)}\n`);
  console.log(`Wrote ${fileURLToPath(target)}`);
} finally {
  await app.close();
}
