import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startFakeStripe,
  type FakePaymentIntent,
  type FakeStripe,
} from '../helpers/fake-stripe.ts';
import { createPendingReloads } from '../../src/plugins/app/marketplace/payments/pending-reloads.ts';
import { expirePendingReloads } from '../../src/plugins/app/marketplace/payments/reload-expiry.ts';
import { stripeClient } from '../../src/plugins/app/marketplace/payments/stripe-provider.ts';
import {
  BACKENDS,
  buildTestApp,
  signIn,
  type SignedInMember,
  type TestApp,
} from '../helpers/app.ts';
import { balanceCents, reload, type Order } from '../helpers/credit-reloads.ts';

const SECRET_KEY = 'sk_test_canopy';
const WEBHOOK_SECRET = 'whsec_canopy_test';
const signer = new Stripe(SECRET_KEY);

function event(type: string, intent: FakePaymentIntent, succeeded: boolean) {
  return JSON.stringify({
    id: `evt_${intent.id}_${type}`,
    object: 'event',
    type,
    data: {
      object: {
        ...intent,
        amount_received: succeeded ? intent.amount : 0,
        status: succeeded ? 'succeeded' : 'requires_payment_method',
      },
    },
  });
}

function sendWebhook(t: TestApp, payload: string, signature: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    payload,
  });
}

const signed = (payload: string) =>
  signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });

