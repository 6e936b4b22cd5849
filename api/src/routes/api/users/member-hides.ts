import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { itemEnvelope, listEnvelope, messageEnvelope } from '../../../lib/envelopes.ts';
import { HttpError, notFound } from '../../../lib/errors.ts';
import { currentUser } from '../../../plugins/app/kernel/current-member.ts';
import {
  errorResponses,
  GeoQuery,
  ItemEnvelope,
  ListEnvelope,
  MessageEnvelope,
} from '../../../schemas/common.ts';
import { HiddenMember, HiddenMemberParams, HideMemberBody } from '../../../schemas/member-hides.ts';

const NO_SUCH_MEMBER = 'That member does not exist.';

/** Blocking and muting members, and the list to undo it, under /users. */
const memberHides: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/hidden',
    {
      schema: {
        tags: ['users'],
        summary: 'The members you blocked or muted, most recent first',
        querystring: GeoQuery,
        response: { 200: ListEnvelope(HiddenMember), ...errorResponses(403) },
      },
    },
    async (request) => {
      const items = await app.memberHides.list(currentUser(request).id);
      return listEnvelope(items, items.length, { start: 0, limit: items.length });
    },
  );

  app.put(
    '/hidden/:accountId',
    {
      schema: {
        tags: ['users'],
        summary: 'Block or mute a member (a block replaces a mute, and the reverse)',
        params: HiddenMemberParams,
        body: HideMemberBody,
        response: { 200: ItemEnvelope(HiddenMember), ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const { accountId } = request.params;
      if (accountId === me.id) {
        throw new HttpError(400, 'VALIDATION_ERROR', 'You cannot block or mute yourself.');
      }
      if (!(await app.memberHides.exists(accountId))) throw notFound(NO_SUCH_MEMBER);
      await app.memberHides.hide(me.id, accountId, request.body.kind);
      const hidden = (await app.memberHides.list(me.id)).find(
        (entry) => entry.account.accountId === accountId,
      );
      if (!hidden) throw notFound(NO_SUCH_MEMBER);
      return itemEnvelope(hidden);
    },
  );

  app.delete(
    '/hidden/:accountId',
    {
      schema: {
        tags: ['users'],
        summary: 'Unblock or unmute a member',
        params: HiddenMemberParams,
        response: { 200: MessageEnvelope, ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const removed = await app.memberHides.unhide(
        currentUser(request).id,
        request.params.accountId,
      );
      if (!removed) throw notFound('You have not blocked or muted that member.');
      return messageEnvelope('ok');
    },
  );
};

export default memberHides;
