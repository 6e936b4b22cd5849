import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { GENERATED_TYPES, renderApiTypes } from './api-types.ts';

await writeFile(GENERATED_TYPES, await renderApiTypes());
console.log(`Wrote ${fileURLToPath(GENERATED_TYPES)}`);
