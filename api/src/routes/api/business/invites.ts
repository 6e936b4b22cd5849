import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { itemEnvelope } from '../../../lib/envelopes.ts';
import { notFound } from '../../../lib/errors.ts';
import { currentUser } from '../../../plugins/app/kernel/current-member.ts';
import {
  InviteTokenParams,
  ShopInvitePreview,
  StaffedLocation,
} from '../../../schemas/business.ts';
import { errorResponses, GeoBody, GeoQuery, ItemEnvelope } from '../../../schemas/common.ts';

const INVITE_GONE = 'That invite does not exist, was used or has expired.';

/** A member takes an operator's invite to staff a shop (issue 36). */
const businessInvites: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/invites/:token',
    {
      schema: {
        tags: ['business'],
        summary: 'The shop an invite link asks you to staff',
        description: '404 when the link is unknown, used or expired.',
        params: InviteTokenParams,
        querystring: GeoQuery,
        response: { 200: ItemEnvelope(ShopInvitePreview), ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const invite = await app.shopStaff.preview(request.params.token);
      if (!invite) throw notFound(INVITE_GONE);
      return itemEnvelope(invite);
    },
  );

  app.post(
    '/invites/:token/accept',
    {
      preHandler: app.memberLimits.preHandler('order-changes'),
      schema: {
        tags: ['business'],
        summary: 'Accept an invite: you staff the shop from now on',
        description: 'Once per link; 404 when it is unknown, used or expired.',
        params: InviteTokenParams,
        body: GeoBody,
        response: { 200: ItemEnvelope(StaffedLocation), ...errorResponses(403, 404, 429) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const accepted = await app.shopStaff.accept(me.id, request.params.token);
      if (accepted.outcome === 'missing') throw notFound(INVITE_GONE);
      const shop = (await app.shopOrders.locations(me.id)).find(
        (location) => location.retailerLocationId === accepted.retailerLocationId,
      );
      if (!shop) throw notFound(INVITE_GONE);
      return itemEnvelope(shop, `You now staff ${accepted.locationName}.`);
    },
  );
};

export default businessInvites;
