import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { itemEnvelope, messageEnvelope } from '../../../lib/envelopes.ts';
import { HttpError, refuse, type Refusal } from '../../../lib/errors.ts';
import { resolvePage } from '../../../lib/paging.ts';
import { ChatRefusal } from '../../../plugins/app/chat/chat-refusal.ts';
import {
  decodeBeforeCursor,
  groupNameProblem,
  historyLimit,
  MAX_MESSAGE_LENGTH,
  messageProblem,
  UNANSWERED_MESSAGE_CAP,
} from '../../../plugins/app/chat/rules.ts';
import { currentUser } from '../../../plugins/app/kernel/current-member.ts';
import {
  Chat,
  ChatHistoryEnvelope,
  ChatHistoryQuery,
  ChatListEnvelope,
  ChatMemberParams,
  ChatMembersBody,
  ChatMuteBody,
  ChatNote,
  ChatNoteCreateBody,
  ChatNoteParams,
  ChatNoteUpdateBody,
  ChatReadBody,
  ChatSearchQuery,
  GroupChatBody,
  SingleChatBody,
  type ChatResponse,
} from '../../../schemas/chats.ts';
import {
  ErrorEnvelope,
  errorResponses,
  GeoQuery,
  IdParams,
  ItemEnvelope,
  MessageEnvelope,
} from '../../../schemas/common.ts';

import { authenticated } from '../authenticated.helpers.ts';

const DEFAULT_CHAT_PAGE = 30;
const MAX_CHAT_PAGE = 100;
const MEMBERS_ONLY = '404 when the chat does not exist or you are not one of its members.';

function invalid(message: string): HttpError {
  return new HttpError(400, 'VALIDATION_ERROR', message);
}

/** A rule of the chat saying no becomes `valid: false` (shown as a toast); the rest is thrown on. */
async function refusing<T>(work: () => Promise<T>): Promise<T | Refusal> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ChatRefusal) return refuse(error.errorCode, error.message);
    throw error;
  }
}

const ChatOrRefusal = Type.Union([ItemEnvelope(Chat), ErrorEnvelope]);

/** The members a request names other than the member sending it (who may be named too). */
const othersNamed = (request: FastifyRequest) => {
  const named = new Set((request.body as { accountIds: number[] }).accountIds);
  named.delete(request.user?.id ?? 0);
  return named.size;
};

/** "Your group is ready." and, when some were invited rather than added, what that means. */
function groupMessage(done: string, chat: ChatResponse): string {
  const invited = chat.invited.length;
  if (invited === 0) return done;
  const who = invited === 1 ? '1 member is' : `${invited} members are`;
  return `${done} ${who} invited and will join when they accept.`;
}

/**
 * Chat: conversations are albums of type chat_single or chat_group, messages are notes in
 * them. Only a chat's members read it, write to it or hear about it.
 */
