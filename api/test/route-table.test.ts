import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  declaredRoutes,
  README,
  routeTable,
  TABLE_END,
  TABLE_START,
  unpadded,
} from '../scripts/route-table.ts';

/** Method and path of every operation in the committed OpenAPI document, `:id` style. */
async function documentedRoutes(): Promise<string[]> {
  const document = JSON.parse(
    await readFile(new URL('../openapi.json', import.meta.url), 'utf8'),
  ) as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(document.paths)
    .flatMap(([path, operations]) =>
      Object.keys(operations).map(
        (method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
      ),
    )
    .sort();
}

describe('routes by URL', () => {
  // The committed document is the app's own (test/openapi.test.ts), so this ties the folders
  // to the routes the app really serves.
  it('serves each route from the file its URL names, and no other', async () => {
    const declared = (await declaredRoutes()).map((route) => `${route.method} ${route.url}`);
    expect(declared.sort()).toEqual(await documentedRoutes());
  });

  it('lists every route in the README table (node scripts/route-table.ts --write)', async () => {
    const readme = await readFile(README, 'utf8');
    const section = readme.slice(
      readme.indexOf(TABLE_START) + TABLE_START.length,
      readme.indexOf(TABLE_END),
    );
    const rows = (text: string) => text.trim().split('\n').map(unpadded);
    expect(rows(section)).toEqual(rows(await routeTable()));
  });
});
