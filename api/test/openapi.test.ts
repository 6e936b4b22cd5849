import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { renderOpenApiDocument } from '../src/openapi-document.ts';

describe('the committed OpenAPI document', () => {
  // Builds the whole app to render the document: minutes on a busy machine, not seconds.
  it(
    'matches the routes, so the generated front-end types do too (run `pnpm api:types`)',
    {
      timeout: 180_000,
    },
    async () => {
      const committed = await readFile(new URL('../openapi.json', import.meta.url), 'utf8');
      expect(JSON.parse(committed)).toEqual(JSON.parse(await renderOpenApiDocument()));
    },
  );
});
