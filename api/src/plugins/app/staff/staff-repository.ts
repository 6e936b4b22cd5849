// Who is staff, and changing it: the Staff page's search and the role changes operators
// make, each logged in the audit log in the same transaction.
import fp from 'fastify-plugin';
import type { Db } from '../../../db/db.ts';
import { likePattern } from '../../../lib/paging.ts';
import { appendAuditEntry, searchAuditLog, type AuditFilters } from './audit-log-repository.ts';
import type { Role, StaffRole } from '../kernel/roles.ts';

export interface StaffMemberRow {
  id: number;
  first_name: string;
  last_name: string;
  username: string;
  email: string;
  role: Role;
  created_at: Date | string;
}

export interface StaffMember {
  accountId: number;
  display: string;
  username: string;
  email: string;
  role: Role;
  memberSince: number;
}

function toStaffMember(row: StaffMemberRow): StaffMember {
  return {
    accountId: row.id,
    display: `${row.first_name} ${row.last_name}`,
    username: row.username,
    email: row.email,
    role: row.role,
    memberSince: new Date(row.created_at).getTime(),
  };
}

const COLUMNS = 'id, first_name, last_name, username, email, role, created_at';

/** What a role change came to. */
export type RoleChange =
  | { outcome: 'changed'; member: StaffMember; auditId: number }
  | { outcome: 'unchanged'; member: StaffMember }
  | { outcome: 'missing' };

export interface RoleChangeInput {
  actor: { id: number; role: StaffRole };
  accountId: number;
  role: Role;
  reason: string;
}

export function createStaffRepository(db: Db) {
  return {
    /**
     * Members matching `keyword` (name, @handle or e-mail), staff first; without a keyword,
     * the staff alone. Deleted accounts are never listed.
     */
    async search(keyword: string, limit: number): Promise<StaffMember[]> {
      const words = keyword.trim().replace(/^@/, '');
      const rows = words
        ? await db.query<StaffMemberRow>(
            `SELECT ${COLUMNS} FROM accounts
              WHERE deleted_at IS NULL
                AND (first_name || ' ' || last_name ILIKE $1 OR username ILIKE $1
                     OR email ILIKE $1)
              ORDER BY role = 'member', lower(first_name), lower(last_name), id
              LIMIT $2`,
            [likePattern(words), limit],
          )
        : await db.query<StaffMemberRow>(
            `SELECT ${COLUMNS} FROM accounts
              WHERE deleted_at IS NULL AND role <> 'member'
              ORDER BY role DESC, lower(first_name), lower(last_name), id
              LIMIT $1`,
            [limit],
          );
      return rows.map(toStaffMember);
    },

    /**
     * Gives `accountId` the role, with the operator's reason, and logs it (before/after)
     * in the same transaction; the row lock makes two operators changing one member's
     * role at once take turns, each logged with what it found.
     */
    async changeRole(input: RoleChangeInput): Promise<RoleChange> {
      return db.transaction(async (tx) => {
        const [row] = await tx.query<StaffMemberRow>(
          `SELECT ${COLUMNS} FROM accounts WHERE id = $1 AND deleted_at IS NULL FOR UPDATE`,
          [input.accountId],
        );
        if (!row) return { outcome: 'missing' as const };
        if (row.role === input.role) {
          return { outcome: 'unchanged' as const, member: toStaffMember(row) };
        }
        const [updated] = await tx.query<StaffMemberRow>(
          `UPDATE accounts SET role = $2, updated_at = now() WHERE id = $1 RETURNING ${COLUMNS}`,
          [input.accountId, input.role],
        );
        if (!updated) throw new Error('The role update returned no row');
        const auditId = await appendAuditEntry(tx, {
          actorId: input.actor.id,
          actorRole: input.actor.role,
          action: 'role.change',
          targetType: 'account',
          targetId: input.accountId,
          reason: input.reason,
          before: { role: row.role },
          after: { role: updated.role },
        });
        return { outcome: 'changed' as const, member: toStaffMember(updated), auditId };
      });
    },

    /** The audit log, newest first, filtered (audit-log-repository.ts). */
    searchAudit(filters: AuditFilters, page: { start: number; limit: number }) {
      return searchAuditLog(db, filters, page);
    },
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    staff: StaffRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('staff', createStaffRepository(app.db));
  },
  { name: 'staff', dependencies: ['db'] },
);
