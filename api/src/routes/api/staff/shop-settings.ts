import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { itemEnvelope } from '../../../lib/envelopes.ts';
import { HttpError } from '../../../lib/errors.ts';
import { currentUser } from '../../../plugins/app/kernel/current-member.ts';
import { cleanReason } from '../../../plugins/app/kernel/roles.ts';
import { staffOnly } from '../../../plugins/app/staff/require-role.ts';
import { errorResponses, ItemEnvelope } from '../../../schemas/common.ts';
import { ShopSettings, ShopSettingsBody } from '../../../schemas/staff.ts';

const OPERATORS_ONLY =
  'Operators only: 403 SESSION_INVALID without a session, 403 ROLE_REQUIRED for members ' +
  'and moderators.';

/** The shops' settings operators change on the console's Shops page (issue 36), logged. */
const shopSettingsRoutes: FastifyPluginAsyncTypebox = staffOnly('operator', async (app) => {
  app.get(
    '/shop-settings',
    {
      schema: {
        tags: ['staff'],
        summary: "The shops' settings: the low-stock threshold",
        description: OPERATORS_ONLY,
        response: { 200: ItemEnvelope(ShopSettings), ...errorResponses(403) },
      },
    },
    async () => itemEnvelope(await app.shopSettings.settings()),
  );

  app.put(
    '/shop-settings',
    {
      schema: {
        tags: ['staff'],
        summary: 'Change the low-stock threshold, with a reason (logged)',
        description:
          `${OPERATORS_ONLY} 0 to 10 000 units; the change goes to the audit log with before ` +
          'and after. Offers already low are told of on their next order or stock edit.',
        body: ShopSettingsBody,
        response: { 200: ItemEnvelope(ShopSettings), ...errorResponses(400, 403) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const reason = cleanReason(request.body.reason);
      if (!reason)
        throw new HttpError(400, 'REASON_REQUIRED', 'Say why, in a sentence: it is logged.');
      const settings = await app.shopSettings.changeSettings(
        { id: me.id, role: 'operator' },
        { lowStockThreshold: request.body.lowStockThreshold },
        reason,
      );
      const units = settings.lowStockThreshold === 1 ? 'unit' : 'units';
      return itemEnvelope(
        settings,
        `Saved: staff are told when an offer is down to ${settings.lowStockThreshold} ${units}.`,
      );
    },
  );
});

export default shopSettingsRoutes;
