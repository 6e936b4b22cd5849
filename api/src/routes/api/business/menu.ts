import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { itemEnvelope, listEnvelope } from '../../../lib/envelopes.ts';
import { notFound, refuse } from '../../../lib/errors.ts';
import { currentUser } from '../../../plugins/app/kernel/current-member.ts';
import { hoursRefusal } from '../../../plugins/app/marketplace/shop-menu.ts';
import {
  HoursBody,
  LocationParams,
  MenuItemBody,
  MenuItemParams,
  ShopMenuItem,
  ShopMenuQuery,
  StaffedLocation,
} from '../../../schemas/business.ts';
import {
  ErrorEnvelope,
  errorResponses,
  ItemEnvelope,
  ListEnvelope,
} from '../../../schemas/common.ts';

const STAFF_ONLY =
  "For a shop's staff: a shop or offer of a shop you do not staff is 404, as if it did not exist.";

/** A shop's stock, sold-out marks and opening hours, kept by its staff (issue 36). */
const businessMenu: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/menu',
    {
      schema: {
        tags: ['business'],
        summary: "A shop's offers with their stock, for its staff",
        description: STAFF_ONLY,
        querystring: ShopMenuQuery,
        response: { 200: ListEnvelope(ShopMenuItem), ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const items = await app.shopMenu.list(
        currentUser(request).id,
        request.query.retailerLocationId,
      );
      if (!items) throw notFound('That shop does not exist.');
      return listEnvelope(items, items.length, { start: 0, limit: Math.max(items.length, 1) });
    },
  );

  app.put(
    '/menu/:offerLocationId',
    {
      preHandler: app.memberLimits.preHandler('order-changes'),
      schema: {
        tags: ['business'],
        summary: "Set an offer's stock at your shop, or mark it sold out (or back on sale)",
        description: `${STAFF_ONLY} Members see the change on their next read.`,
        params: MenuItemParams,
        body: MenuItemBody,
        response: { 200: ItemEnvelope(ShopMenuItem), ...errorResponses(403, 404, 429) },
      },
    },
    async (request) => {
      const item = await app.shopMenu.update(
        currentUser(request).id,
        request.params.offerLocationId,
        {
          ...(request.body.stock === undefined ? {} : { stock: request.body.stock }),
          ...(request.body.soldOut === undefined ? {} : { soldOut: request.body.soldOut }),
        },
      );
      if (!item) throw notFound('That offer does not exist.');
      return itemEnvelope(item, item.soldOut ? `${item.offerName} is sold out here.` : 'Saved.');
    },
  );

  app.put(
    '/locations/:retailerLocationId/hours',
    {
      preHandler: app.memberLimits.preHandler('order-changes'),
      schema: {
        tags: ['business'],
        summary: "Set your shop's opening hours",
        description:
          `${STAFF_ONLY} Each day at most once, HH:MM in the shop's time zone, opening before ` +
          'closing; a day with both null is closed, a day left out unknown. Refused with the ' +
          'day named as INVALID_HOURS.',
        params: LocationParams,
        body: HoursBody,
        response: {
          200: Type.Union([ItemEnvelope(StaffedLocation), ErrorEnvelope]),
          ...errorResponses(403, 404, 429),
        },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const refusal = hoursRefusal(request.body.hours);
      if (refusal) return refuse('INVALID_HOURS', refusal);
      const id = request.params.retailerLocationId;
      if (!(await app.shopMenu.setHours(me.id, id, request.body.hours))) {
        throw notFound('That shop does not exist.');
      }
      const shop = (await app.shopOrders.locations(me.id)).find((l) => l.retailerLocationId === id);
      if (!shop) throw notFound('That shop does not exist.');
      return itemEnvelope(shop, 'Opening hours saved.');
    },
  );
};

export default businessMenu;
