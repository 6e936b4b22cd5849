import type { Queryable } from '../../../db/db.ts';

/** Category names by id, for the `categories` lists of retailers and offers. */
export async function categoryNames(db: Queryable, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<{ id: number; name: string }>(
    'SELECT id, name FROM categories WHERE id = ANY($1::int[])',
    [[...new Set(ids)]],
  );
  return new Map(rows.map((row) => [row.id, row.name]));
}