describe.each(BACKENDS)('credit reloads paid through Stripe (%s)', (backend) => {
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
    t = await buildTestApp(backend, {
      stripe: { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiBase: fake.apiBase },
    });
    dana = await signIn(t.app);
  });
  afterEach(async () => {
    await t.close();
  });

  /** Starts a $25 reload and returns the PaymentIntent the fake made for it. */
  async function pendingReload(key?: string) {
    const before = await balanceCents(t, dana);
    const answer = await reload(t, dana, 25, key);
    if (!answer.valid) throw new Error(answer.message);
    const intent = fake.intents.at(-1);
    if (!intent) throw new Error('no PaymentIntent was created');
    return { before, order: answer.item, message: answer.message, intent };
  }

  it('creates a PaymentIntent and credits nothing until the signed webhook arrives', async () => {
    const { before, order, message, intent } = await pendingReload('reload-key-1');
    expect(message).toMatch(/confirm the payment/i);
    expect(order).toMatchObject({ orderType: 'RELOAD', status: 'PENDING_PAYMENT', credits: [] });
    expect(order.payments).toEqual([
      {
        paymentType: 'CARD',
        amount: 25,
        status: 'PENDING',
        provider: 'stripe',
        paymentIntentId: intent.id,
        clientSecret: intent.client_secret,
      },
    ]);
    const request = fake.received.at(-1);
    expect(request?.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(request?.idempotencyKey).toBe(`canopy-reload-${dana.userId}-reload-key-1`);
    expect(request?.form).toMatchObject({
      amount: '2500',
      currency: 'usd',
      'metadata[accountId]': String(dana.userId),
      'metadata[orderId]': String(order.orderId),
    });
    expect(await balanceCents(t, dana)).toBe(before);

    // The same request again is the same reload and the same PaymentIntent.
    const again = await reload(t, dana, 25, 'reload-key-1');
    expect(again.valid && again.item.orderId).toBe(order.orderId);
    expect(again.valid && again.item.payments[0]?.paymentIntentId).toBe(intent.id);

    const payload = event('payment_intent.succeeded', intent, true);
    const response = await sendWebhook(t, payload, signed(payload));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ valid: true });
    expect(await balanceCents(t, dana)).toBe(before + 2_500);

    const paid = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.orderId}`,
      headers: dana.headers,
    });
    expect(paid.json<{ item: Order }>().item).toMatchObject({
      status: 'COMPLETED',
      credits: [{ amount: 25, entryType: 'RELOAD' }],
      payments: [{ paymentType: 'CARD', status: 'PAID', clientSecret: null }],
    });
  });

  it('answers 502 and credits nothing while Stripe is down; a retry makes one PaymentIntent', async () => {
    const before = await balanceCents(t, dana);
    fake.failing = true;
    const down = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: dana.headers,
      payload: {
        cart: [{ amount: 30, orderItemType: 'CUSTOM' }],
        currencyType: 'RELOAD',
        idempotencyKey: 'while-down',
      },
    });
    fake.failing = false;
    expect(down.statusCode).toBe(502);
    expect(down.json()).toMatchObject({ valid: false });
    expect(await balanceCents(t, dana)).toBe(before);

    const made = fake.intents.length;
    const retried = await reload(t, dana, 30, 'while-down');
    const again = await reload(t, dana, 30, 'while-down');
    expect(fake.intents).toHaveLength(made + 1);
    const intent = fake.intents.at(-1);
    expect(retried).toMatchObject({
      valid: true,
      item: { status: 'PENDING_PAYMENT', payments: [{ paymentIntentId: intent?.id }] },
    });
    expect(again.valid && again.item.orderId).toBe(retried.valid && retried.item.orderId);
    expect(await balanceCents(t, dana)).toBe(before);
  });

  it('credits once when the webhook is replayed and sent concurrently', async () => {
    const { before, intent } = await pendingReload();
    const payload = event('payment_intent.succeeded', intent, true);
    const answers = await Promise.all([
      sendWebhook(t, payload, signed(payload)),
      sendWebhook(t, payload, signed(payload)),
    ]);
    const replayed = await sendWebhook(t, payload, signed(payload));
    const again = await sendWebhook(t, payload, signed(payload));
    for (const answer of [...answers, replayed, again]) expect(answer.statusCode).toBe(200);
    expect(await balanceCents(t, dana)).toBe(before + 2_500);
    const entries = await t.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM credit_ledger l JOIN payments p ON p.id = l.payment_id
        WHERE p.provider_payment_id = $1`,
      [intent.id],
    );
    expect(entries[0]?.count).toBe(1);
  });

  it('refuses a bad signature with 400 and credits nothing', async () => {
    const { before, intent } = await pendingReload();
    const payload = event('payment_intent.succeeded', intent, true);
    const forged = signer.webhooks.generateTestHeaderString({
      payload,
      secret: 'whsec_someone_else',
    });
    const wrongSecret = await sendWebhook(t, payload, forged);
    expect(wrongSecret.statusCode).toBe(400);
    expect(wrongSecret.json()).toEqual({
      valid: false,
      message: expect.stringContaining('Stripe-Signature'),
      errorCode: 'INVALID_SIGNATURE',
    });
    // A genuine signature over other bytes does not sign these.
    const tampered = payload.replace('"amount":2500', '"amount":250000');
    expect((await sendWebhook(t, tampered, signed(payload))).statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await balanceCents(t, dana)).toBe(before);
  });

  it('credits nothing for a failed payment and marks the reload failed', async () => {
    const { before, order, intent } = await pendingReload();
    const payload = event('payment_intent.payment_failed', intent, false);
    expect((await sendWebhook(t, payload, signed(payload))).statusCode).toBe(200);
    expect(await balanceCents(t, dana)).toBe(before);
    const failed = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.orderId}`,
      headers: dana.headers,
    });
    expect(failed.json<{ item: Order }>().item).toMatchObject({
      status: 'PAYMENT_FAILED',
      credits: [],
      payments: [{ paymentType: 'CARD', status: 'FAILED' }],
    });
  });

  it('acknowledges event types it does not handle and credits nothing for them', async () => {
    const { before, intent } = await pendingReload();
    const payload = event('payment_intent.created', intent, false);
    const response = await sendWebhook(t, payload, signed(payload));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      valid: true,
      message: expect.stringMatching(/ignored/i),
    });
    expect(await balanceCents(t, dana)).toBe(before);
  });

  it('counts reloads waiting for payment toward the daily cap, so no more intents open', async () => {
    const first = await reload(t, dana, 500);
    const second = await reload(t, dana, 500);
    expect([first.valid, second.valid]).toEqual([true, true]);
    const intentsBefore = fake.intents.length;
    const third = await reload(t, dana, 25);
    expect(third).toMatchObject({ valid: false, errorCode: 'RELOAD_LIMIT' });
    expect(fake.intents).toHaveLength(intentsBefore);
    // A failed payment stops counting: there is room again.
    const failedIntent = fake.intents[intentsBefore - 1];
    if (!failedIntent) throw new Error('no PaymentIntent was created');
    const failed = event('payment_intent.payment_failed', failedIntent, false);
    expect((await sendWebhook(t, failed, signed(failed))).statusCode).toBe(200);
    expect(await reload(t, dana, 500)).toMatchObject({ valid: true });
    expect(await reload(t, dana, 25)).toMatchObject({ valid: false, errorCode: 'RELOAD_LIMIT' });
  });

  describe('unpaid reloads past the window', () => {
    const sweep = () =>
      expirePendingReloads(
        t.db,
        stripeClient({
          secretKey: SECRET_KEY,
          webhookSecret: WEBHOOK_SECRET,
          apiBase: fake.apiBase,
        }),
        createPendingReloads(t.db, 'stripe'),
        { warn: () => undefined },
      );
    const backdate = (orderId: number) =>
      t.db.query(
        `UPDATE payments SET created_at = now() - interval '25 hours' WHERE order_id = $1`,
        [orderId],
      );
    const orderOf = async (orderId: number) =>
      (
        await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: dana.headers })
      ).json<{ item: Order }>().item;

    it('are expired and cancelled once by two concurrent sweeps; a fresh one is kept', async () => {
      const abandoned = await pendingReload();
      const paidUnseen = await pendingReload();
      const fresh = await pendingReload();
      await backdate(abandoned.order.orderId);
      await backdate(paidUnseen.order.orderId);
      // The member paid, but the webhook never came (our endpoint was down).
      paidUnseen.intent.status = 'succeeded';
      paidUnseen.intent.amount_received = paidUnseen.intent.amount;

      const outcomes = await Promise.all([sweep(), sweep()]);
      expect(outcomes.reduce((sum, o) => sum + o.expired, 0)).toBe(2);
      expect(outcomes.reduce((sum, o) => sum + o.cancelled, 0)).toBe(1);
      expect(outcomes.reduce((sum, o) => sum + o.credited, 0)).toBe(1);
      expect(
        fake.calls.filter(
          (call) => call === `POST /v1/payment_intents/${abandoned.intent.id}/cancel`,
        ),
      ).toHaveLength(1);
      expect(abandoned.intent.status).toBe('canceled');

      expect(await orderOf(abandoned.order.orderId)).toMatchObject({
        status: 'PAYMENT_FAILED',
        credits: [],
        payments: [{ status: 'FAILED' }],
      });
      expect(await orderOf(paidUnseen.order.orderId)).toMatchObject({
        status: 'COMPLETED',
        credits: [{ amount: 25, entryType: 'RELOAD' }],
        payments: [{ status: 'PAID' }],
      });
      expect(await orderOf(fresh.order.orderId)).toMatchObject({ status: 'PENDING_PAYMENT' });
      expect(await balanceCents(t, dana)).toBe(abandoned.before + 2_500);
      // A second pass finds nothing left to do.
      expect(await sweep()).toEqual({ expired: 0, cancelled: 0, credited: 0 });
    });

    it('credit a payment whose success arrives after the expiry, once', async () => {
      const { before, order, intent } = await pendingReload();
      await backdate(order.orderId);
      // Stripe is down during the sweep: the reload expires here, its intent stays open there.
      fake.failing = true;
      try {
        expect(await sweep()).toEqual({ expired: 1, cancelled: 0, credited: 0 });
      } finally {
        fake.failing = false;
      }
      expect(await orderOf(order.orderId)).toMatchObject({ status: 'PAYMENT_FAILED' });
      const payload = event('payment_intent.succeeded', intent, true);
      const [first, replay] = await Promise.all([
        sendWebhook(t, payload, signed(payload)),
        sendWebhook(t, payload, signed(payload)),
      ]);
      expect([first.statusCode, replay.statusCode]).toEqual([200, 200]);
      expect(await balanceCents(t, dana)).toBe(before + 2_500);
      expect(await orderOf(order.orderId)).toMatchObject({
        status: 'COMPLETED',
        credits: [{ amount: 25, entryType: 'RELOAD' }],
      });
    });
  });

  it('credits nothing when the paid amount is not the pending reload', async () => {
    const { before, intent } = await pendingReload();
    const payload = event('payment_intent.succeeded', { ...intent, amount: 100 }, true);
    expect((await sendWebhook(t, payload, signed(payload))).statusCode).toBe(200);
    expect(await balanceCents(t, dana)).toBe(before);
  });
});

describe.each(BACKENDS)('credit reloads with no payment provider (%s)', (backend) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(backend);
  });
  afterEach(async () => {
    await t.close();
  });

  it('adds demo credit at once, as before, and has no Stripe webhook', async () => {
    const dana = await signIn(t.app);
    const before = await balanceCents(t, dana);
    const answer = await reload(t, dana, 25);
    expect(answer).toMatchObject({
      valid: true,
      message: 'Credit added.',
      item: { status: 'COMPLETED', credits: [{ amount: 25, entryType: 'RELOAD' }], payments: [] },
    });
    expect(await balanceCents(t, dana)).toBe(before + 2_500);
    const payload = JSON.stringify({ type: 'payment_intent.succeeded' });
    const webhook = await sendWebhook(t, payload, signed(payload));
    expect(webhook.statusCode).toBe(404);
    expect(await balanceCents(t, dana)).toBe(before + 2_500);
  });
});
