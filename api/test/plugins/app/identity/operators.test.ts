// The first operator of a real install is made by a command, with a password they choose:
// the role it grants opens PUT /appconfig, an existing member keeps their password, and a
// guessable password is refused.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPgliteDb } from '../../../../src/db/pglite.ts';
import { createPostgresDb } from '../../../../src/db/postgres.ts';
import { verifyPassword } from '../../../../src/lib/passwords.ts';
import { makeOperator } from '../../../../src/plugins/app/identity/operators.ts';
import { DEFAULT_APP_CONFIG } from '../../../../src/plugins/app/platform/app-config-defaults.ts';
import {
  BACKENDS,
  buildTestApp,
  OTHER_MEMBER,
  signIn,
  type TestApp,
} from '../../../helpers/app.ts';
import { ownDatabase } from '../../../helpers/api-process.ts';

const CHOSEN = 'ferns under the old bridge';

describe.each(BACKENDS)('makeOperator (%s)', (backend) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(backend);
  });
  afterEach(async () => {
    await t.close();
  });

  const changeConfig = (headers: { authorization: string }) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/sirqul/appconfig',
      headers,
      payload: { ...DEFAULT_APP_CONFIG, appName: 'Changed by an operator' },
    });

  it('creates an operator account with the chosen password, who may change the app config', async () => {
    const result = await makeOperator(t.db, {
      email: 'Owner@Example.org',
      choosePassword: async () => CHOSEN,
    });
    expect(result).toMatchObject({ outcome: 'created' });
    const operator = await signIn(t.app, { email: 'owner@example.org', password: CHOSEN });
    expect((await changeConfig(operator.headers)).statusCode).toBe(200);
    // Running it again changes nothing.
    expect(
      await makeOperator(t.db, {
        email: 'owner@example.org',
        choosePassword: () => Promise.reject(new Error('not asked')),
      }),
    ).toMatchObject({ outcome: 'unchanged' });
  });

  it('grants the role to an existing member, who keeps their password and is not asked for one', async () => {
    const before = await signIn(t.app, OTHER_MEMBER);
    expect((await changeConfig(before.headers)).statusCode).toBe(404);
    const result = await makeOperator(t.db, {
      email: OTHER_MEMBER.email.toUpperCase(),
      choosePassword: () => Promise.reject(new Error('an existing member keeps their password')),
    });
    expect(result).toMatchObject({ outcome: 'granted', accountId: before.userId });
    const after = await signIn(t.app, OTHER_MEMBER);
    expect((await changeConfig(after.headers)).statusCode).toBe(200);
  });

  it('makes a moderator when asked: the console opens, the app configuration does not', async () => {
    const result = await makeOperator(t.db, {
      email: 'keeper@example.org',
      role: 'moderator',
      choosePassword: async () => CHOSEN,
    });
    expect(result).toMatchObject({ outcome: 'created' });
    const moderator = await signIn(t.app, { email: 'keeper@example.org', password: CHOSEN });
    expect((await changeConfig(moderator.headers)).statusCode).toBe(404);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: moderator.headers,
    });
    expect(me.json()).toMatchObject({ item: { role: 'moderator', lastName: 'Moderator' } });
    // Asked again for an operator, the same account is given that role.
    expect(
      await makeOperator(t.db, {
        email: 'keeper@example.org',
        choosePassword: () => Promise.reject(new Error('not asked')),
      }),
    ).toMatchObject({ outcome: 'granted' });
  });

  it('refuses a password that is easy to guess and makes no account', async () => {
    for (const weak of ['password1', 'qwertyuiop', 'canopyoperator']) {
      const result = await makeOperator(t.db, {
        email: 'owner@example.org',
        choosePassword: async () => weak,
      });
      expect(result).toMatchObject({
        outcome: 'refused',
        reason: expect.stringMatching(/^The password is too easy to guess: /),
      });
    }
    const rows = await t.db.query("SELECT 1 FROM accounts WHERE email = 'owner@example.org'");
    expect(rows).toEqual([]);
  });
});

const SCRIPT = fileURLToPath(new URL('../../../../scripts/create-operator.ts', import.meta.url));

/** Runs the command with `input` piped in as its standard input. */
function createOperator(
  email: string,
  input: string,
  env: Record<string, string>,
): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SCRIPT, email], {
      env: { ...process.env, LOG_LEVEL: 'warn', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out, err }));
    child.stdin.end(input);
  });
}

describe.each(BACKENDS)('the create-operator command (%s)', (backend) => {
  it('makes the operator of a brand-new database from a piped password, refusing a weak one', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'canopy-operator-'));
    const postgres = backend === 'postgres' ? await ownDatabase('operator') : undefined;
    const env = {
      DATABASE_URL: postgres?.url ?? '',
      PGLITE_DATA_DIR: path.join(folder, 'pglite'),
    };
    try {
      const weak = await createOperator('owner@example.org', 'password123\n', env);
      expect(weak.code).toBe(1);
      expect(weak.err).toMatch(/^The password is too easy to guess/);
      const made = await createOperator('owner@example.org', `${CHOSEN}\n`, env);
      expect(made.err).toBe('');
      expect(made.code).toBe(0);
      expect(made.out).toMatch(/^Created the operator account owner@example.org/);

      // The account is there, an operator, with the password that was typed.
      const db = postgres
        ? createPostgresDb({ connectionString: postgres.url })
        : await createPgliteDb({ dataDir: env.PGLITE_DATA_DIR });
      try {
        const rows = await db.query<{ is_operator: boolean; password_hash: string }>(
          "SELECT is_operator, password_hash FROM accounts WHERE email = 'owner@example.org'",
        );
        expect(rows).toHaveLength(1);
        expect(rows[0]?.is_operator).toBe(true);
        expect(await verifyPassword(CHOSEN, rows[0]?.password_hash ?? '')).toBe(true);
      } finally {
        await db.close();
      }
      // A wrong e-mail is a usage error.
      expect((await createOperator('not-an-email', '', env)).code).toBe(2);
    } finally {
      await postgres?.drop();
      await rm(folder, { recursive: true, force: true });
    }
  }, 120_000);
});
