import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { itemEnvelope, listEnvelope } from '../../../lib/envelopes.ts';
import { refuse } from '../../../lib/errors.ts';
import { currentUser } from '../../../plugins/app/kernel/current-member.ts';
import { cleanReason } from '../../../plugins/app/kernel/roles.ts';
import { staffOnly } from '../../../plugins/app/staff/require-role.ts';
import {
  ErrorEnvelope,
  errorResponses,
  ItemEnvelope,
  ListEnvelope,
} from '../../../schemas/common.ts';
import { RemoteParams, RemoteRelease, RollbackBody } from '../../../schemas/releases.ts';

const OPERATORS_ONLY =
  'Operators only: 403 SESSION_INVALID without a session, 403 ROLE_REQUIRED for members ' +
  'and moderators.';

/** The console's Releases page: each remote's live version, and rolling back (issue 38). */
const releasesRoutes: FastifyPluginAsyncTypebox = staffOnly('operator', async (app) => {
  app.get(
    '/releases',
    {
      schema: {
        tags: ['staff'],
        summary: "Each remote's live version, who released it and when, and the versions before",
        description:
          `${OPERATORS_ONLY} Each remote's manifest is fetched by the server (2 s at most) and ` +
          'a remote whose manifest does not answer is marked `health.healthy: false`.',
        response: { 200: ListEnvelope(RemoteRelease), ...errorResponses(403) },
      },
    },
    async () => {
      const items = await app.releases.list();
      return listEnvelope(items, items.length, { start: 0, limit: Math.max(items.length, 1) });
    },
  );

  app.post(
    '/releases/:remote/rollback',
    {
      schema: {
        tags: ['staff'],
        summary: 'Make the version live before the current one live again (logged)',
        description:
          `${OPERATORS_ONLY} The same as \`pnpm rollback:remote\`: the host's next page load ` +
          'uses it. Logged in the audit log (`release.rollback`) with the version before and ' +
          'after and the reason. `valid:false, errorCode:NOTHING_TO_ROLL_BACK` when there is ' +
          'no earlier release.',
        params: RemoteParams,
        body: RollbackBody,
        response: {
          200: Type.Union([ItemEnvelope(RemoteRelease), ErrorEnvelope]),
          ...errorResponses(403),
        },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const reason = cleanReason(request.body.reason);
      if (!reason) return refuse('REASON_REQUIRED', 'Say why, in a sentence: it is logged.');
      const result = await app.releases.rollback({
        actor: { id: me.id, role: 'operator', display: `${me.first_name} ${me.last_name}` },
        remote: request.params.remote,
        reason,
      });
      if (result.outcome === 'refused') return refuse('NOTHING_TO_ROLL_BACK', result.message);
      const { release } = result;
      return itemEnvelope(
        release,
        `${release.remote} ${release.live?.version ?? ''} is live again.`,
      );
    },
  );
});

export default releasesRoutes;
