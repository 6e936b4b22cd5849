import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { itemEnvelope } from '../../../lib/envelopes.ts';
import { conflict, HttpError, notFound } from '../../../lib/errors.ts';
import { currentUser } from '../../../plugins/app/kernel/current-member.ts';
import { cleanReason, type StaffRole } from '../../../plugins/app/kernel/roles.ts';
import { roleRequired, staffOnly } from '../../../plugins/app/staff/require-role.ts';
import { errorResponses, ItemEnvelope } from '../../../schemas/common.ts';
import { LiftBody, MemberRecord, SanctionIdParams } from '../../../schemas/moderation.ts';
import { AccountIdParams } from '../../../schemas/staff.ts';

const STAFF =
  'Moderators and operators: 403 SESSION_INVALID without a session, 403 ROLE_REQUIRED for ' +
  'members.';

/** A member's record and lifting their sanctions (issue 35). */
const sanctionRoutes: FastifyPluginAsyncTypebox = staffOnly('moderator', async (app) => {
  app.get(
    '/members/:accountId/record',
    {
      schema: {
        tags: ['staff'],
        summary: "A member's record: account age, sanctions, items waiting in the queue",
        description: `${STAFF} 404 for an account that does not exist.`,
        params: AccountIdParams,
        response: { 200: ItemEnvelope(MemberRecord), ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const record = await app.moderation.memberRecord(request.params.accountId);
      if (!record) throw notFound('There is no such member.');
      return itemEnvelope(record);
    },
  );

  app.post(
    '/sanctions/:sanctionId/lift',
    {
      schema: {
        tags: ['staff'],
        summary: 'Lift a suspension (moderators and operators) or a ban (operators)',
        description:
          `${STAFF} With a reason, logged; the member is told. A ban is lifted by operators ` +
          'alone (403 ROLE_REQUIRED); a sanction no longer in force is 409 NOT_IN_FORCE.',
        params: SanctionIdParams,
        body: LiftBody,
        response: { 200: ItemEnvelope(MemberRecord), ...errorResponses(403, 404, 409) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const reason = cleanReason(request.body.reason);
      if (!reason)
        throw new HttpError(400, 'REASON_REQUIRED', 'Say why, in a sentence: it is logged.');
      const lifted = await app.moderation.lift(
        { id: me.id, role: me.role as StaffRole },
        request.params.sanctionId,
        reason,
      );
      if (lifted.outcome !== 'lifted') {
        if (lifted.outcome === 'missing') throw notFound(lifted.message);
        if (lifted.outcome === 'operator_only') throw roleRequired('operator');
        throw conflict('NOT_IN_FORCE', lifted.message);
      }
      const record = await app.moderation.memberRecord(lifted.accountId);
      if (!record) throw notFound('There is no such member.');
      return itemEnvelope(record, lifted.message);
    },
  );
});

export default sanctionRoutes;
