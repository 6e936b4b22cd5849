import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { notFound } from '../../../lib/errors.ts';
import { resolvePage } from '../../../lib/paging.ts';
import { listEnvelope } from '../../../lib/envelopes.ts';
import { currentUser } from '../../../plugins/app/kernel/current-member.ts';
import { readOrderRequest } from '../../../plugins/app/marketplace/rules.ts';
import {
  ErrorEnvelope,
  errorResponses,
  GeoQuery,
  IdParams,
  ItemEnvelope,
  ListEnvelope,
} from '../../../schemas/common.ts';
import { TicketSpend } from '../../../schemas/games.ts';
import { CancelOrderBody } from '../../../schemas/business.ts';
import { Order, OrderBody, OrderSearchQuery } from '../../../schemas/orders.ts';
import { itemEnvelope } from '../../../lib/envelopes.ts';

const orders: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/',
    {
      schema: {
        tags: ['orders'],
        summary: 'Reload credit, or deduct tickets',
        description:
          'A reload is `{cart: [{amount, orderItemType: "CUSTOM"}], currencyType: "RELOAD"}` ' +
          'and adds the amounts to your credit ledger, up to $1,000 in 24 hours (beyond that ' +
          'it is refused as RELOAD_LIMIT): demo credit, when no payment provider is ' +
          'configured. With Stripe it adds nothing yet: the order waits as PENDING_PAYMENT ' +
          'and its CARD payment carries the PaymentIntent id and `clientSecret` the client ' +
          'confirms; the credit is added when Stripe reports the payment. Reloads waiting ' +
          'for their payment count toward the daily cap; one still unpaid after 24 hours ' +
          'expires as PAYMENT_FAILED. The idempotencyKey of a reload sent again returns the first ' +
          'reload for the same amount and is 409 IDEMPOTENCY_KEY_REUSED for another request. ' +
          'A ticket deduction is ' +
          '`{ticketCount, description?, idempotencyKey?}` and takes tickets off your balance; ' +
          'it is refused (NOT_ENOUGH_TICKETS) when the balance is short. With `gameObjectId` ' +
          'it buys the hint to that question (then GET /games/{id}/hint shows it); refused ' +
          'with nothing taken as LEVEL_LOCKED, QUESTION_NOT_SERVED, ALREADY_ANSWERED, NO_HINT ' +
          'or HINT_ALREADY_BOUGHT.',
        body: OrderBody,
        response: {
          200: Type.Union([ItemEnvelope(Order), ItemEnvelope(TicketSpend), ErrorEnvelope]),
          ...errorResponses(403, 409),
        },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const body = request.body;
      const order = readOrderRequest(body);
      if (order.kind === 'tickets') {
        const spend = {
          ticketCount: order.ticketCount,
          description: body.description,
          idempotencyKey: body.idempotencyKey,
        };
        const spent =
          order.gameObjectId === undefined
            ? await app.tickets.spend(me.id, spend)
            : await app.hints.buy(me.id, order.gameObjectId, spend);
        if ('valid' in spent) return spent;
        return itemEnvelope(spent, 'Tickets spent.');
      }
      const reload = await app.payments.provider.startReload(
        me.id,
        order.cents,
        body.idempotencyKey,
      );
      if ('valid' in reload) return reload;
      return itemEnvelope(reload.order, reload.message);
    },
  );

  app.get(
    '/search',
    {
      schema: {
        tags: ['orders'],
        summary: 'Your orders, newest first',
        querystring: OrderSearchQuery,
        response: { 200: ListEnvelope(Order), ...errorResponses(403) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const page = resolvePage(request.query.start, request.query.limit);
      const orderType = request.query.orderType?.trim().toUpperCase() || undefined;
      const result = await app.orders.search(me.id, { orderType, page });
      return listEnvelope(result.items, result.countTotal, page);
    },
  );

  app.post(
    '/:id/cancel',
    {
      preHandler: app.memberLimits.preHandler('order-changes'),
      schema: {
        tags: ['orders'],
        summary: 'Cancel your order where the shop has not accepted it yet',
        description:
          'Every part of the order still PLACED becomes CANCELLED with your reason: its ' +
          'stock goes back on sale and the credit it cost comes back, in one transaction and ' +
          'once however often it is sent. Refused (ORDER_NOT_CANCELLABLE) when the shop has ' +
          'accepted it already. 404 when it does not exist or is not yours.',
        params: IdParams,
        body: CancelOrderBody,
        response: {
          200: Type.Union([ItemEnvelope(Order), ErrorEnvelope]),
          ...errorResponses(403, 404, 429),
        },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const reason = request.body.reason?.replace(/\s+/g, ' ').trim() || null;
      const result = await app.shopOrders.cancel(me.id, request.params.id, reason);
      if (!result) throw notFound('That order does not exist.');
      if ('valid' in result) return result;
      const order = await app.orders.findOwn(me.id, request.params.id);
      if (!order) throw notFound('That order does not exist.');
      return itemEnvelope(order, 'Your order is cancelled.');
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['orders'],
        summary: 'One of your orders',
        description: '404 when it does not exist or is not yours.',
        params: IdParams,
        querystring: GeoQuery,
        response: { 200: ItemEnvelope(Order), ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const order = await app.orders.findOwn(me.id, request.params.id);
      if (!order) throw notFound('That order does not exist.');
      return itemEnvelope(order);
    },
  );
};

export default orders;
