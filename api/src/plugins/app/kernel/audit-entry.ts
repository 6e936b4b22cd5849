// Appending to the staff audit log (issue 35), in the transaction of the action it records.
// In the kernel because staff actions happen in several domains (roles, the app
// configuration); reading the log is the staff domain's (audit-log-repository.ts).
import type { Queryable } from '../../../db/db.ts';
import type { StaffRole } from './roles.ts';

export interface AuditEntryInput {
  actorId: number;
  actorRole: StaffRole;
  /** What was done, as `area.verb` (e.g. `role.change`). */
  action: string;
  targetType: string;
  targetId: string | number;
  reason: string;
  before: unknown;
  after: unknown;
}

/** Appends one entry; run it on the action's own transaction. */
export async function appendAuditEntry(tx: Queryable, entry: AuditEntryInput): Promise<number> {
  const rows = await tx.query<{ id: string }>(
    `INSERT INTO staff_audit_log
       (actor_id, actor_role, action, target_type, target_id, reason, before, after)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb)
     RETURNING id`,
    [
      entry.actorId,
      entry.actorRole,
      entry.action,
      entry.targetType,
      String(entry.targetId),
      entry.reason,
      entry.before === undefined ? null : JSON.stringify(entry.before),
      entry.after === undefined ? null : JSON.stringify(entry.after),
    ],
  );
  return Number(rows[0]?.id);
}
