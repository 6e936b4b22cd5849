import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../../../../src/db/db.ts';
import { migrate } from '../../../../../src/db/migrate.ts';
import { createPendingReloads } from '../../../../../src/plugins/app/marketplace/payments/pending-reloads.ts';
import { BACKENDS, emptyDatabase } from '../../../../helpers/app.ts';

// On the production database code (a pool on PostgreSQL), so the confirmations below really
// run at the same time rather than taking turns on one test connection.
describe.each(BACKENDS)('pending reloads (%s)', (backend) => {
  let db: Db;
  let dispose: () => Promise<void>;
  let accountId: number;
  beforeEach(async () => {
    ({ db, dispose } = await emptyDatabase(backend));
    await migrate(db);
    const [account] = await db.query<{ id: number }>(
      `INSERT INTO accounts (email, password_hash, first_name, last_name, username)
       VALUES ('payer@canopy.test', 'x', 'Pat', 'Payer', 'pat.p') RETURNING id`,
    );
    if (!account) throw new Error('no account');
    accountId = account.id;
  });
  afterEach(async () => {
    await dispose();
  });

  const ledger = () =>
    db.query<{ amount_cents: number; order_id: number }>(
      'SELECT amount_cents, order_id FROM credit_ledger WHERE account_id = $1',
      [accountId],
    );

  it('credits a confirmed payment exactly once, however many confirmations race', async () => {
    const reloads = createPendingReloads(db, 'stripe');
    const pending = await reloads.open(accountId, 4_200, 'race-key');
    if ('valid' in pending || pending.paymentId === undefined)
      throw new Error('no pending payment');
    expect(pending.status).toBe('PENDING');
    expect(await ledger()).toEqual([]);
    await reloads.attach(pending.paymentId, 'pi_race', 'pi_race_secret');

    const confirmation = {
      providerPaymentId: 'pi_race',
      paymentId: pending.paymentId,
      accountId,
      amountCents: 4_200,
      currency: 'usd',
    };
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, () => reloads.credit(confirmation)),
    );
    expect(outcomes.filter((outcome) => outcome === 'credited')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome !== 'credited')).toEqual(
      Array.from({ length: 5 }, () => 'already-settled'),
    );
    expect(await ledger()).toEqual([{ amount_cents: 4_200, order_id: pending.orderId }]);

    // A late failure report does not take back a payment that went through.
    expect(await reloads.fail(confirmation)).toBe('already-settled');
    expect(await ledger()).toHaveLength(1);
  });

  it('credits nothing for a payment of another member or of another amount', async () => {
    const reloads = createPendingReloads(db, 'stripe');
    const pending = await reloads.open(accountId, 1_000, undefined);
    if ('valid' in pending || pending.paymentId === undefined)
      throw new Error('no pending payment');
    await reloads.attach(pending.paymentId, 'pi_other', null);
    const paid = { providerPaymentId: 'pi_other', paymentId: pending.paymentId, currency: 'usd' };
    expect(await reloads.credit({ ...paid, accountId: accountId + 1, amountCents: 1_000 })).toBe(
      'unknown',
    );
    expect(await reloads.credit({ ...paid, accountId, amountCents: 999 })).toBe('mismatch');
    expect(
      await reloads.credit({
        ...paid,
        providerPaymentId: 'pi_nobody',
        paymentId: undefined,
        accountId,
        amountCents: 1_000,
      }),
    ).toBe('unknown');
    expect(await ledger()).toEqual([]);
  });
});
