import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { itemEnvelope, messageEnvelope } from '../../../lib/envelopes.ts';
import {
  decodeBeforeCursor,
  historyLimit,
  MAX_MESSAGE_LENGTH,
  messageProblem,
  UNANSWERED_MESSAGE_CAP,
} from '../../../plugins/app/chat/rules.ts';
import { currentUser } from '../../../plugins/app/kernel/current-member.ts';
import {
  ChatHistoryEnvelope,
  ChatHistoryQuery,
  ChatNote,
  ChatNoteCreateBody,
  ChatNoteParams,
  ChatNoteUpdateBody,
} from '../../../schemas/chats.ts';
import {
  ErrorEnvelope,
  errorResponses,
  GeoQuery,
  IdParams,
  ItemEnvelope,
  MessageEnvelope,
} from '../../../schemas/common.ts';
import { MEMBERS_ONLY, invalid, refusing } from './chats.helpers.ts';

/**
 * A chat's messages (notes), under /chats/{id}/notes: history, writing, editing, deleting.
 */
const HELD = 'Your message is held for review by a moderator before others see it.';

const chatNotes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:id/notes',
    {
      schema: {
        tags: ['chats'],
        summary: "A chat's messages, newest first, paged backwards by cursor",
        description: `Pass the previous page's nextCursor for older messages. ${MEMBERS_ONLY}`,
        params: IdParams,
        querystring: ChatHistoryQuery,
        response: { 200: ChatHistoryEnvelope, ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const { cursor: rawCursor } = request.query;
      const before = decodeBeforeCursor(rawCursor);
      if (rawCursor !== undefined && rawCursor !== '' && before === undefined) {
        throw invalid('querystring/cursor is not a cursor this chat handed out');
      }
      const limit = historyLimit(request.query.limit);
      const page = await app.chats.history(request.params.id, me.id, before, limit);
      return {
        valid: true as const,
        message: 'ok',
        items: page.items,
        count: page.items.length,
        countTotal: page.countTotal,
        hasMoreResults: page.nextCursor !== null,
        start: 0,
        limit,
        nextCursor: page.nextCursor,
      };
    },
  );

  app.post(
    '/:id/notes',
    {
      schema: {
        tags: ['chats'],
        summary: 'Send a message: text, links and up to 10 photos',
        description:
          `At most ${MAX_MESSAGE_LENGTH.toLocaleString('en-US')} characters, stored as written. ` +
          'Upload each photo first with POST /assets. clientMessageId makes sending ' +
          'idempotent: the same id again returns the stored message and sends nothing new. ' +
          `400 for an empty message, a longer text or a photo that is not yours. ${MEMBERS_ONLY} ` +
          `In a one-to-one chat, after ${UNANSWERED_MESSAGE_CAP} messages the other member ` +
          'has not answered (and while they do not follow you), valid:false AWAITING_REPLY.',
        params: IdParams,
        body: ChatNoteCreateBody,
        response: {
          200: Type.Union([ItemEnvelope(ChatNote), ErrorEnvelope]),
          ...errorResponses(403, 404),
        },
      },
      preHandler: app.memberLimits.preHandler('chat-messages'),
    },
    async (request) => {
      const me = currentUser(request);
      const { comment = '', uploadIds = [], clientMessageId } = request.body;
      const problem = messageProblem(comment, uploadIds.length);
      if (problem) throw invalid(problem);
      const held = await app.watchedWords.screen(comment);
      return refusing(async () => {
        const sent = await app.chats.send(request.params.id, me.id, {
          text: comment,
          uploadIds,
          clientMessageId,
          held,
        });
        if (!sent) throw invalid('A photo of this message was not uploaded by you.');
        return itemEnvelope(sent.note, held ? HELD : sent.created ? 'Sent.' : 'Already sent.');
      });
    },
  );

  app.put(
    '/:id/notes/:noteId',
    {
      schema: {
        tags: ['chats'],
        summary: 'Change the text of your message',
        description:
          "404 when the message does not exist, is somebody else's, or the chat is not yours.",
        params: ChatNoteParams,
        body: ChatNoteUpdateBody,
        response: { 200: ItemEnvelope(ChatNote), ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const problem = messageProblem(request.body.comment, 0);
      if (problem) throw invalid(problem);
      const held = await app.watchedWords.screen(request.body.comment);
      const { id, noteId } = request.params;
      const note = await app.chats.edit(id, noteId, me.id, request.body.comment, held);
      return itemEnvelope(note, held ? HELD : 'Message saved.');
    },
  );

  app.delete(
    '/:id/notes/:noteId',
    {
      schema: {
        tags: ['chats'],
        summary: 'Delete your message and its photos',
        description:
          "404 when the message does not exist, is somebody else's, or the chat is not yours.",
        params: ChatNoteParams,
        querystring: GeoQuery,
        response: { 200: MessageEnvelope, ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      await app.chats.remove(request.params.id, request.params.noteId, me.id);
      return messageEnvelope('Message deleted.');
    },
  );
};

export default chatNotes;
