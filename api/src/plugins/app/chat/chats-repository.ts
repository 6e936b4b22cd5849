import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../../db/db.ts';
import type { MediaUrl } from '../../../lib/media.ts';
import type { ChatEvents } from './chat-events.ts';
import { createChatMembershipsRepository } from './memberships-repository.ts';
import { createChatMessagesRepository } from './messages-repository.ts';

/**
 * Conversations between members, as the chat routes use them: who is in which chat
 * (memberships-repository.ts) and what they write there (messages-repository.ts).
 */
export function createChatsRepository(
  db: Db,
  mediaUrl: MediaUrl,
  events: ChatEvents,
  uploads: FastifyInstance['uploads'],
) {
  return {
    ...createChatMembershipsRepository(db, mediaUrl, events),
    ...createChatMessagesRepository(db, mediaUrl, events, uploads),
  };
}

export type ChatsRepository = ReturnType<typeof createChatsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    chats: ChatsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('chats', createChatsRepository(app.db, app.mediaUrl, app.chatEvents, app.uploads));
  },
  { name: 'chats', dependencies: ['db', 'media-url', 'chat-events', 'uploads'] },
);
