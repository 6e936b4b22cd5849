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

export const GENERATED_APP_CONFIG_SCHEMA = new URL(
  '../src/api/generated/app-config-schema.ts',
  import.meta.url,
);

interface OpenApiDocument {
  paths: Record<
    string,
    Record<string, { requestBody?: { content: Record<string, { schema: unknown }> } }>
  >;
}

/**
 * The app configuration's JSON Schema, as the API validates a publish with it (the body of
 * POST /api/staff/config/versions), for the console's editor to check each field against
 * the very same schema before sending (issue 38).
 */
export async function renderAppConfigSchema(): Promise<string> {
  const document = JSON.parse(await readFile(OPENAPI_DOCUMENT, 'utf8')) as OpenApiDocument;
  const body = document.paths['/api/staff/config/versions']?.post?.requestBody;
  const schema = (
    body?.content['application/json']?.schema as { properties?: { config?: unknown } }
  )?.properties?.config;
  if (!schema) throw new Error('api/openapi.json has no body for POST /api/staff/config/versions');
  const source =
    `${HEADER}/** The app configuration's JSON Schema (the API's AppConfig, api/src/schemas/app-config.ts). */\n` +
    `export const appConfigJsonSchema = ${JSON.stringify(schema)} as const;\n`;
  const options = await prettier.resolveConfig(GENERATED_APP_CONFIG_SCHEMA);
  return prettier.format(source, { ...options, filepath: GENERATED_APP_CONFIG_SCHEMA.pathname });
}

export async function renderApiTypes(): Promise<string> {
  const document: unknown = JSON.parse(await readFile(OPENAPI_DOCUMENT, 'utf8'));
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0]);
  const options = await prettier.resolveConfig(GENERATED_TYPES);
  return prettier.format(HEADER + astToString(ast), {
    ...options,
    filepath: GENERATED_TYPES.pathname,
  });
}
