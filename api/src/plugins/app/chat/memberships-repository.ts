import type { Db, Queryable } from '../../../db/db.ts';
import { notFound } from '../../../lib/errors.ts';
import type { MediaUrl } from '../../../lib/media.ts';
import type { ChatResponse } from '../../../schemas/chats.ts';
import { unreadChatMessages, type ChatEvents } from './chat-events.ts';
import { planGroupEntry, sendInvitations, withdrawInvitation } from './chat-invitations.ts';
import { readChatNotifications } from './chat-notifications.ts';
import { chatReads, membersOf, SHOWN_TO_ME } from './chat-reads.ts';
import { CANNOT_MESSAGE, refuseBlockedInvitees } from './blocked-members.ts';
import { blockedBetween } from '../kernel/member-hides.ts';
import { ChatRefusal } from './chat-refusal.ts';
import { chatPair, MAX_GROUP_MEMBERS, type ChatType } from './rules.ts';

const GROUP_FULL = `A group can have at most ${MAX_GROUP_MEMBERS} members, counting those invited.`;

/**
 * Who is in which conversation: starting one-to-one chats and groups, managing a group's
 * members, leaving, muting and the read position. Each change and the event that announces
 * it are written in one transaction; only the chat's members at that moment are told.
 */
export function createChatMembershipsRepository(db: Db, mediaUrl: MediaUrl, events: ChatEvents) {
  const { chatsOf, chatFor } = chatReads(mediaUrl);

  /** Existing accounts among `ids` (the caller excepted), or 404 naming the first missing one. */
  async function existingAccounts(tx: Queryable, ids: number[]): Promise<number[]> {
    const unique = [...new Set(ids)];
    const rows = await tx.query<{ id: number }>(
      'SELECT id FROM accounts WHERE id = ANY($1::int[])',
      [unique],
    );
    const found = new Set(rows.map((row) => row.id));
    const missing = unique.find((id) => !found.has(id));
    if (missing !== undefined) throw notFound(`There is no member ${missing}.`);
    return unique;
  }

  async function insertChat(
    tx: Queryable,
    ownerId: number,
    albumType: ChatType,
    title: string,
    memberIds: number[],
  ): Promise<number> {
    const rows = await tx.query<{ id: number }>(
      `INSERT INTO albums (owner_id, album_type, title, visibility, public_read, user_count)
       VALUES ($1, $2, $3, 'PRIVATE', false, $4) RETURNING id`,
      [ownerId, albumType, title, memberIds.length],
    );
    const chatId = rows[0]?.id;
    if (chatId === undefined) throw new Error('Chat album insert returned no row');
    await tx.query(
      `INSERT INTO chat_members (album_id, account_id)
       SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING`,
      [chatId, memberIds],
    );
    return chatId;
  }

  async function syncUserCount(tx: Queryable, chatId: number): Promise<void> {
    await tx.query(
      `UPDATE albums SET user_count = (SELECT count(*) FROM chat_members WHERE album_id = $1),
              updated_at = now() WHERE id = $1`,
      [chatId],
    );
  }

  async function groupManagedBy(tx: Queryable, chatId: number, memberId: number) {
    const members = await membersOf(tx, chatId, memberId);
    const rows = await tx.query<{ owner_id: number; album_type: string }>(
      'SELECT owner_id, album_type FROM albums WHERE id = $1',
      [chatId],
    );
    const album = rows[0];
    if (album?.album_type !== 'chat_group') {
      throw new ChatRefusal('NOT_A_GROUP', 'A one-to-one chat has no members to manage.');
    }
    if (album.owner_id !== memberId) {
      throw new ChatRefusal(
        'NOT_GROUP_CREATOR',
        'Only the creator of the group manages its members.',
      );
    }
    return members;
  }

  return {
    async list(memberId: number, page: { start: number; limit: number }) {
      return db.transaction(async (tx) => {
        const items = await chatsOf(tx, memberId, page);
        const totals = await tx.query<{ chats: number; unread: number }>(
          `SELECT count(*)::int AS chats,
                  coalesce(sum((SELECT count(*) FROM notes n
                     WHERE n.album_id = me.album_id AND n.id > me.last_read_note_id
                       AND n.owner_id <> me.account_id AND ${SHOWN_TO_ME})), 0)::int AS unread
             FROM chat_members me WHERE me.account_id = $1`,
          [memberId],
        );
        return { items, countTotal: totals[0]?.chats ?? 0, unreadTotal: totals[0]?.unread ?? 0 };
      });
    },

    /** Unread messages across all the member's chats. */
    unreadTotal: (memberId: number) => unreadChatMessages(db, memberId),

    async find(chatId: number, memberId: number): Promise<ChatResponse> {
      return db.transaction((tx) => chatFor(tx, chatId, memberId));
    },

    /** Whether the pair has their one-to-one chat already (starting it again is no new chat). */
    async hasSingle(memberId: number, otherId: number): Promise<boolean> {
      const [low, high] = chatPair(memberId, otherId);
      const rows = await db.query(
        'SELECT 1 FROM chat_pairs WHERE low_account_id = $1 AND high_account_id = $2',
        [low, high],
      );
      return rows.length > 0;
    },

    /** The one chat of the pair, started now if they never talked; the same one every time. */
    async startSingle(memberId: number, otherId: number): Promise<ChatResponse> {
      const [low, high] = chatPair(memberId, otherId);
      const find = (tx: Queryable) =>
        tx.query<{ album_id: number }>(
          'SELECT album_id FROM chat_pairs WHERE low_account_id = $1 AND high_account_id = $2',
          [low, high],
        );
      return db.transaction(async (tx) => {
        await existingAccounts(tx, [otherId]);
        if (await blockedBetween(tx, memberId, otherId)) {
          throw new ChatRefusal('BLOCKED', CANNOT_MESSAGE);
        }
        let chatId = (await find(tx))[0]?.album_id;
        if (chatId === undefined) {
          const created = await insertChat(tx, memberId, 'chat_single', '', [memberId, otherId]);
          const paired = await tx.query<{ album_id: number }>(
            `INSERT INTO chat_pairs (low_account_id, high_account_id, album_id) VALUES ($1, $2, $3)
             ON CONFLICT (low_account_id, high_account_id) DO NOTHING RETURNING album_id`,
            [low, high, created],
          );
          if (paired.length === 0) {
            // Both started it at once: keep theirs.
            await tx.query('DELETE FROM albums WHERE id = $1', [created]);
            chatId = (await find(tx))[0]?.album_id;
          } else {
            chatId = created;
            await events.queue(tx, {
              kind: 'chat-updated',
              chatId,
              recipients: [memberId, otherId],
              payload: { reason: 'created' },
            });
          }
        }
        if (chatId === undefined) throw new Error('Pair chat vanished');
        // Someone who left a one-to-one chat is back in it when it is started again.
        await tx.query(
          `INSERT INTO chat_members (album_id, account_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
          [chatId, memberId],
        );
        return chatFor(tx, chatId, memberId);
      });
    },

    /**
     * A group of the member and those named who follow them; the others are invited and
     * join when they accept.
     */
    async createGroup(
      memberId: number,
      title: string,
      accountIds: number[],
    ): Promise<ChatResponse> {
      return db.transaction(async (tx) => {
        const others = (await existingAccounts(tx, accountIds)).filter((id) => id !== memberId);
        await refuseBlockedInvitees(tx, memberId, others);
        const plan = await planGroupEntry(tx, 0, memberId, others);
        if (1 + plan.added.length + plan.pendingAfter > MAX_GROUP_MEMBERS) {
          throw new ChatRefusal('GROUP_FULL', GROUP_FULL);
        }
        const members = [memberId, ...plan.added];
        const chatId = await insertChat(tx, memberId, 'chat_group', title.trim(), members);
        await sendInvitations(tx, events, chatId, memberId, plan);
        await events.queue(tx, {
          kind: 'chat-updated',
          chatId,
          recipients: members,
          payload: { reason: 'created' },
        });
        return chatFor(tx, chatId, memberId);
      });
    },

    /** Adds those named who follow the creator; invites the others (see createGroup). */
    async addMembers(
      chatId: number,
      memberId: number,
      accountIds: number[],
    ): Promise<ChatResponse> {
      return db.transaction(async (tx) => {
        const current = await groupManagedBy(tx, chatId, memberId);
        const named = (await existingAccounts(tx, accountIds)).filter(
          (id) => !current.includes(id),
        );
        await refuseBlockedInvitees(tx, memberId, named);
        const plan = await planGroupEntry(tx, chatId, memberId, named);
        if (current.length + plan.added.length + plan.pendingAfter > MAX_GROUP_MEMBERS) {
          throw new ChatRefusal('GROUP_FULL', GROUP_FULL);
        }
        await sendInvitations(tx, events, chatId, memberId, plan);
        const { added } = plan;
        if (added.length > 0 || plan.invited.length > 0) {
          await tx.query(
            `INSERT INTO chat_members (album_id, account_id)
             SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING`,
            [chatId, added],
          );
          await syncUserCount(tx, chatId);
          // The members see who joined, and who is invited.
          await events.queue(tx, {
            kind: 'chat-updated',
            chatId,
            recipients: [...current, ...added],
            payload: { reason: 'members' },
          });
        }
        return chatFor(tx, chatId, memberId);
      });
    },

    /** The creator takes a member out; they stop hearing about the chat at once. */
    async removeMember(chatId: number, memberId: number, accountId: number): Promise<ChatResponse> {
      return db.transaction(async (tx) => {
        const current = await groupManagedBy(tx, chatId, memberId);
        if (accountId === memberId) {
          throw new ChatRefusal('USE_LEAVE', 'To leave the group, use Leave.');
        }
        if (!current.includes(accountId)) {
          // Someone invited and not yet answering: the invitation is taken back.
          if (await withdrawInvitation(tx, events, chatId, accountId)) {
            await events.queue(tx, {
              kind: 'chat-updated',
              chatId,
              recipients: current,
              payload: { reason: 'members' },
            });
            return chatFor(tx, chatId, memberId);
          }
          throw notFound('That member is not in this chat.');
        }
        await tx.query('DELETE FROM chat_members WHERE album_id = $1 AND account_id = $2', [
          chatId,
          accountId,
        ]);
        await syncUserCount(tx, chatId);
        const remaining = current.filter((id) => id !== accountId);
        await events.queue(tx, {
          kind: 'chat-updated',
          chatId,
          recipients: remaining,
          payload: { reason: 'members' },
        });
        await events.queue(tx, {
          kind: 'chat-removed',
          chatId,
          recipients: [accountId],
          payload: { reason: 'removed' },
        });
        await events.unread(tx, [accountId]);
        return chatFor(tx, chatId, memberId);
      });
    },

    /** The member leaves a group; if they created it, the longest-standing member takes over. */
    async leave(chatId: number, memberId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const current = await membersOf(tx, chatId, memberId);
        const rows = await tx.query<{ owner_id: number; album_type: string }>(
          'SELECT owner_id, album_type FROM albums WHERE id = $1',
          [chatId],
        );
        if (rows[0]?.album_type !== 'chat_group') {
          throw new ChatRefusal('NOT_A_GROUP', 'A one-to-one chat cannot be left.');
        }
        await tx.query('DELETE FROM chat_members WHERE album_id = $1 AND account_id = $2', [
          chatId,
          memberId,
        ]);
        const remaining = current.filter((id) => id !== memberId);
        if (remaining.length === 0) {
          await tx.query('DELETE FROM albums WHERE id = $1', [chatId]);
        } else {
          if (rows[0].owner_id === memberId) {
            await tx.query('UPDATE albums SET owner_id = $2 WHERE id = $1', [chatId, remaining[0]]);
          }
          await syncUserCount(tx, chatId);
          await events.queue(tx, {
            kind: 'chat-updated',
            chatId,
            recipients: remaining,
            payload: { reason: 'members' },
          });
        }
        await events.queue(tx, {
          kind: 'chat-removed',
          chatId,
          recipients: [memberId],
          payload: { reason: 'left' },
        });
        await events.unread(tx, [memberId]);
      });
    },

    /** Mutes or unmutes the chat for the member; 404 when they are not in it. */
    async setMuted(chatId: number, memberId: number, muted: boolean): Promise<ChatResponse> {
      return db.transaction(async (tx) => {
        await membersOf(tx, chatId, memberId);
        await tx.query(
          'UPDATE chat_members SET muted = $3 WHERE album_id = $1 AND account_id = $2',
          [chatId, memberId, muted],
        );
        return chatFor(tx, chatId, memberId);
      });
    },

    /** Moves the member's read position forward (never back) and tells the others ("Seen"). */
    async markRead(chatId: number, memberId: number, noteId: number): Promise<number> {
      return db.transaction(async (tx) => {
        const members = await membersOf(tx, chatId, memberId);
        const newest = await tx.query<{ id: number | null }>(
          'SELECT max(id) AS id FROM notes WHERE album_id = $1 AND id <= $2',
          [chatId, noteId],
        );
        const target = newest[0]?.id ?? 0;
        const moved = await tx.query<{ last_read_note_id: number }>(
          `UPDATE chat_members SET last_read_note_id = $3
            WHERE album_id = $1 AND account_id = $2 AND last_read_note_id < $3
            RETURNING last_read_note_id`,
          [chatId, memberId, target],
        );
        if (moved.length > 0) {
          await readChatNotifications(tx, chatId, memberId);
          await events.queue(tx, {
            kind: 'chat-read',
            chatId,
            recipients: members,
            payload: { accountId: memberId, lastReadNoteId: target },
          });
          await events.unread(tx, [memberId]);
        }
        const current = await tx.query<{ last_read_note_id: number }>(
          'SELECT last_read_note_id FROM chat_members WHERE album_id = $1 AND account_id = $2',
          [chatId, memberId],
        );
        return current[0]?.last_read_note_id ?? target;
      });
    },
  };
}
