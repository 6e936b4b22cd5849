import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { itemEnvelope } from '../../../lib/envelopes.ts';
import { notFound } from '../../../lib/errors.ts';
import { currentUser } from '../../../plugins/app/kernel/current-member.ts';
import { errorResponses, IdParams, ItemEnvelope } from '../../../schemas/common.ts';
import { Order } from '../../../schemas/orders.ts';

const NOT_FOUND = 'That reload does not exist.';

/** What the member is told of the reload they gave up on. */
const CANCELLED_TEXT = {
  cancelled: 'Card payment cancelled: nothing was charged and no credit was added.',
  'left-open':
    'Card payment cancelled: no credit was added. If your bank had taken the payment ' +
    'already, the credit is added as soon as it clears.',
  credited: 'The payment had already gone through, so the credit was added.',
} as const;

/** A member's own card reloads (issue 36): giving one up before paying. */
const reloads: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/reloads/:id/cancel',
    {
      schema: {
        tags: ['payments'],
        summary: 'Give up a card reload that is waiting for its payment',
        description:
          'The reload order `id` is failed at once (it no longer counts toward the daily ' +
          'reload cap) and its PaymentIntent cancelled at Stripe. A payment Stripe had ' +
          'taken already is credited instead; a reload already failed (a declined card) or ' +
          'cancelled answers the same again. 404 when it is not your reload or Stripe is not ' +
          'the payment provider.',
        params: IdParams,
        response: { 200: ItemEnvelope(Order), ...errorResponses(404) },
      },
    },
    async (request) => {
      const cancelReload = app.payments.cancelReload;
      if (!cancelReload) throw notFound(NOT_FOUND);
      const me = currentUser(request);
      const outcome = await cancelReload(me.id, request.params.id);
      const order = await app.orders.findOwn(me.id, request.params.id);
      if (!order || order.orderType !== 'RELOAD') throw notFound(NOT_FOUND);
      // Paid after all (now, or before this call) is credit; anything else ends with nothing.
      const text =
        order.status === 'COMPLETED'
          ? CANCELLED_TEXT.credited
          : outcome === 'left-open'
            ? CANCELLED_TEXT['left-open']
            : CANCELLED_TEXT.cancelled;
      return itemEnvelope(order, text);
    },
  );
};

export default reloads;
