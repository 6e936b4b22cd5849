import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { resolvePage } from '../../../lib/paging.ts';
import { listEnvelope } from '../../../lib/envelopes.ts';
import { currentUser } from '../../../plugins/app/kernel/current-member.ts';
import {
  ErrorEnvelope,
  errorResponses,
  ItemEnvelope,
  ListEnvelope,
} from '../../../schemas/common.ts';
import { CartBody, CartPreview, PlaceOrderBody } from '../../../schemas/checkout.ts';
import { Order } from '../../../schemas/orders.ts';
import { WalletEntry, WalletSearchQuery } from '../../../schemas/wallets.ts';
import {
  MAX_CASH_ORDERS_PER_DAY,
  MAX_CASH_UNITS_NEW_ACCOUNT,
  MAX_CASH_UNITS_PER_DAY,
  MAX_CASH_UNITS_PER_MEMBER,
  MAX_CASH_UNITS_PER_ORDER,
} from '../../../plugins/app/marketplace/rules.ts';
import { itemEnvelope } from '../../../lib/envelopes.ts';

const REFUSALS =
  'Refusals are HTTP 200 with valid:false and an errorCode: EMPTY_CART, OFFER_UNAVAILABLE, ' +
  'OUT_OF_STOCK, INVALID_SIZE, PROMO_UNKNOWN, PROMO_NOT_STARTED, PROMO_EXPIRED, PROMO_USED_UP, ' +
  'PROMO_ALREADY_USED';

const wallets: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/preview',
    {
      schema: {
        tags: ['wallets'],
        summary: 'Price a cart: database prices, discounts, promo code and your credit',
        description: `Client prices and finalPrice are ignored. ${REFUSALS}.`,
        body: CartBody,
        response: {
          200: Type.Union([ItemEnvelope(CartPreview), ErrorEnvelope]),
          ...errorResponses(403),
        },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const result = await app.checkout.preview(me.id, request.body);
      if ('valid' in result) return result;
      return itemEnvelope(result);
    },
  );

  app.post(
    '/',
    {
      schema: {
        tags: ['wallets'],
        summary: 'Place an order for the cart',
        description:
          'One transaction: stock is checked and taken, credit charged for RELOAD, the order ' +
          'and its wallet entries (each with a redemption code) created — or nothing changes. ' +
          'An order that costs nothing (a promo code covering it all) is paid by nothing: it ' +
          'is answered as CASH with no payments, a reservation collected in the shop, under ' +
          'the pay-in-shop caps and expiry. A promo code is used at most its per-member limit ' +
          '(once, unless the code allows more). ' +
          'The same idempotencyKey with the same request returns the first order; with a ' +
          `different one it is 409 IDEMPOTENCY_KEY_REUSED. ${REFUSALS}, INSUFFICIENT_CREDIT, ` +
          `RESERVATION_LIMIT (paid in the shop: up to ${MAX_CASH_UNITS_PER_ORDER} items an ` +
          `order, ${MAX_CASH_UNITS_PER_MEMBER} unpaid a member), NEW_ACCOUNT_RESERVATION_LIMIT ` +
          `(an account in its first day: up to ${MAX_CASH_UNITS_NEW_ACCOUNT} unpaid). More ` +
          `than ${MAX_CASH_ORDERS_PER_DAY} pay-in-shop orders or ${MAX_CASH_UNITS_PER_DAY} ` +
          'items reserved in 24 hours is 429 with Retry-After. ' +
          'A billing address that is not yours is 404.',
        body: PlaceOrderBody,
        response: {
          200: Type.Union([ItemEnvelope(Order), ErrorEnvelope]),
          ...errorResponses(403, 404, 409),
        },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const result = await app.checkout.placeOrder(me.id, request.body);
      if ('valid' in result) return result;
      return itemEnvelope(
        result.order,
        result.replayed ? 'This order was already placed.' : 'Thank you for your order.',
      );
    },
  );

  app.get(
    '/search',
    {
      schema: {
        tags: ['wallets'],
        summary: 'Your wallet: what you bought, newest first, with redemption codes',
        querystring: WalletSearchQuery,
        response: { 200: ListEnvelope(WalletEntry), ...errorResponses(403) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const query = request.query;
      const page = resolvePage(query.start, query.limit);
      const result = await app.orders.wallet(me.id, {
        status: query.status?.trim().toUpperCase() || undefined,
        orderId: query.orderId,
        page,
      });
      return listEnvelope(result.items, result.countTotal, page);
    },
  );
};

export default wallets;
