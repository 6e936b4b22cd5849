import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { itemEnvelope } from '../../../lib/envelopes.ts';
import { resolvePage } from '../../../lib/paging.ts';
import { groupNameProblem } from '../../../plugins/app/chat/rules.ts';
import { currentUser } from '../../../plugins/app/kernel/current-member.ts';
import {
  Chat,
  ChatListEnvelope,
  ChatSearchQuery,
  GroupChatBody,
  SingleChatBody,
} from '../../../schemas/chats.ts';
import { errorResponses, GeoQuery, IdParams, ItemEnvelope } from '../../../schemas/common.ts';
import {
  MEMBERS_ONLY,
  invalid,
  refusing,
  ChatOrRefusal,
  othersNamed,
  groupMessage,
} from './chats.helpers.ts';

const DEFAULT_CHAT_PAGE = 30;
const MAX_CHAT_PAGE = 100;

/**
 * Chat: conversations are albums of type chat_single or chat_group, messages are notes in
 * them. Only a chat's members read it, write to it or hear about it. Here: your conversations,
 * one conversation, starting one.
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
          'of them starts it. 404 for an unknown member, 400 for yourself; refused ' +
          '(BLOCKED) while either of you blocked the other. A chat with ' +
          'someone new counts against your new chats (429 past it).',
        body: SingleChatBody,
        response: { 200: ChatOrRefusal, ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const { accountId } = request.body;
      if (accountId === me.id) throw invalid('body/accountId cannot be you');
      if (!(await app.chats.hasSingle(me.id, accountId))) {
        await app.memberLimits.count(request, 'new-chats');
      }
      return refusing(async () => itemEnvelope(await app.chats.startSingle(me.id, accountId)));
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
      await app.watchedWords.refuse(request.body.title);
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
};

export default chats;
