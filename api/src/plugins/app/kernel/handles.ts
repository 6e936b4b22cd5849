// Which member an @handle names: their current handle, or one they changed away from in the
// last 30 days, which still points to them. Identity keeps handles; social resolves mentions.
import type { Queryable } from '../../../db/db.ts';

/** The form handles are compared and stored under for uniqueness: lower-case. */
export function handleKey(handle: string): string {
  return handle.trim().toLowerCase();
}

/** How long an old handle still points to its member and stays theirs after a change. */
export const RETIRED_HANDLE_DAYS = 30;

/** A retired handle of `alias` still held: changed away from within RETIRED_HANDLE_DAYS. */
export const heldSql = (alias: string) =>
  `${alias}.retired_at > now() - make_interval(days => ${RETIRED_HANDLE_DAYS})`;

/**
 * The member each handle names, by lower-case key: its current owner, else the member who
 * changed away from it within the last 30 days. Handles nobody has are left out.
 */
export async function handleOwners(
  db: Queryable,
  handles: readonly string[],
): Promise<Map<string, number>> {
  if (handles.length === 0) return new Map();
  const rows = await db.query<{ key: string; account_id: number }>(
    `SELECT m.key, coalesce(a.id, r.account_id) AS account_id
       FROM unnest($1::text[]) AS m(key)
       LEFT JOIN accounts a ON lower(a.username) = m.key
       LEFT JOIN retired_handles r ON r.handle = m.key AND ${heldSql('r')}
      WHERE a.id IS NOT NULL OR r.account_id IS NOT NULL`,
    [[...new Set(handles.map(handleKey))]],
  );
  return new Map(rows.map((row) => [row.key, Number(row.account_id)]));
}
