import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listEnvelope } from '../../../lib/envelopes.ts';
import { staffOnly } from '../../../plugins/app/staff/require-role.ts';
import { errorResponses, ListEnvelope } from '../../../schemas/common.ts';
import { AuditEntry, AuditQuery } from '../../../schemas/staff.ts';

const DEFAULT_LIMIT = 50;

/** The staff audit log, read in the console by every staff member (issue 35). */
const auditRoutes: FastifyPluginAsyncTypebox = staffOnly('moderator', async (app) => {
  app.get(
    '/audit',
    {
      schema: {
        tags: ['staff'],
        summary: 'The staff audit log, newest first, filtered by actor, action, days and words',
        description:
          'Moderators and operators: 403 SESSION_INVALID without a session, 403 ' +
          'ROLE_REQUIRED for members. Append-only: nothing here changes or removes an entry. ' +
          'Up to 1000 entries a page (the console exports a filtered list as CSV).',
        querystring: AuditQuery,
        response: { 200: ListEnvelope(AuditEntry), ...errorResponses(403) },
      },
    },
    async (request) => {
      const { start = 0, limit = DEFAULT_LIMIT, ...filters } = request.query;
      const page = { start, limit };
      const { items, total } = await app.staff.searchAudit(filters, page);
      return listEnvelope(items, total, page);
    },
  );
});

export default auditRoutes;
