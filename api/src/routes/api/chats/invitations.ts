import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { itemEnvelope, listEnvelope, messageEnvelope } from '../../../lib/envelopes.ts';
import { INVITATIONS_LISTED } from '../../../plugins/app/chat/chat-invitations.ts';
import { currentUser } from '../../../plugins/app/kernel/current-member.ts';
import { Chat, ChatInvitation } from '../../../schemas/chats.ts';
import {
  errorResponses,
  GeoQuery,
  IdParams,
  ItemEnvelope,
  ListEnvelope,
  MessageEnvelope,
} from '../../../schemas/common.ts';

const PENDING_ONLY = '404 when you have no invitation to that chat waiting for an answer.';

/**
 * Invitations to group chats, under /chats: someone who does not follow the member adding
 * them to a group is invited, and is in the group only once they accept.
 */
const chatInvitations: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/invitations',
    {
      schema: {
        tags: ['chats'],
        summary: 'Your invitations to group chats that wait for your answer, newest first',
        description:
          `At most ${INVITATIONS_LISTED}. An invitation shows the group's name, who invited ` +
          'you and how many are in it; nothing else of the chat until you accept.',
        querystring: GeoQuery,
        response: { 200: ListEnvelope(ChatInvitation), ...errorResponses(403) },
      },
    },
    async (request) => {
      const items = await app.chatInvitations.pending(currentUser(request).id);
      return listEnvelope(items, items.length, { start: 0, limit: INVITATIONS_LISTED });
    },
  );

  app.post(
    '/:id/invitation/accept',
    {
      schema: {
        tags: ['chats'],
        summary: 'Accept an invitation: you join the group and see its messages',
        description: PENDING_ONLY,
        params: IdParams,
        querystring: GeoQuery,
        response: { 200: ItemEnvelope(Chat), ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      await app.chatInvitations.accept(request.params.id, me.id);
      return itemEnvelope(await app.chats.find(request.params.id, me.id), 'You joined the group.');
    },
  );

  app.post(
    '/:id/invitation/decline',
    {
      schema: {
        tags: ['chats'],
        summary: 'Decline an invitation: the group cannot invite you again',
        description: PENDING_ONLY,
        params: IdParams,
        querystring: GeoQuery,
        response: { 200: MessageEnvelope, ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      await app.chatInvitations.decline(request.params.id, currentUser(request).id);
      return messageEnvelope('Invitation declined.');
    },
  );
};

export default chatInvitations;
