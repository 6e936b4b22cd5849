// A local stand-in for Stripe, so the card-payment tests never reach the network: the
// PaymentIntents endpoints the API calls, a Stripe.js the page loads (GET /stripe.js) whose
// Payment Element is a plain card-number field, and Stripe's signed webhooks to the API.
// Test cards as Stripe's: 4242… pays, 4000 0000 0000 0002 is declined, 4000 0027 6000 3184
// asks for 3-D Secure, which the fake Stripe.js shows as its own dialog.
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

interface Intent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  description: string | null;
  metadata: Record<string, string>;
  next_action: { type: string } | null;
  last_payment_error: { code: string; message: string } | null;
}

export interface FakeStripe {
  /** The API base for STRIPE_API_BASE. */
  apiBase: string;
  /** The fake Stripe.js, for STRIPE_JS_URL. */
  scriptUrl: string;
  intents: Intent[];
  /** Webhook deliveries: the event type and the API's HTTP status. */
  webhooks: { type: string; status: number }[];
  close: () => Promise<void>;
}

const CARD_PAYS = '4242424242424242';
const CARD_DECLINED = '4000000000000002';
const CARD_3DS = '4000002760003184';

/** The browser half: sets window.Stripe like Stripe.js does. */
const STRIPE_JS = String.raw`(() => {
  const base = new URL(document.currentScript.src).origin;
  const post = async (path, body) => {
    const response = await fetch(base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(body),
    });
    return response.json();
  };
  const challenge = () =>
    new Promise((resolve) => {
      const dialog = document.createElement('dialog');
      dialog.setAttribute('aria-label', '3-D Secure check');
      const text = document.createElement('p');
      text.textContent = 'Your bank asks you to confirm this payment.';
      dialog.append(text);
      for (const [label, answer] of [['Complete authentication', 'complete'], ['Fail authentication', 'fail']]) {
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = label;
        button.addEventListener('click', () => { dialog.close(); dialog.remove(); resolve(answer); });
        dialog.append(button);
      }
      document.body.append(dialog);
      dialog.showModal();
    });
  function Stripe(publishableKey) {
    if (!/^pk_/.test(publishableKey)) throw new Error('Invalid publishable key');
    return {
      elements({ clientSecret }) {
        const elements = {
          clientSecret,
          field: null,
          create(type) {
            if (type !== 'payment') throw new Error('Only the payment element is faked');
            const box = document.createElement('div');
            const label = document.createElement('label');
            label.textContent = 'Card number';
            const input = document.createElement('input');
            input.autocomplete = 'cc-number';
            input.inputMode = 'numeric';
            label.append(input);
            box.append(label);
            elements.field = input;
            return {
              mount(target) { (typeof target === 'string' ? document.querySelector(target) : target).append(box); },
              destroy() { box.remove(); },
              unmount() { box.remove(); },
              on() {},
            };
          },
        };
        return elements;
      },
      async confirmPayment({ elements, redirect }) {
        if (redirect !== 'if_required') throw new Error('The fake confirms with redirect: if_required only');
        const id = elements.clientSecret.split('_secret_')[0];
        let answer = await post('/v1/payment_intents/' + id + '/confirm', {
          client_secret: elements.clientSecret,
          card: (elements.field && elements.field.value || '').replace(/\s+/g, ''),
        });
        if (answer.status === 'requires_action') {
          const result = await challenge();
          answer = await post('/v1/payment_intents/' + id + '/authenticate', {
            client_secret: elements.clientSecret,
            result,
          });
        }
        return answer.error ? { error: answer.error } : { paymentIntent: answer };
      },
    };
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
`;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const parts: Buffer[] = [];
    request.on('data', (part: Buffer) => parts.push(part));
    request.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
  });
}

/**
 * Starts the fake on `port`; `webhookUrl` and `webhookSecret` are the API's endpoint and its
 * STRIPE_WEBHOOK_SECRET, signed as Stripe signs (t=…,v1=HMAC-SHA256 of "t.body").
 */
