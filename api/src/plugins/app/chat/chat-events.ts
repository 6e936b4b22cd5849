// What chat announces to its members, through the members' live event logs.
import fp from 'fastify-plugin';
import type { Queryable } from '../../../db/db.ts';
import { noteShownToViewerSql } from '../kernel/member-hides.ts';
import {
  LIVE_KIND_PATTERN,
  queueLiveEvents,
  queueLiveEventsEach,
  type LiveBus,
} from '../live/live-events.ts';

export type ChatEventKind =
  | 'chat-message'
  | 'chat-message-updated'
  | 'chat-message-deleted'
  | 'chat-read'
  | 'chat-typing'
  | 'chat-updated'
  | 'chat-removed'
  /** To an invitee: an invitation to a group arrived, or was answered or withdrawn. */
  | 'chat-invitation';

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
  /** A passing state (typing): sent to the recipients' open streams now, never stored. */
  signal(event: ChatEvent): void;
  /** Each member's unread total as it stands in `tx` (kind `chat-unread`, the Chat badge). */
  unread(tx: Queryable, memberIds: number[]): Promise<void>;
}

/** Unread messages across all of a member's chats: others' messages after their read position. */
export async function unreadChatMessages(q: Queryable, memberId: number): Promise<number> {
  return (await unreadChatMessagesOf(q, [memberId])).get(memberId) ?? 0;
}

/** `unreadChatMessages` of several members in one query. */
async function unreadChatMessagesOf(
  q: Queryable,
  memberIds: readonly number[],
): Promise<Map<number, number>> {
  const rows = await q.query<{ account_id: number; unread: number }>(
    `SELECT me.account_id, count(n.id)::int AS unread FROM chat_members me
       LEFT JOIN notes n ON n.album_id = me.album_id AND n.id > me.last_read_note_id
                        AND n.owner_id <> me.account_id
                        AND ${noteShownToViewerSql('n', 'me.account_id')}
      WHERE me.account_id = ANY($1::int[])
      GROUP BY me.account_id`,
    [[...memberIds]],
  );
  return new Map(rows.map((row) => [row.account_id, row.unread]));
}

/**
 * Each event goes to its recipients' live logs with the chat's id, so a page can route it.
 * Only the members at the moment of the change are recipients: a removed member's log gets
 * nothing after the removal (the removal itself excepted).
 */
export function createChatEvents(bus: LiveBus): ChatEvents {
  return {
    async queue(tx, event) {
      await queueLiveEvents(tx, event.recipients, event.kind, {
        chatId: event.chatId,
        ...event.payload,
      });
    },
    signal(event) {
      if (!LIVE_KIND_PATTERN.test(event.kind)) throw new Error(`Invalid live kind: ${event.kind}`);
      if (event.recipients.length === 0) return;
      bus.signal({
        memberIds: event.recipients,
        kind: event.kind,
        payload: { chatId: event.chatId, ...event.payload },
      });
    },
    async unread(tx, memberIds) {
      const members = [...new Set(memberIds)];
      if (members.length === 0) return;
      const counts = await unreadChatMessagesOf(tx, members);
      await queueLiveEventsEach(
        tx,
        'chat-unread',
        members.map((memberId) => ({ memberId, payload: { count: counts.get(memberId) ?? 0 } })),
      );
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
    app.decorate('chatEvents', createChatEvents(app.live.bus));
  },
  { name: 'chat-events', dependencies: ['db', 'live'] },
);
