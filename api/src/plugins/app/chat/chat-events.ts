// What chat announces to its members, and the one seam through which it does.
import fp from 'fastify-plugin';
import type { Queryable } from '../../../db/db.ts';

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
  /** Stored with the change, in its transaction; delivered once it commits. */
  queue(tx: Queryable, event: ChatEvent): Promise<void>;
  /** Delivered to whoever is connected now and never stored (typing). */
  signal(event: ChatEvent): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    chatEvents: ChatEvents;
  }
}

export default fp(
  async (app) => {
    app.decorate('chatEvents', {
      queue: async () => undefined,
      signal: async () => undefined,
    } satisfies ChatEvents);
  },
  { name: 'chat-events', dependencies: ['db'] },
);
