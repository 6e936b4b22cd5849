// A member gives up a card reload before paying (issue 36): the reload fails at once, its
// PaymentIntent is cancelled at Stripe, and it stops holding the daily reload cap.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  BACKENDS,
  buildTestApp,
  OTHER_MEMBER,
  signIn,
  type SignedInMember,
  type TestApp,
} from '../helpers/app.ts';
import { balanceCents, reload, type Order } from '../helpers/credit-reloads.ts';
import { startFakeStripe, type FakeStripe } from '../helpers/fake-stripe.ts';

const STRIPE = { secretKey: 'sk_test_canopy', webhookSecret: 'whsec_canopy_test' };

function cancel(t: TestApp, member: SignedInMember, orderId: number) {
  return t.app.inject({
    method: 'POST',
    url: `/api/payments/reloads/${orderId}/cancel`,
    headers: member.headers,
  });
}

async function pendingReload(t: TestApp, member: SignedInMember, dollars: number) {
  const answer = await reload(t, member, dollars);
  if (!answer.valid) throw new Error(answer.message);
  return answer.item;
}

describe.each(BACKENDS)('giving up a card reload (%s)', (backend) => {
  let fake: FakeStripe;
  let t: TestApp;
  let dana: SignedInMember;

  beforeAll(async () => {
    fake = await startFakeStripe();
  });
  afterAll(async () => {
    await fake.close();
  });
  beforeEach(async () => {
    t = await buildTestApp(backend, { stripe: { ...STRIPE, apiBase: fake.apiBase } });
    dana = await signIn(t.app);
  });
  afterEach(async () => {
    await t.close();
  });

  it('fails the reload, cancels its PaymentIntent once and frees the daily cap', async () => {
    const before = await balanceCents(t, dana);
    const first = await pendingReload(t, dana, 500);
    await pendingReload(t, dana, 500);
    expect(await reload(t, dana, 25)).toMatchObject({ valid: false, errorCode: 'RELOAD_LIMIT' });
    const intent = fake.intents.find((one) => one.metadata.orderId === String(first.orderId));
    if (!intent) throw new Error('no PaymentIntent was made for the reload');

    const cancelled = await cancel(t, dana, first.orderId);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<{ message: string; item: Order }>()).toMatchObject({
      message: 'Card payment cancelled: nothing was charged and no credit was added.',
      item: { orderId: first.orderId, status: 'PAYMENT_FAILED' },
    });
    expect(intent.status).toBe('canceled');
    expect(await balanceCents(t, dana)).toBe(before);
    // The cap has room again at once, not after the day-long sweep.
    expect(await reload(t, dana, 25)).toMatchObject({ valid: true });

    // Asked again (a second click, a retry), the answer is the same and Stripe is not asked.
    const again = await cancel(t, dana, first.orderId);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ item: { status: 'PAYMENT_FAILED' } });
    const cancelCalls = fake.calls.filter(
      (call) => call === `POST /v1/payment_intents/${intent.id}/cancel`,
    );
    expect(cancelCalls).toHaveLength(1);
  });

  it('credits a payment Stripe had taken already instead of cancelling it', async () => {
    const before = await balanceCents(t, dana);
    const order = await pendingReload(t, dana, 25);
    const intent = fake.intents.find((one) => one.metadata.orderId === String(order.orderId));
    if (!intent) throw new Error('no PaymentIntent was made for the reload');
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;

    const answer = await cancel(t, dana, order.orderId);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<{ message: string }>().message).toMatch(/already gone through/);
    expect(await balanceCents(t, dana)).toBe(before + 2_500);
  });

  it("is 404 for another member's reload and leaves it waiting", async () => {
    const order = await pendingReload(t, dana, 25);
    const marcus = await signIn(t.app, OTHER_MEMBER);
    const answer = await cancel(t, marcus, order.orderId);
    expect(answer.statusCode).toBe(404);
    const rows = await t.db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [
      order.orderId,
    ]);
    expect(rows[0]?.status).toBe('PENDING_PAYMENT');
  });
});

describe.each(BACKENDS)('without Stripe (%s)', (backend) => {
  it('has nothing to give up: 404', async () => {
    const t = await buildTestApp(backend);
    try {
      const dana = await signIn(t.app);
      const answer = await reload(t, dana, 25);
      if (!answer.valid) throw new Error(answer.message);
      expect((await cancel(t, dana, answer.item.orderId)).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
