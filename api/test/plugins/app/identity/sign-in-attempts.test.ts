// The sign-in history in the database: what it reads back for an account and an address,
// and what the sweep forgets.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSignInAttempts } from '../../../../src/plugins/app/identity/sign-in-attempts.ts';
import { BACKENDS, buildTestApp, type TestApp } from '../../../helpers/app.ts';

describe.each(BACKENDS)('sign-in attempts (%s)', (backend) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(backend);
  });
  afterEach(async () => {
    await t.close();
  });

  const attemptAt = (address: string, minutesAgo: number, succeeded = false) =>
    t.db.query(
      `INSERT INTO sign_in_attempts (email, address, attempted_at, succeeded)
       VALUES ('guessed@canopy.test', $1, clock_timestamp() - make_interval(mins => $2), $3)`,
      [address, minutesAgo, succeeded],
    );

  it('spaces a failing address by the failures of the last hour, and never a known one', async () => {
    const attempts = createSignInAttempts(t.db);
    // Failures older than the hour do not count; three recent ones do (one past two free).
    await attemptAt('198.51.100.1', 90);
    await attemptAt('198.51.100.1', 90);
    await attemptAt('198.51.100.1', 0);
    await attemptAt('198.51.100.2', 0);
    await attemptAt('198.51.100.3', 0);
    await attemptAt('192.0.2.50', 60 * 24 * 10, true);
    const failing = await attempts.start('guessed@canopy.test', '198.51.100.1', 2);
    expect(failing).toMatchObject({ waitMs: expect.any(Number) });
    expect('waitMs' in failing && failing.waitMs).toBeGreaterThan(1_000);
    expect('waitMs' in failing && failing.waitMs).toBeLessThanOrEqual(2_000);
    // The member's address of ten days ago, and a new one, go ahead (and are written down).
    expect(await attempts.start('guessed@canopy.test', '192.0.2.50', 2)).toMatchObject({
      attemptId: expect.any(Number),
    });
    const fresh = await attempts.start('guessed@canopy.test', '203.0.113.9', 2);
    expect(fresh).toMatchObject({ attemptId: expect.any(Number) });
    // A sign-in makes its attempt no failure: the next one from there goes ahead too.
    if ('attemptId' in fresh) await attempts.succeeded(fresh.attemptId);
    expect(await attempts.start('guessed@canopy.test', '203.0.113.9', 2)).toMatchObject({
      attemptId: expect.any(Number),
    });
  });

  it('forgets failures after an hour and sign-ins after 30 days', async () => {
    await attemptAt('198.51.100.1', 61);
    await attemptAt('198.51.100.2', 59);
    await attemptAt('192.0.2.50', 60 * 24 * 29, true);
    await attemptAt('192.0.2.51', 60 * 24 * 31, true);
    await createSignInAttempts(t.db).sweep();
    const left = await t.db.query<{ address: string }>(
      "SELECT address FROM sign_in_attempts WHERE email = 'guessed@canopy.test' ORDER BY address",
    );
    expect(left.map((row) => row.address)).toEqual(['192.0.2.50', '198.51.100.2']);
  });
});
