import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { renderOpenApiDocument } from '../src/lib/openapi-document.ts';

describe('the committed OpenAPI document', () => {
  it('matches the routes, so the generated front-end types do too (run `pnpm api:types`)', async () => {
    const committed = await readFile(new URL('../openapi.json', import.meta.url), 'utf8');
    expect(JSON.parse(committed)).toEqual(JSON.parse(await renderOpenApiDocument()));
  });
});
