/**
 * Writes the OpenAPI document to api/openapi.json, for generating the front-end types
 * (`pnpm api:types` at the root does both). Never touches real data.
 *
 *   node scripts/export-openapi.ts
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { renderOpenApiDocument } from '../src/openapi-document.ts';

const target = new URL('../openapi.json', import.meta.url);
await writeFile(target, await renderOpenApiDocument());
console.log(`Wrote ${fileURLToPath(target)}`);
