import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { itemEnvelope, listEnvelope } from '../../../lib/envelopes.ts';
import { notFound, refuse } from '../../../lib/errors.ts';
import { currentUser } from '../../../plugins/app/kernel/current-member.ts';
import { cleanReason } from '../../../plugins/app/kernel/roles.ts';
import { staffOnly } from '../../../plugins/app/staff/require-role.ts';
import { SHOP_INVITE_DAYS } from '../../../plugins/app/staff/shop-staff-repository.ts';
import {
  ErrorEnvelope,
  errorResponses,
  ItemEnvelope,
  ListEnvelope,
} from '../../../schemas/common.ts';
import {
  ShopInvite,
  ShopParams,
  ShopStaffParams,
  ShopsQuery,
  ShopWithStaff,
  StaffReasonBody,
} from '../../../schemas/staff.ts';

const SEARCH_LIMIT = 25;
const OPERATORS_ONLY =
  'Operators only: 403 SESSION_INVALID without a session, 403 ROLE_REQUIRED for members ' +
  'and moderators.';

export interface ShopRoutesOptions {
  /** Base of the web app, for the invite link. */
  publicAppUrl: string;
}

/** The Shops page (issue 36): operators invite members to staff a shop, and revoke them. */
const shopRoutes: FastifyPluginAsyncTypebox<ShopRoutesOptions> = staffOnly(
  'operator',
  async (app, options) => {
    const appUrl = options.publicAppUrl.replace(/\/+$/, '');

    app.get(
      '/shops',
      {
        schema: {
          tags: ['staff'],
          summary: 'Find shops, with who staffs them',
          description: `${OPERATORS_ONLY} Shops with staff first.`,
          querystring: ShopsQuery,
          response: { 200: ListEnvelope(ShopWithStaff), ...errorResponses(403) },
        },
      },
      async (request) => {
        const items = await app.shopStaff.searchShops(request.query.keyword ?? '', SEARCH_LIMIT);
        return listEnvelope(items, items.length, { start: 0, limit: SEARCH_LIMIT });
      },
    );

    app.post(
      '/shops/:retailerLocationId/invites',
      {
        schema: {
          tags: ['staff'],
          summary: 'A link inviting a member to staff the shop (logged with the reason)',
          description:
            `${OPERATORS_ONLY} The link is shown once; a signed-in member who opens it may ` +
            `accept it once, within ${SHOP_INVITE_DAYS} days. 404 for a shop that does not exist.`,
          params: ShopParams,
          body: StaffReasonBody,
          response: {
            200: Type.Union([ItemEnvelope(ShopInvite), ErrorEnvelope]),
            ...errorResponses(403, 404),
          },
        },
      },
      async (request) => {
        const me = currentUser(request);
        const reason = cleanReason(request.body.reason);
        if (!reason) return refuse('REASON_REQUIRED', 'Say why, in a sentence: it is logged.');
        const invite = await app.shopStaff.invite({
          actor: { id: me.id, role: 'operator' },
          retailerLocationId: request.params.retailerLocationId,
          reason,
        });
        if (!invite) throw notFound('There is no such shop.');
        return itemEnvelope(
          {
            ...invite,
            url: `${appUrl}/#/browse/business/invite/${encodeURIComponent(invite.token)}`,
          },
          'Send this link to the member; it works once.',
        );
      },
    );

    app.post(
      '/shops/:retailerLocationId/staff/:accountId/revoke',
      {
        schema: {
          tags: ['staff'],
          summary: 'Take a shop away from one of its staff (logged with the reason)',
          description:
            `${OPERATORS_ONLY} From the next request on they no longer see the shop's orders. ` +
            '404 when they do not staff it.',
          params: ShopStaffParams,
          body: StaffReasonBody,
          response: {
            200: Type.Union([
              ItemEnvelope(Type.Object({ revoked: Type.Boolean() })),
              ErrorEnvelope,
            ]),
            ...errorResponses(403, 404),
          },
        },
      },
      async (request) => {
        const me = currentUser(request);
        const reason = cleanReason(request.body.reason);
        if (!reason) return refuse('REASON_REQUIRED', 'Say why, in a sentence: it is logged.');
        const revoked = await app.shopStaff.revoke({
          actor: { id: me.id, role: 'operator' },
          retailerLocationId: request.params.retailerLocationId,
          accountId: request.params.accountId,
          reason,
        });
        if (!revoked) throw notFound('They do not staff that shop.');
        return itemEnvelope({ revoked }, 'They no longer staff this shop.');
      },
    );
  },
);

export default shopRoutes;
