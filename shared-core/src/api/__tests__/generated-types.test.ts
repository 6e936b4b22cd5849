// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { GENERATED_TYPES, renderApiTypes } from '../../../scripts/api-types.ts';

describe('the generated API types', () => {
  it('match api/openapi.json (run `pnpm api:types` after changing an API schema)', async () => {
    const committed = await readFile(GENERATED_TYPES, 'utf8');
    expect(committed).toBe(await renderApiTypes());
  });
});
