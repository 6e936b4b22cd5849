import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { itemEnvelope, listEnvelope } from '../../../lib/envelopes.ts';
import { notFound, refuse } from '../../../lib/errors.ts';
import { currentUser } from '../../../plugins/app/kernel/current-member.ts';
import { cleanReason } from '../../../plugins/app/kernel/roles.ts';
import {
  CollectBody,
  ShopOrder,
  ShopOrderActionBody,
  ShopOrderParams,
  ShopOrdersQuery,
  StaffedLocation,
} from '../../../schemas/business.ts';
import {
  ErrorEnvelope,
  errorResponses,
  GeoQuery,
  ItemEnvelope,
  ListEnvelope,
} from '../../../schemas/common.ts';

const NOT_FOUND = 'That order does not exist.';
const STAFF_ONLY =
  "For a shop's staff: a shop or order of a shop you do not staff is 404, as if it did not exist.";

const STEP_DONE: Record<string, string> = {
  accept: 'Order accepted.',
  ready: 'The member has been told the order is ready.',
  reject: 'Order rejected; the member has been told.',
  collect: 'Order collected.',
};

/** The orders at the counter (issue 36): a shop's staff see and move their shop's orders. */
const businessOrders: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/locations',
    {
      schema: {
        tags: ['business'],
        summary: 'The shops you staff, with their open orders',
        description: 'Empty for a member who staffs no shop.',
        querystring: GeoQuery,
        response: { 200: ListEnvelope(StaffedLocation), ...errorResponses(403) },
      },
    },
    async (request) => {
      const items = await app.shopOrders.locations(currentUser(request).id);
      return listEnvelope(items, items.length, { start: 0, limit: Math.max(items.length, 1) });
    },
  );

  app.get(
    '/orders',
    {
      schema: {
        tags: ['business'],
        summary: "A shop's orders: the open ones oldest first, or the latest done",
        description: STAFF_ONLY,
        querystring: ShopOrdersQuery,
        response: { 200: ListEnvelope(ShopOrder), ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const { retailerLocationId, view } = request.query;
      const items = await app.shopOrders.list(
        currentUser(request).id,
        retailerLocationId,
        view ?? 'open',
      );
      return listEnvelope(items, items.length, { start: 0, limit: 50 });
    },
  );

  app.get(
    '/orders/:shopOrderId',
    {
      schema: {
        tags: ['business'],
        summary: 'One order of a shop you staff',
        description: STAFF_ONLY,
        params: ShopOrderParams,
        querystring: GeoQuery,
        response: { 200: ItemEnvelope(ShopOrder), ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const order = await app.shopOrders.find(currentUser(request).id, request.params.shopOrderId);
      if (!order) throw notFound(NOT_FOUND);
      return itemEnvelope(order);
    },
  );

  app.post(
    '/orders/:shopOrderId/steps',
    {
      preHandler: app.memberLimits.preHandler('order-changes'),
      schema: {
        tags: ['business'],
        summary: 'Accept an order, mark it ready, or reject it with a reason',
        description:
          `${STAFF_ONLY} accept takes a PLACED order, ready an ACCEPTED one, reject any open ` +
          'one and needs a reason (REASON_REQUIRED); rejecting gives the member back the ' +
          'credit paid and the shop its stock, in one transaction. A step the order has ' +
          'already had (a repeated click, two at once) answers the order as it is and gives ' +
          'nothing back twice; one that no longer fits is ORDER_STATUS_CHANGED. The member ' +
          'is notified and their pages change live.',
        params: ShopOrderParams,
        body: ShopOrderActionBody,
        response: {
          200: Type.Union([ItemEnvelope(ShopOrder), ErrorEnvelope]),
          ...errorResponses(403, 404, 429),
        },
      },
    },
    async (request) => {
      const { action } = request.body;
      const reason = request.body.reason === undefined ? '' : cleanReason(request.body.reason);
      if (action === 'reject' && !reason) {
        return refuse('REASON_REQUIRED', 'Tell the member why, in a sentence.');
      }
      const result = await app.shopOrders.step(
        currentUser(request).id,
        request.params.shopOrderId,
        { step: action, reason: action === 'reject' ? reason : null },
      );
      if (!result) throw notFound(NOT_FOUND);
      if ('valid' in result) return result;
      return itemEnvelope(result.order, result.repeated ? 'Already done.' : STEP_DONE[action]);
    },
  );

  app.post(
    '/orders/:shopOrderId/collect',
    {
      preHandler: app.memberLimits.preHandler('order-changes'),
      schema: {
        tags: ['business'],
        summary: "Hand over a ready order: the member's code, and their ID and age checked",
        description:
          `${STAFF_ONLY} The code is one of the order's redemption codes (case, spaces and ` +
          'dashes do not matter; another is CODE_MISMATCH); idChecked must be true ' +
          '(ID_CHECK_REQUIRED) and is recorded with who checked and when. The lines become ' +
          'REDEEMED.',
        params: ShopOrderParams,
        body: CollectBody,
        response: {
          200: Type.Union([ItemEnvelope(ShopOrder), ErrorEnvelope]),
          ...errorResponses(403, 404, 429),
        },
      },
    },
    async (request) => {
      const result = await app.shopOrders.step(
        currentUser(request).id,
        request.params.shopOrderId,
        {
          step: 'collect',
          reason: null,
          redemptionCode: request.body.redemptionCode,
          idChecked: request.body.idChecked,
        },
      );
      if (!result) throw notFound(NOT_FOUND);
      if ('valid' in result) return result;
      return itemEnvelope(result.order, result.repeated ? 'Already collected.' : STEP_DONE.collect);
    },
  );
};

export default businessOrders;
