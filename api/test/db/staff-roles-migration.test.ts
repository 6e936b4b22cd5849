// Migration 210 (issue 35): roles replace users.is_operator without losing an operator, and
// the staff audit log is append-only in the database itself, on PGlite and PostgreSQL.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/db.ts';
import { migrate } from '../../src/db/migrate.ts';
import { appendAuditEntry } from '../../src/plugins/app/staff/audit-log-repository.ts';
import { BACKENDS, emptyDatabase, migrateBefore } from '../helpers/app.ts';

describe.each(BACKENDS)('staff roles and the audit log in the database (%s)', (backend) => {
  let db: Db;
  let dispose: () => Promise<void>;
  beforeEach(async () => {
    ({ db, dispose } = await emptyDatabase(backend));
  });
  afterEach(async () => {
    await dispose();
  });

  const account = async (email: string, isOperator: boolean) => {
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO accounts (email, password_hash, first_name, last_name, username, is_operator)
       VALUES ($1, 'x', 'A', 'B', $2, $3) RETURNING id`,
      [email, email.split('@')[0], isOperator],
    );
    return row!.id;
  };

  it('keeps existing operators as operators and makes everybody else a member', async () => {
    await migrateBefore(db, '210');
    const owner = await account('owner@canopy.test', true);
    const member = await account('member@canopy.test', false);
    await migrate(db);
    const rows = await db.query<{ id: number; role: string; is_operator: boolean }>(
      'SELECT id, role, is_operator FROM accounts ORDER BY id',
    );
    expect(rows).toEqual([
      { id: owner, role: 'operator', is_operator: true },
      { id: member, role: 'member', is_operator: false },
    ]);
    // is_operator follows the role: it can no longer disagree with it.
    await db.query("UPDATE accounts SET role = 'moderator' WHERE id = $1", [owner]);
    const [after] = await db.query<{ is_operator: boolean }>(
      'SELECT is_operator FROM accounts WHERE id = $1',
      [owner],
    );
    expect(after?.is_operator).toBe(false);
    await expect(
      db.query("UPDATE accounts SET role = 'admin' WHERE id = $1", [member]),
    ).rejects.toThrow();
  });

  it('refuses to change or remove an audit entry, whoever asks', async () => {
    await migrate(db);
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO accounts (email, password_hash, first_name, last_name, username, role)
       VALUES ('op@canopy.test', 'x', 'O', 'P', 'op', 'operator') RETURNING id`,
    );
    const id = await appendAuditEntry(db, {
      actorId: row!.id,
      actorRole: 'operator',
      action: 'role.change',
      targetType: 'account',
      targetId: 7,
      reason: 'Runs the forum',
      before: { role: 'member' },
      after: { role: 'moderator' },
    });
    await expect(
      db.query("UPDATE staff_audit_log SET reason = 'nothing happened' WHERE id = $1", [id]),
    ).rejects.toThrow(/append-only/);
    await expect(db.query('DELETE FROM staff_audit_log WHERE id = $1', [id])).rejects.toThrow(
      /append-only/,
    );
    await expect(db.exec('TRUNCATE staff_audit_log')).rejects.toThrow(/append-only/);
    const entries = await db.query<{ reason: string }>('SELECT reason FROM staff_audit_log');
    expect(entries).toEqual([{ reason: 'Runs the forum' }]);
  });
});
