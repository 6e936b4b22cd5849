import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A PaymentIntent as the fake Stripe answers it. */
export interface FakePaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  description: string | null;
  metadata: Record<string, string>;
}

export interface FakeStripe {
  /** The API base to configure as STRIPE_API_BASE, e.g. http://127.0.0.1:1234. */
  apiBase: string;
  /** Every POST /v1/payment_intents, with its headers and form fields. */
  received: {
    authorization: string | undefined;
    idempotencyKey: string | undefined;
    form: Record<string, string>;
  }[];
  intents: FakePaymentIntent[];
  /** Every other call (retrieve, cancel), as `METHOD /path`. */
  calls: string[];
  /** While true, every request is answered 503, as when Stripe is down. */
  failing: boolean;
  close: () => Promise<void>;
}

/**
 * The Stripe endpoints the API calls, on a free loopback port: `POST /v1/payment_intents`
 * takes Stripe's form encoding (`metadata[key]=value`) and answers a PaymentIntent; a
 * repeated `Idempotency-Key` gets the first answer again, as Stripe does. `GET
 * /v1/payment_intents/:id` and `POST /v1/payment_intents/:id/cancel` serve the expiry sweep.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const server: Server = createServer();
  const byKey = new Map<string, FakePaymentIntent>();
  const fake: FakeStripe = {
    apiBase: '',
    received: [],
    intents: [],
    calls: [],
    failing: false,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  server.on('request', (incoming, outgoing) => {
    const parts: Buffer[] = [];
    incoming.on('data', (part: Buffer) => parts.push(part));
    incoming.on('end', () => {
      const answer = (status: number, body: unknown) => {
        outgoing.writeHead(status, { 'content-type': 'application/json' });
        outgoing.end(JSON.stringify(body));
      };
      if (fake.failing) {
        answer(503, { error: { type: 'api_error', message: 'Service unavailable' } });
        return;
      }
      const one = /^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/.exec(incoming.url ?? '');
      if (one) {
        fake.calls.push(`${incoming.method ?? ''} ${incoming.url ?? ''}`);
        const intent = fake.intents.find((candidate) => candidate.id === one[1]);
        if (!intent) {
          answer(404, { error: { type: 'invalid_request_error', code: 'resource_missing' } });
        } else if (!one[2] && incoming.method === 'GET') {
          answer(200, intent);
        } else if (one[2] && incoming.method === 'POST') {
          // As Stripe: a paid or already cancelled intent cannot be cancelled.
          if (intent.status === 'succeeded' || intent.status === 'canceled') {
            answer(400, {
              error: {
                type: 'invalid_request_error',
                code: 'payment_intent_unexpected_state',
                message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
              },
            });
          } else {
            intent.status = 'canceled';
            answer(200, intent);
          }
        } else {
          answer(405, { error: { type: 'invalid_request_error', message: 'Method not allowed' } });
        }
        return;
      }
      if (incoming.method !== 'POST' || incoming.url !== '/v1/payment_intents') {
        answer(404, { error: { type: 'invalid_request_error', message: 'Unrecognized URL' } });
        return;
      }
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(parts).toString('utf8')));
      const key = incoming.headers['idempotency-key'];
      const idempotencyKey = typeof key === 'string' ? key : undefined;
      fake.received.push({ authorization: incoming.headers.authorization, idempotencyKey, form });
      const earlier = idempotencyKey ? byKey.get(idempotencyKey) : undefined;
      if (earlier) {
        answer(200, earlier);
        return;
      }
      const id = `pi_${randomBytes(12).toString('hex')}`;
      const metadata = Object.fromEntries(
        Object.entries(form).flatMap(([name, value]) => {
          const match = /^metadata\[(.+)\]$/.exec(name);
          return match?.[1] ? [[match[1], value]] : [];
        }),
      );
      const intent: FakePaymentIntent = {
        id,
        object: 'payment_intent',
        amount: Number(form.amount),
        amount_received: 0,
        currency: form.currency ?? '',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
        description: form.description ?? null,
        metadata,
      };
      fake.intents.push(intent);
      if (idempotencyKey) byKey.set(idempotencyKey, intent);
      answer(200, intent);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
