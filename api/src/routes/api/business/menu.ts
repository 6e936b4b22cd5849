import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { itemEnvelope, listEnvelope } from '../../../lib/envelopes.ts';
import { notFound, refuse } from '../../../lib/errors.ts';
import { currentUser } from '../../../plugins/app/kernel/current-member.ts';
import { closuresRefusal, hoursRefusal } from '../../../plugins/app/marketplace/shop-menu-rules.ts';
import {
  ClosuresBody,
  HoursBody,
  LocationParams,
  MenuItemBody,
  MenuItemParams,
  NewOfferBody,
  ShopMenuItem,
  ShopClosures,
  ShopMenuQuery,
  StaffedLocation,
} from '../../../schemas/business.ts';
import {
  ErrorEnvelope,
  errorResponses,
  GeoQuery,
  ItemEnvelope,
  ListEnvelope,
} from '../../../schemas/common.ts';

const STAFF_ONLY =
  "For a shop's staff: a shop or offer of a shop you do not staff is 404, as if it did not exist.";

const OFFER_REFUSAL =
  'A field that cannot be kept is refused as INVALID_OFFER with the field named in the ' +
  'message ("Price: …", "Photos: …"), and nothing is written. Members see the change on ' +
  'their next read.';

/** A shop's offers, stock, sold-out marks, hours and closures, kept by its staff (issue 36). */
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
        summary:
          "Edit an offer at your shop: its stock and sold-out mark here, and the offer's own fields",
        description:
          `${STAFF_ONLY} Stock and sold out are this shop's; name, description, category, sizes, ` +
          "price, sale price and photos are the retailer's and change at ALL its shops. " +
          OFFER_REFUSAL,
        params: MenuItemParams,
        body: MenuItemBody,
        response: {
          200: Type.Union([ItemEnvelope(ShopMenuItem), ErrorEnvelope]),
          ...errorResponses(403, 404, 429),
        },
      },
    },
    async (request) => {
      const { latitude: _latitude, longitude: _longitude, ...change } = request.body;
      const answer = await app.shopMenu.update(
        currentUser(request).id,
        request.params.offerLocationId,
        change,
      );
      if (!answer) throw notFound('That offer does not exist.');
      if ('refused' in answer) return refuse('INVALID_OFFER', answer.refused.message);
      const { item } = answer;
      return itemEnvelope(item, item.soldOut ? `${item.offerName} is sold out here.` : 'Saved.');
    },
  );

  app.post(
    '/locations/:retailerLocationId/menu',
    {
      preHandler: app.memberLimits.preHandler('order-changes'),
      schema: {
        tags: ['business'],
        summary: "Add a new offer to your shop: the retailer's, on sale here with its stock",
        description:
          `${STAFF_ONLY} Name, price and stock are needed; photos are uploadIds from POST ` +
          '/assets (your own uploads), the first one shown in lists. ' +
          OFFER_REFUSAL,
        params: LocationParams,
        body: NewOfferBody,
        response: {
          200: Type.Union([ItemEnvelope(ShopMenuItem), ErrorEnvelope]),
          ...errorResponses(403, 404, 429),
        },
      },
    },
    async (request) => {
      const { latitude: _latitude, longitude: _longitude, ...offer } = request.body;
      const answer = await app.shopMenu.create(
        currentUser(request).id,
        request.params.retailerLocationId,
        offer,
      );
      if (!answer) throw notFound('That shop does not exist.');
      if ('refused' in answer) return refuse('INVALID_OFFER', answer.refused.message);
      return itemEnvelope(answer.item, `${answer.item.offerName} is on your menu.`);
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

  app.get(
    '/locations/:retailerLocationId/closures',
    {
      schema: {
        tags: ['business'],
        summary: "Your shop's holiday closures to come",
        description: `${STAFF_ONLY} From the shop's today on, earliest first.`,
        params: LocationParams,
        querystring: GeoQuery,
        response: { 200: ItemEnvelope(ShopClosures), ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const id = request.params.retailerLocationId;
      const closures = await app.shopMenu.closures(currentUser(request).id, id);
      if (!closures) throw notFound('That shop does not exist.');
      return itemEnvelope({ retailerLocationId: id, closures });
    },
  );

  app.put(
    '/locations/:retailerLocationId/closures',
    {
      preHandler: app.memberLimits.preHandler('order-changes'),
      schema: {
        tags: ['business'],
        summary: "Set your shop's holiday closures",
        description:
          `${STAFF_ONLY} Whole days in the shop's calendar, each with an optional note; they ` +
          "replace the shop's closures from its today on. The shop is not open on those days " +
          'whatever its hours say. A day given twice or not in the calendar is refused as ' +
          'INVALID_CLOSURES.',
        params: LocationParams,
        body: ClosuresBody,
        response: {
          200: Type.Union([ItemEnvelope(ShopClosures), ErrorEnvelope]),
          ...errorResponses(403, 404, 429),
        },
      },
    },
    async (request) => {
      const refusal = closuresRefusal(request.body.closures);
      if (refusal) return refuse('INVALID_CLOSURES', refusal);
      const id = request.params.retailerLocationId;
      const closures = await app.shopMenu.setClosures(
        currentUser(request).id,
        id,
        request.body.closures,
      );
      if (!closures) throw notFound('That shop does not exist.');
      return itemEnvelope({ retailerLocationId: id, closures }, 'Holiday closures saved.');
    },
  );
};

export default businessMenu;