const chats: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/search',
    {
      schema: {
        tags: ['chats'],
        summary: 'Your conversations, most recent first, with last message and unread count',
        querystring: ChatSearchQuery,
        response: { 200: ChatListEnvelope, ...errorResponses(403) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const start = Math.max(0, Math.floor(request.query.start ?? 0));
      const limit = Math.min(
        MAX_CHAT_PAGE,
        Math.max(1, Math.floor(request.query.limit ?? DEFAULT_CHAT_PAGE)),
      );
      const page = resolvePage(start, limit);
      const result = await app.chats.list(me.id, page);
      return {
        valid: true as const,
        message: 'ok',
        items: result.items,
        count: result.items.length,
        countTotal: result.countTotal,
        hasMoreResults: page.start + result.items.length < result.countTotal,
        start: page.start,
        limit: page.limit,
        unreadTotal: result.unreadTotal,
      };
    },
  );

  app.get(
    '/count',
    {
      schema: {
        tags: ['chats'],
        summary: 'How many messages in your chats you have not read (the Chat badge)',
        description: 'Live: the `chat-unread` event carries the same count as `count`.',
        querystring: GeoQuery,
        response: {
          200: ItemEnvelope(Type.Object({ unreadCount: Type.Integer() })),
          ...errorResponses(403),
        },
      },
    },
    async (request) =>
      itemEnvelope({ unreadCount: await app.chats.unreadTotal(currentUser(request).id) }),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['chats'],
        summary: 'One of your conversations, with its members and how far each has read',
        description: MEMBERS_ONLY,
        params: IdParams,
        querystring: GeoQuery,
        response: { 200: ItemEnvelope(Chat), ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      return itemEnvelope(await app.chats.find(request.params.id, me.id));
    },
  );

  app.post(
    '/single',
    {
      schema: {
        tags: ['chats'],
        summary: 'Start (or reopen) your one-to-one chat with a member',
        description:
          'Idempotent: a pair has one chat, however often or however concurrently either ' +
          'of them starts it. 404 for an unknown member, 400 for yourself. A chat with ' +
          'someone new counts against your new chats (429 past it).',
        body: SingleChatBody,
        response: { 200: ItemEnvelope(Chat), ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const { accountId } = request.body;
      if (accountId === me.id) throw invalid('body/accountId cannot be you');
      if (!(await app.chats.hasSingle(me.id, accountId))) {
        await app.memberLimits.count(request, 'new-chats');
      }
      return itemEnvelope(await app.chats.startSingle(me.id, accountId));
    },
  );

  app.post(
    '/',
    {
      schema: {
        tags: ['chats'],
        summary: 'Create a group chat with a name and members (you manage its members)',
        description:
          'Members who follow you are in it at once; the others are invited (listed in ' +
          '`invited`, one CHAT_INVITE notification each) and see nothing of it until they ' +
          'accept. 404 names a member that does not exist. Counts against your new chats ' +
          'and, per member named, your invitations.',
        body: GroupChatBody,
        response: { 200: ChatOrRefusal, ...errorResponses(403, 404) },
      },
      preHandler: [
        app.memberLimits.preHandler('new-chats'),
        app.memberLimits.preHandler('invitations', othersNamed),
      ],
    },
    async (request) => {
      const me = currentUser(request);
      const problem = groupNameProblem(request.body.title);
      if (problem) throw invalid(problem);
      return refusing(async () => {
        const chat = await app.chats.createGroup(
          me.id,
          request.body.title,
          request.body.accountIds,
        );
        return itemEnvelope(chat, groupMessage('Your group is ready.', chat));
      });
    },
  );

  app.post(
    '/:id/members',
    {
      schema: {
        tags: ['chats'],
        summary: 'Add members to a group you created',
        description:
          `${MEMBERS_ONLY} valid:false NOT_GROUP_CREATOR when you did not create it. As ` +
          'when creating a group, members who do not follow you are invited, not added; ' +
          'someone who declined this group is not asked again.',
        params: IdParams,
        body: ChatMembersBody,
        response: { 200: ChatOrRefusal, ...errorResponses(403, 404) },
      },
      preHandler: app.memberLimits.preHandler('invitations', othersNamed),
    },
    async (request) => {
      const me = currentUser(request);
      return refusing(async () => {
        const chat = await app.chats.addMembers(request.params.id, me.id, request.body.accountIds);
        return itemEnvelope(chat, groupMessage('Members added.', chat));
      });
    },
  );

  app.delete(
    '/:id/members/:accountId',
    {
      schema: {
        tags: ['chats'],
        summary: 'Remove a member from a group you created, or take back an invitation',
        description:
          `${MEMBERS_ONLY} The removed member stops receiving the chat's events at once. ` +
          'valid:false NOT_GROUP_CREATOR when you did not create it.',
        params: ChatMemberParams,
        querystring: GeoQuery,
        response: { 200: ChatOrRefusal, ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      return refusing(async () =>
        itemEnvelope(
          await app.chats.removeMember(request.params.id, me.id, request.params.accountId),
          'Member removed.',
        ),
      );
    },
  );

  app.post(
    '/:id/leave',
    {
      schema: {
        tags: ['chats'],
        summary: 'Leave a group chat',
        description: `${MEMBERS_ONLY} valid:false NOT_A_GROUP for a one-to-one chat.`,
        params: IdParams,
        querystring: GeoQuery,
        response: {
          200: Type.Union([MessageEnvelope, ErrorEnvelope]),
          ...errorResponses(403, 404),
        },
      },
    },
    async (request) => {
      const me = currentUser(request);
      return refusing(async () => {
        await app.chats.leave(request.params.id, me.id);
        return messageEnvelope('You left the group.');
      });
    },
  );

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
      return refusing(async () => {
        const sent = await app.chats.send(request.params.id, me.id, {
          text: comment,
          uploadIds,
          clientMessageId,
        });
        if (!sent) throw invalid('A photo of this message was not uploaded by you.');
        return itemEnvelope(sent.note, sent.created ? 'Sent.' : 'Already sent.');
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
      const { id, noteId } = request.params;
      const note = await app.chats.edit(id, noteId, me.id, request.body.comment);
      return itemEnvelope(note, 'Message saved.');
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

export default authenticated(chats);
