import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { itemEnvelope, messageEnvelope } from '../../../lib/envelopes.ts';
import { currentUser } from '../../../plugins/app/kernel/current-member.ts';
import { ChatMemberParams, ChatMembersBody } from '../../../schemas/chats.ts';
import {
  ErrorEnvelope,
  errorResponses,
  GeoQuery,
  IdParams,
  MessageEnvelope,
} from '../../../schemas/common.ts';
import {
  MEMBERS_ONLY,
  refusing,
  ChatOrRefusal,
  othersNamed,
  groupMessage,
} from './chats.helpers.ts';

/**
 * Who is in a group chat, under /chats/{id}: adding and removing members, leaving.
 */
const chatMembers: FastifyPluginAsyncTypebox = async (app) => {
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
};

export default chatMembers;
