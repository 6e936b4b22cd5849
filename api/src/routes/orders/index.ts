import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { HttpError, notFound } from '../../lib/errors.ts';
import { listEnvelope, resolvePage } from '../../lib/paging.ts';
import { currentUser } from '../../plugins/app/identity/sessions-repository.ts';
import {
  bearerSecurity,
  ErrorEnvelope,
  errorResponses,
  GeoQuery,
  IdParams,
  ItemEnvelope,
  ListEnvelope,
} from '../../schemas/common.ts';
import { TicketSpend } from '../../schemas/games.ts';
import { Order, OrderBody, OrderSearchQuery, type OrderInput } from '../../schemas/wallets.ts';

/** The most credit one reload may add. */
export const MAX_RELOAD_CENTS = 100_000;

const invalid = (message: string) => new HttpError(400, 'VALIDATION_ERROR', message);

/** A reload's total in cents; the message names what is wrong. */
function reloadCents(body: OrderInput): number {
  if (body.currencyType?.trim().toUpperCase() !== 'RELOAD') {
    throw invalid('body/currencyType must be "RELOAD" for a credit reload');
  }
  let total = 0;
  for (const [index, line] of (body.cart ?? []).entries()) {
    if (line.orderItemType.trim().toUpperCase() !== 'CUSTOM') {
      throw invalid(`body/cart/${index}/orderItemType must be "CUSTOM"`);
    }
    const cents = Math.round(line.amount * 100);
    if (Math.abs(cents - line.amount * 100) > 1e-6) {
      throw invalid(`body/cart/${index}/amount must be in whole cents`);
    }
    total += cents;
  }
  if (total > MAX_RELOAD_CENTS) {
    throw invalid(`body/cart adds more than $${MAX_RELOAD_CENTS / 100} of credit at once`);
  }
  return total;
}

const orders: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['orders'],
        summary: 'Reload credit, or deduct tickets',
        description:
          'A reload is `{cart: [{amount, orderItemType: "CUSTOM"}], currencyType: "RELOAD"}` ' +
          'and adds the amounts to your credit ledger. A ticket deduction is ' +
          '`{ticketCount, description?, idempotencyKey?}` and takes tickets off your balance; ' +
          'it is refused (NOT_ENOUGH_TICKETS) when the balance is short.',
        security: bearerSecurity,
        body: OrderBody,
        response: {
          200: Type.Union([ItemEnvelope(Order), ItemEnvelope(TicketSpend), ErrorEnvelope]),
          ...errorResponses(403),
        },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const body = request.body;
      if (body.ticketCount !== undefined) {
        if (body.cart !== undefined) throw invalid('body/cart and body/ticketCount do not mix');
        const spent = await app.tickets.spend(me.id, {
          ticketCount: body.ticketCount,
          description: body.description,
          idempotencyKey: body.idempotencyKey,
        });
        if ('valid' in spent) return spent;
        return { valid: true as const, message: 'Tickets spent.', item: spent };
      }
      if (body.cart === undefined) throw invalid('body/cart is required');
      const order = await app.orders.reload(me.id, reloadCents(body), body.idempotencyKey);
      return { valid: true as const, message: 'Credit added.', item: order };
    },
  );

  app.get(
    '/search',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['orders'],
        summary: 'Your orders, newest first',
        security: bearerSecurity,
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

  app.get(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['orders'],
        summary: 'One of your orders',
        description: '404 when it does not exist or is not yours.',
        security: bearerSecurity,
        params: IdParams,
        querystring: GeoQuery,
        response: { 200: ItemEnvelope(Order), ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const order = await app.orders.findOwn(me.id, request.params.id);
      if (!order) throw notFound('That order does not exist.');
      return { valid: true as const, message: 'ok', item: order };
    },
  );
};

export default orders;