export async function startFakeStripe(options: {
  port: number;
  webhookUrl: string;
  webhookSecret: string;
}): Promise<FakeStripe> {
  const intents: Intent[] = [];
  const byKey = new Map<string, Intent>();
  const webhooks: FakeStripe['webhooks'] = [];

  async function sendWebhook(type: string, intent: Intent) {
    const body = JSON.stringify({
      id: `evt_${randomBytes(12).toString('hex')}`,
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      data: { object: intent },
    });
    const timestamp = Math.floor(Date.now() / 1000);
    const signature = createHmac('sha256', options.webhookSecret)
      .update(`${timestamp}.${body}`)
      .digest('hex');
    const response = await fetch(options.webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': `t=${timestamp},v1=${signature}`,
      },
      body,
    });
    webhooks.push({ type, status: response.status });
  }

  const declined = (intent: Intent, code: string, message: string) => {
    intent.status = 'requires_payment_method';
    intent.last_payment_error = { code, message };
    void sendWebhook('payment_intent.payment_failed', intent);
    return { error: { type: 'card_error', code, message, payment_intent: intent } };
  };
  const paid = (intent: Intent) => {
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    intent.next_action = null;
    void sendWebhook('payment_intent.succeeded', intent);
    return intent;
  };

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const answer = (status: number, body: unknown, type = 'application/json') => {
      response.writeHead(status, {
        'content-type': type,
        // The page calls this origin from its own, as it calls api.stripe.com.
        'access-control-allow-origin': '*',
      });
      response.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    const url = new URL(request.url ?? '/', 'http://fake');
    const form = Object.fromEntries(new URLSearchParams(await readBody(request)));
    if (request.method === 'GET' && url.pathname === '/stripe.js') {
      answer(200, STRIPE_JS, 'text/javascript');
      return;
    }
    if (request.method === 'POST' && url.pathname === '/v1/payment_intents') {
      const key = request.headers['idempotency-key'];
      const earlier = typeof key === 'string' ? byKey.get(key) : undefined;
      if (earlier) return answer(200, earlier);
      const id = `pi_${randomBytes(12).toString('hex')}`;
      const intent: Intent = {
        id,
        object: 'payment_intent',
        amount: Number(form.amount),
        amount_received: 0,
        currency: form.currency ?? 'usd',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
        description: form.description ?? null,
        metadata: Object.fromEntries(
          Object.entries(form).flatMap(([name, value]) => {
            const match = /^metadata\[(.+)\]$/.exec(name);
            return match?.[1] ? [[match[1], value]] : [];
          }),
        ),
        next_action: null,
        last_payment_error: null,
      };
      intents.push(intent);
      if (typeof key === 'string') byKey.set(key, intent);
      return answer(200, intent);
    }
    const one = /^\/v1\/payment_intents\/([^/]+)(?:\/(confirm|authenticate|cancel))?$/.exec(
      url.pathname,
    );
    const intent = one ? intents.find((candidate) => candidate.id === one[1]) : undefined;
    if (!one || !intent) {
      return answer(404, { error: { type: 'invalid_request_error', code: 'resource_missing' } });
    }
    const action = one[2];
    if (request.method === 'GET' && !action) return answer(200, intent);
    if (request.method !== 'POST') return answer(405, { error: { type: 'invalid_request_error' } });
    if (action === 'cancel') {
      if (intent.status === 'succeeded' || intent.status === 'canceled') {
        return answer(400, {
          error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state' },
        });
      }
      intent.status = 'canceled';
      return answer(200, intent);
    }
    // The browser's calls carry the client secret, as Stripe.js's do.
    if (form.client_secret !== intent.client_secret) {
      return answer(401, {
        error: { type: 'invalid_request_error', message: 'Bad client secret' },
      });
    }
    if (action === 'confirm') {
      if (form.card === CARD_PAYS) return answer(200, paid(intent));
      if (form.card === CARD_3DS) {
        intent.status = 'requires_action';
        intent.next_action = { type: 'use_stripe_sdk' };
        return answer(200, intent);
      }
      if (form.card === CARD_DECLINED) {
        return answer(200, declined(intent, 'card_declined', 'Your card was declined.'));
      }
      return answer(200, declined(intent, 'incorrect_number', 'Your card number is invalid.'));
    }
    if (action === 'authenticate' && intent.status === 'requires_action') {
      if (form.result === 'complete') return answer(200, paid(intent));
      return answer(
        200,
        declined(
          intent,
          'payment_intent_authentication_failure',
          'We are unable to authenticate your payment method.',
        ),
      );
    }
    return answer(400, { error: { type: 'invalid_request_error', code: 'unexpected_state' } });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));
  return {
    apiBase: `http://127.0.0.1:${options.port}`,
    scriptUrl: `http://127.0.0.1:${options.port}/stripe.js`,
    intents,
    webhooks,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
