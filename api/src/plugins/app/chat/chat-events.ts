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
  /** Each member's unread total as it stands in `tx` (kind `chat-unread`, the Chat badge). */
  unread(tx: Queryable, memberIds: number[]): Promise<void>;
}

/** Unread messages across all of a member's chats: others' messages after their read position. */
export async function unreadChatMessages(q: Queryable, memberId: number): Promise<number> {
  const rows = await q.query<{ unread: number }>(
    `SELECT count(*)::int AS unread FROM chat_members me
       JOIN notes n ON n.album_id = me.album_id
      WHERE me.account_id = $1 AND n.id > me.last_read_note_id AND n.owner_id <> $1`,
    [memberId],
  );
  return rows[0]?.unread ?? 0;
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
    async unread(tx, memberIds) {
      for (const memberId of [...new Set(memberIds)].sort((a, b) => a - b)) {
        const count = await unreadChatMessages(tx, memberId);
        await queueLiveEvents(tx, [memberId], 'chat-unread', { count });
      }
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
