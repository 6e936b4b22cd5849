// What chat announces to its members, through the members' live event logs.
import fp from 'fastify-plugin';
import type { Queryable } from '../../../db/db.ts';
import { queueLiveEvents } from '../live/live-events.ts';

export type ChatEventKind =
  | 'chat-message'
  | 'chat-message-updated'
  | 'chat-message-deleted'
  | 'chat-read'
  | 'chat-typing'
  | 'chat-updated'
  | 'chat-removed';

export interface ChatEvent {
  kind: ChatEventKind;
  chatId: number;
  /** The members to tell: the chat's members at the moment of the change. */
  recipients: number[];
  payload: object;
}

export interface ChatEvents {
  /** Written with the change, in its transaction; delivered once it commits. */
  queue(tx: Queryable, event: ChatEvent): Promise<void>;
}

/**
 * Each event goes to its recipients' live logs with the chat's id, so a page can route it.
 * Only the members at the moment of the change are recipients: a removed member's log gets
 * nothing after the removal (the removal itself excepted).
 */
export function createChatEvents(): ChatEvents {
  return {
    async queue(tx, event) {
      await queueLiveEvents(tx, event.recipients, event.kind, {
        chatId: event.chatId,
        ...event.payload,
      });
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    chatEvents: ChatEvents;
  }
}

export default fp(
  async (app) => {
    app.decorate('chatEvents', createChatEvents());
  },
  { name: 'chat-events', dependencies: ['db', 'live'] },
);
