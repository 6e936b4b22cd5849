// The staff audit log (issue 35): every staff action, appended in the same transaction as
// the action itself. The table refuses UPDATE, DELETE and TRUNCATE (migration 210), so
// this module only ever inserts and reads.
import type { Queryable } from '../../../db/db.ts';
import { likePattern } from '../../../lib/paging.ts';
import type { StaffRole } from '../kernel/roles.ts';

// Appending lives in the kernel: every domain whose staff actions are logged (roles here,
// the app configuration in platform) appends on its own transaction.
export { appendAuditEntry, type AuditEntryInput } from '../kernel/audit-entry.ts';

export interface AuditFilters {
  /** Words of the actor's name or @handle. */
  actor?: string | undefined;
  action?: string | undefined;
  /** Inclusive day bounds, YYYY-MM-DD (UTC). */
  from?: string | undefined;
  to?: string | undefined;
  /** Words of the reason or the target's id. */
  keyword?: string | undefined;
}

export interface AuditEntry {
  id: number;
  at: number;
  actorId: number;
  actorDisplay: string;
  actorRole: StaffRole;
  action: string;
  targetType: string;
  targetId: string;
  reason: string;
  before: unknown;
  after: unknown;
}

interface AuditRow {
  id: string;
  at: Date | string;
  actor_id: number;
  actor_display: string;
  actor_role: StaffRole;
  action: string;
  target_type: string;
  target_id: string;
  reason: string;
  before: unknown;
  after: unknown;
  total: string;
}

/** The log, newest first, filtered; with the number of entries matching. */
export async function searchAuditLog(
  db: Queryable,
  filters: AuditFilters,
  page: { start: number; limit: number },
): Promise<{ items: AuditEntry[]; total: number }> {
  const params: unknown[] = [];
  const where: string[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const actor = filters.actor?.trim().replace(/^@/, '');
  if (actor) {
    const words = param(likePattern(actor));
    where.push(`(a.first_name || ' ' || a.last_name ILIKE ${words} OR a.username ILIKE ${words})`);
  }
  if (filters.action) where.push(`l.action = ${param(filters.action)}`);
  if (filters.from) where.push(`l.at >= ${param(filters.from)}::date`);
  if (filters.to) where.push(`l.at < ${param(filters.to)}::date + 1`);
  const keyword = filters.keyword?.trim();
  if (keyword) {
    const words = param(likePattern(keyword));
    where.push(`(l.reason ILIKE ${words} OR l.target_id ILIKE ${words})`);
  }
  const rows = await db.query<AuditRow>(
    `SELECT l.id, l.at, l.actor_id, a.first_name || ' ' || a.last_name AS actor_display,
            l.actor_role, l.action, l.target_type, l.target_id, l.reason, l.before, l.after,
            count(*) OVER () AS total
       FROM staff_audit_log l JOIN accounts a ON a.id = l.actor_id
      ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
      ORDER BY l.at DESC, l.id DESC
      OFFSET ${param(page.start)} LIMIT ${param(page.limit)}`,
    params,
  );
  const total = rows[0] ? Number(rows[0].total) : 0;
  return {
    total,
    items: rows.map((row) => ({
      id: Number(row.id),
      at: new Date(row.at).getTime(),
      actorId: row.actor_id,
      actorDisplay: row.actor_display,
      actorRole: row.actor_role,
      action: row.action,
      targetType: row.target_type,
      targetId: row.target_id,
      reason: row.reason,
      before: row.before,
      after: row.after,
    })),
  };
}
