import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { itemEnvelope, messageEnvelope } from '../../../lib/envelopes.ts';
import { currentUser } from '../../../plugins/app/kernel/current-member.ts';
import { Chat, ChatMuteBody, ChatReadBody } from '../../../schemas/chats.ts';
import {
  errorResponses,
  GeoQuery,
  IdParams,
  ItemEnvelope,
  MessageEnvelope,
} from '../../../schemas/common.ts';
import { MEMBERS_ONLY } from './chats.helpers.ts';

/**
 * Your own state in a chat, under /chats/{id}: muted, read up to, typing.
 */
const chatStatus: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/:id/mute',
    {
      schema: {
        tags: ['chats'],
        summary: 'Mute or unmute the chat for yourself',
        description:
          'A muted chat still delivers its messages and unread counts; its messages just do ' +
          `not become notifications. ${MEMBERS_ONLY}`,
        params: IdParams,
        body: ChatMuteBody,
        response: { 200: ItemEnvelope(Chat), ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const chat = await app.chats.setMuted(request.params.id, me.id, request.body.muted);
      return itemEnvelope(chat, request.body.muted ? 'Chat muted.' : 'Chat unmuted.');
    },
  );

  app.post(
    '/:id/read',
    {
      schema: {
        tags: ['chats'],
        summary: 'Mark the chat read up to a message (the others see "Seen")',
        description: `Never moves back. ${MEMBERS_ONLY}`,
        params: IdParams,
        body: ChatReadBody,
        response: {
          200: ItemEnvelope(Type.Object({ lastReadNoteId: Type.Integer() })),
          ...errorResponses(403, 404),
        },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const lastReadNoteId = await app.chats.markRead(
        request.params.id,
        me.id,
        request.body.noteId,
      );
      return itemEnvelope({ lastReadNoteId });
    },
  );

  app.post(
    '/:id/typing',
    {
      schema: {
        tags: ['chats'],
        summary: 'Tell the other members you are typing (live only, not stored)',
        description: MEMBERS_ONLY,
        params: IdParams,
        querystring: GeoQuery,
        response: { 200: MessageEnvelope, ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      await app.chats.typing(request.params.id, me.id);
      return messageEnvelope('ok');
    },
  );
};

export default chatStatus;
