// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  GENERATED_APP_CONFIG_SCHEMA,
  GENERATED_TYPES,
  renderApiTypes,
  renderAppConfigSchema,
} from '../../../scripts/api-types.ts';

describe('the generated API types', () => {
  it('match api/openapi.json (run `pnpm api:types` after changing an API schema)', async () => {
    const committed = await readFile(GENERATED_TYPES, 'utf8');
    expect(committed).toBe(await renderApiTypes());
  });

  it("include the app configuration's JSON Schema, the one the API validates a publish with", async () => {
    const committed = await readFile(GENERATED_APP_CONFIG_SCHEMA, 'utf8');
    expect(committed).toBe(await renderAppConfigSchema());
  });
});
