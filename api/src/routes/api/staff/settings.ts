import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { itemEnvelope } from '../../../lib/envelopes.ts';
import { HttpError } from '../../../lib/errors.ts';
import { currentUser } from '../../../plugins/app/kernel/current-member.ts';
import { cleanReason } from '../../../plugins/app/kernel/roles.ts';
import { staffOnly } from '../../../plugins/app/staff/require-role.ts';
import { errorResponses, ItemEnvelope } from '../../../schemas/common.ts';
import { ModerationSettings, ModerationSettingsBody } from '../../../schemas/moderation.ts';

const OPERATORS_ONLY =
  'Operators only: 403 SESSION_INVALID without a session, 403 ROLE_REQUIRED for members ' +
  'and moderators.';

/** The moderation settings operators change in the console (issue 35), each change logged. */
const settingsRoutes: FastifyPluginAsyncTypebox = staffOnly('operator', async (app) => {
  app.get(
    '/settings',
    {
      schema: {
        tags: ['staff'],
        summary: 'The moderation settings: how many reports hide an item until reviewed',
        description: OPERATORS_ONLY,
        response: { 200: ItemEnvelope(ModerationSettings), ...errorResponses(403) },
      },
    },
    async () => itemEnvelope(await app.moderation.settings()),
  );

  app.put(
    '/settings',
    {
      schema: {
        tags: ['staff'],
        summary: 'Change the moderation settings, with a reason (logged)',
        description: `${OPERATORS_ONLY} The change goes to the audit log with before and after.`,
        body: ModerationSettingsBody,
        response: { 200: ItemEnvelope(ModerationSettings), ...errorResponses(403) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const reason = cleanReason(request.body.reason);
      if (!reason)
        throw new HttpError(400, 'REASON_REQUIRED', 'Say why, in a sentence: it is logged.');
      const settings = await app.moderation.changeSettings(
        { id: me.id, role: 'operator' },
        { hideThreshold: request.body.hideThreshold },
        reason,
      );
      return itemEnvelope(
        settings,
        `Saved: ${settings.hideThreshold} reports hide an item until it is reviewed.`,
      );
    },
  );
});

export default settingsRoutes;
