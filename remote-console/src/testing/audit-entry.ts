import type { AuditEntry } from '@canopy/shared-core/staff';

/** An audit log entry for tests: Casey Morgan, an operator, made account 14 a moderator. */
export function auditEntry({
  id,
  at,
  reason,
}: Pick<AuditEntry, 'id' | 'at' | 'reason'>): AuditEntry {
  return {
    id,
    at,
    actorId: 2,
    actorDisplay: 'Casey Morgan',
    actorRole: 'operator',
    action: 'role.change',
    targetType: 'account',
    targetId: '14',
    reason,
    before: { role: 'member' },
    after: { role: 'moderator' },
  };
}
