import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { HttpError, notFound } from '../../../lib/errors.ts';
import { errorResponses, MessageEnvelope } from '../../../schemas/common.ts';

const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/**
 * Payment providers calling us back. No session: Stripe proves who it is by signing the
 * exact bytes it sent, so this context keeps JSON bodies as raw text for the check.
 */
const payments: FastifyPluginAsyncTypebox = async (app) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => {
      done(null, typeof body === 'string' ? body : body.toString('utf8'));
    },
  );

  app.post(
    '/stripe/webhook',
    {
      schema: {
        tags: ['payments'],
        summary: "Stripe's webhook: a reload's payment succeeded or failed",
        description:
          'Called by Stripe, not by members. The `Stripe-Signature` header must sign the raw ' +
          'body with the webhook secret (400 INVALID_SIGNATURE otherwise). ' +
          '`payment_intent.succeeded` credits the pending reload once, however often it ' +
          'arrives; `payment_intent.payment_failed` marks it failed; other events are ' +
          'acknowledged and ignored. 404 when Stripe is not the payment provider.',
        headers: Type.Object({
          'stripe-signature': Type.Optional(Type.String({ maxLength: 2000 })),
        }),
        response: { 200: MessageEnvelope, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const stripe = app.payments.stripe;
      if (!stripe) throw notFound('Stripe payments are not configured.');
      if (typeof request.body !== 'string') {
        throw new HttpError(400, 'BAD_REQUEST', 'Send the event as JSON.');
      }
      const received = await stripe.receiveWebhook(
        request.body,
        request.headers['stripe-signature'],
      );
      if (received.outcome === 'mismatch' || received.outcome === 'unknown') {
        request.log.warn(received, 'stripe webhook names no pending reload of ours');
      }
      return {
        valid: true as const,
        message:
          received.outcome === 'ignored'
            ? `Ignored ${received.eventType}.`
            : `Received ${received.eventType}: ${received.outcome}.`,
      };
    },
  );
};

export default payments;
