/**
 * Front-end types generated from the API's OpenAPI document (DESIGN §4: written once, by
 * the API's schemas). `pnpm api:types` at the root exports the document and runs this; a
 * unit test fails when the committed file no longer matches the document.
 */
import { readFile } from 'node:fs/promises';
import openapiTS, { astToString } from 'openapi-typescript';
import * as prettier from 'prettier';

export const OPENAPI_DOCUMENT = new URL('../../api/openapi.json', import.meta.url);
export const GENERATED_TYPES = new URL('../src/api/generated/api-schema.ts', import.meta.url);

const HEADER =
  '// Generated from api/openapi.json by `pnpm api:types`. Do not edit: change the API schema.\n\n';

export async function renderApiTypes(): Promise<string> {
  const document: unknown = JSON.parse(await readFile(OPENAPI_DOCUMENT, 'utf8'));
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0]);
  const options = await prettier.resolveConfig(GENERATED_TYPES);
  return prettier.format(HEADER + astToString(ast), {
    ...options,
    filepath: GENERATED_TYPES.pathname,
  });
}
