import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { itemEnvelope, listEnvelope } from '../../../lib/envelopes.ts';
import { conflict, HttpError } from '../../../lib/errors.ts';
import { currentUser } from '../../../plugins/app/kernel/current-member.ts';
import { cleanReason, hasRole, type StaffRole } from '../../../plugins/app/kernel/roles.ts';
import { roleRequired, staffOnly } from '../../../plugins/app/staff/require-role.ts';
import {
  ErrorEnvelope,
  errorResponses,
  ItemEnvelope,
  ListEnvelope,
} from '../../../schemas/common.ts';
import {
  QueueActionBody,
  QueueActionResults,
  QueueItem,
  QueueQuery,
} from '../../../schemas/moderation.ts';

const DEFAULT_LIMIT = 25;

const STAFF =
  'Moderators and operators: 403 SESSION_INVALID without a session, 403 ROLE_REQUIRED for ' +
  'members.';

/** The review queue (issue 35): reported and held items, and what moderators do with them. */
const queueRoutes: FastifyPluginAsyncTypebox = staffOnly('moderator', async (app) => {
  app.get(
    '/queue',
    {
      schema: {
        tags: ['staff'],
        summary: 'The review queue: most reported first, then oldest, each in context',
        description:
          `${STAFF} Each item carries its words, the thread or chat lines around it (the ` +
          "reporters' lines marked), the reports and reasons since it entered the queue, and " +
          "the author's record (account age, sanctions, other open items).",
        querystring: QueueQuery,
        response: { 200: ListEnvelope(QueueItem), ...errorResponses(403) },
      },
    },
    async (request) => {
      const { start = 0, limit = DEFAULT_LIMIT, kind } = request.query;
      const page = { start, limit };
      const { items, total } = await app.moderation.listQueue({ kind }, page);
      return listEnvelope(items, total, page);
    },
  );

  app.post(
    '/queue/actions',
    {
      schema: {
        tags: ['staff'],
        summary: 'Dismiss, hide, delete, warn, suspend or ban: one or several queue items',
        description:
          `${STAFF} Banning is for operators (403 ROLE_REQUIRED for moderators). Every action ` +
          'needs a reason and goes to the audit log; warn, suspend and ban notify the author, ' +
          'as hide and delete do. dismiss restores a hidden item (for a held one: approves ' +
          'and publishes it). Each item is one result; when every item was already handled ' +
          '(e.g. by another moderator a moment before), 409 ALREADY_HANDLED says by whom.',
        body: QueueActionBody,
        response: {
          200: Type.Union([ItemEnvelope(QueueActionResults), ErrorEnvelope]),
          ...errorResponses(403, 409),
        },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const role = me.role as StaffRole;
      const { itemIds, action, days } = request.body;
      const reason = cleanReason(request.body.reason);
      if (!reason)
        throw new HttpError(400, 'REASON_REQUIRED', 'Say why, in a sentence: it is logged.');
      if (action === 'ban' && !hasRole(role, 'operator')) throw roleRequired('operator');
      if (action === 'suspend' && days === undefined) {
        throw new HttpError(400, 'VALIDATION_ERROR', 'body/days is required to suspend.');
      }
      const results = await app.moderation.act({ id: me.id, role }, itemIds, action, reason, days);
      for (const result of results) {
        if (result.bannedAccountId !== undefined) {
          await app.sessions.revokeAllFor(result.bannedAccountId);
        }
      }
      const items = results.map(({ itemId, outcome, message }) => ({ itemId, outcome, message }));
      const first = items[0];
      if (items.length === 1 && first && first.outcome !== 'DONE') {
        if (first.outcome === 'ALREADY_HANDLED') throw conflict('ALREADY_HANDLED', first.message);
        if (first.outcome === 'MISSING') throw new HttpError(404, 'NOT_FOUND', first.message);
        throw new HttpError(409, 'REFUSED', first.message);
      }
      if (items.every((item) => item.outcome === 'ALREADY_HANDLED')) {
        throw conflict('ALREADY_HANDLED', 'Every item was already handled. Nothing was changed.');
      }
      const doneCount = items.filter((item) => item.outcome === 'DONE').length;
      const message =
        items.length === 1 ? (first?.message ?? '') : `${doneCount} of ${items.length} items done.`;
      return itemEnvelope({ results: items }, message);
    },
  );
});

export default queueRoutes;
