import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import {
  GENERATED_APP_CONFIG_SCHEMA,
  GENERATED_TYPES,
  renderApiTypes,
  renderAppConfigSchema,
} from './api-types.ts';

await writeFile(GENERATED_TYPES, await renderApiTypes());
console.log(`Wrote ${fileURLToPath(GENERATED_TYPES)}`);

await writeFile(GENERATED_APP_CONFIG_SCHEMA, await renderAppConfigSchema());
console.log(`Wrote ${fileURLToPath(GENERATED_APP_CONFIG_SCHEMA)}`);
