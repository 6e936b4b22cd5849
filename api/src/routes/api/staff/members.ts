import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { itemEnvelope, listEnvelope } from '../../../lib/envelopes.ts';
import { notFound, refuse } from '../../../lib/errors.ts';
import { currentUser } from '../../../plugins/app/kernel/current-member.ts';
import { staffOnly } from '../../../plugins/app/staff/require-role.ts';
import { cleanReason } from '../../../plugins/app/kernel/roles.ts';
import {
  ErrorEnvelope,
  errorResponses,
  ItemEnvelope,
  ListEnvelope,
} from '../../../schemas/common.ts';
import {
  AccountIdParams,
  RoleChangeBody,
  StaffMember,
  StaffMembersQuery,
} from '../../../schemas/staff.ts';

/** How many members one search of the Staff page lists. */
const SEARCH_LIMIT = 25;

const OPERATORS_ONLY =
  'Operators only: 403 SESSION_INVALID without a session, 403 ROLE_REQUIRED for members ' +
  'and moderators.';

/** The Staff page: operators find members and give or take staff roles (issue 35). */
const staffRoutes: FastifyPluginAsyncTypebox = staffOnly('operator', async (app) => {
  app.get(
    '/members',
    {
      schema: {
        tags: ['staff'],
        summary: 'Find members to give or take a role; without a keyword, the staff',
        description: `${OPERATORS_ONLY} Staff are listed first; deleted accounts never.`,
        querystring: StaffMembersQuery,
        response: { 200: ListEnvelope(StaffMember), ...errorResponses(403) },
      },
    },
    async (request) => {
      const items = await app.staff.search(request.query.keyword ?? '', SEARCH_LIMIT);
      return listEnvelope(items, items.length, { start: 0, limit: SEARCH_LIMIT });
    },
  );

  app.put(
    '/members/:accountId/role',
    {
      schema: {
        tags: ['staff'],
        summary: "Give or take a member's staff role, with a reason (logged)",
        description:
          `${OPERATORS_ONLY} The change and its reason go to the audit log with the role ` +
          'before and after. Your own role cannot be changed here (`valid:false, ' +
          'errorCode:OWN_ROLE`): another operator changes it, so an install always keeps ' +
          'one. The role it already has is `valid:false, errorCode:ROLE_UNCHANGED`. 404 ' +
          'for an account that does not exist or was deleted.',
        params: AccountIdParams,
        body: RoleChangeBody,
        response: {
          200: Type.Union([ItemEnvelope(StaffMember), ErrorEnvelope]),
          ...errorResponses(403, 404),
        },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const { accountId } = request.params;
      const reason = cleanReason(request.body.reason);
      if (!reason) return refuse('REASON_REQUIRED', 'Say why, in a sentence: it is logged.');
      if (accountId === me.id) {
        return refuse('OWN_ROLE', 'Your own role is changed by another operator.');
      }
      const change = await app.staff.changeRole({
        actor: { id: me.id, role: 'operator' },
        accountId,
        role: request.body.role,
        reason,
      });
      if (change.outcome === 'missing') throw notFound('There is no such member.');
      if (change.outcome === 'unchanged') {
        return refuse(
          'ROLE_UNCHANGED',
          `${change.member.display} is already ${roleWithArticle(change.member.role)}.`,
        );
      }
      return itemEnvelope(
        change.member,
        `${change.member.display} is now ${roleWithArticle(change.member.role)}.`,
      );
    },
  );
});

function roleWithArticle(role: string): string {
  return role === 'operator' ? 'an operator' : `a ${role}`;
}

export default staffRoutes;
