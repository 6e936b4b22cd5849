import fp from 'fastify-plugin';
import type { Db, Queryable } from '../../../db/db.ts';
import { notFound } from '../../../lib/errors.ts';
import type { MediaUrl } from '../../../lib/media.ts';
import { toEpochMs } from '../../../lib/paging.ts';
import type { ChatNoteResponse, ChatResponse } from '../../../schemas/chats.ts';
import {
  ownerColumns,
  PUBLIC_ACCOUNT_COLUMNS,
  toAccountShort,
  toOwner,
  type OwnerColumns,
  type PublicAccountRow,
} from '../identity/account-short.ts';
import {
  uploadIdOf,
  uploadMediaPath,
  type UploadsRepository,
} from '../platform/uploads-repository.ts';
import {
  blockedAmong,
  blockedBetween,
  noteShownToViewerSql,
  viewersHidingFrom,
} from '../social/member-hides.ts';
import { toPostPhoto } from '../social/posts-repository.ts';
import { unreadChatMessages, type ChatEvents } from './chat-events.ts';
import { planGroupEntry, sendInvitations, withdrawInvitation } from './chat-invitations.ts';
import { notifyUnmuted, readChatNotifications } from './chat-notifications.ts';
import { ChatRefusal } from './chat-refusal.ts';
import { chatPair, MAX_GROUP_MEMBERS, type ChatType } from './rules.ts';
import { refuseUnanswered } from './unanswered-messages.ts';

export const NO_SUCH_CHAT = 'That chat does not exist.';
export const NO_SUCH_MESSAGE = 'That message does not exist.';

interface NoteRow extends OwnerColumns {
  id: number;
  album_id: number;
  comment: string;
  like_count: number;
  client_message_id: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

interface PhotoRow {
  id: number;
  note_id: number;
  file: string;
  file_name: string;
  caption: string;
  mime_type: string;
  width: number | null;
  height: number | null;
}

interface ChatRow extends OwnerColumns {
  id: number;
  album_type: ChatType;
  title: string;
  created_at: Date | string;
  active_at: Date | string;
  last_read_note_id: number;
  last_note_id: number | null;
  unread: number;
  muted: boolean;
}

interface MemberRow extends PublicAccountRow {
  album_id: number;
  last_read_note_id: number;
}

const GROUP_FULL = `A group can have at most ${MAX_GROUP_MEMBERS} members, counting those invited.`;

const SELECT_NOTE = `n.id, n.album_id, n.comment, n.like_count, n.client_message_id,
  n.created_at, n.updated_at, ${ownerColumns('ac')}`;

/** The ids of a chat's members, or 404 when `memberId` is not one of them. */
async function membersOf(tx: Queryable, chatId: number, memberId: number): Promise<number[]> {
  const rows = await tx.query<{ account_id: number }>(
    `SELECT m.account_id FROM chat_members m JOIN albums al ON al.id = m.album_id
      WHERE m.album_id = $1 AND al.album_type IN ('chat_single', 'chat_group')
      ORDER BY m.joined_at, m.account_id`,
    [chatId],
  );
  const ids = rows.map((row) => row.account_id);
  if (!ids.includes(memberId)) throw notFound(NO_SUCH_CHAT);
  return ids;
}

/** The message the member already sent to the chat under this client id, if any. */
async function sentBefore(
  tx: Queryable,
  chatId: number,
  memberId: number,
  clientMessageId: string,
): Promise<number | undefined> {
  const rows = await tx.query<{ id: number }>(
    'SELECT id FROM notes WHERE album_id = $1 AND owner_id = $2 AND client_message_id = $3',
    [chatId, memberId, clientMessageId],
  );
  return rows[0]?.id;
}

/** SQL: the message `n` is shown to the chat member `me` (member-hides.ts). */
const SHOWN_TO_ME = noteShownToViewerSql('n', 'me.account_id');

const CANNOT_MESSAGE = 'You cannot message this member.';

/** A one-to-one chat says no to a message while either of the pair blocked the other. */
async function refuseBlockedPair(
  tx: Queryable,
  chatId: number,
  memberId: number,
  members: number[],
): Promise<void> {
  const others = members.filter((id) => id !== memberId);
  const [chat] = await tx.query<{ album_type: string }>(
    'SELECT album_type FROM albums WHERE id = $1',
    [chatId],
  );
  if (chat?.album_type !== 'chat_single') return;
  if ((await blockedAmong(tx, memberId, others)).length > 0) {
    throw new ChatRefusal('BLOCKED', CANNOT_MESSAGE);
  }
}

/** Nobody brings into a group chat a member they blocked or who blocked them. */
async function refuseBlockedInvitees(
  tx: Queryable,
  memberId: number,
  named: number[],
): Promise<void> {
  const [blocked] = await blockedAmong(tx, memberId, named);
  if (blocked === undefined) return;
  const [row] = await tx.query<{ username: string }>(
    'SELECT username FROM accounts WHERE id = $1',
    [blocked],
  );
  throw new ChatRefusal('BLOCKED', `You cannot add @${row?.username ?? blocked} to a group chat.`);
}

/**
 * Conversations between members and their messages. Each change and the event that
 * announces it are written in one transaction; only the chat's members at that moment are
 * told about it.
 */
export function createChatsRepository(
  db: Db,
  mediaUrl: MediaUrl,
  events: ChatEvents,
  uploads: UploadsRepository,
) {
  async function loadNotes(tx: Queryable, ids: number[]): Promise<Map<number, ChatNoteResponse>> {
    if (ids.length === 0) return new Map();
    // One statement at a time: a transaction's statements must not interleave.
    const rows = await tx.query<NoteRow>(
      `SELECT ${SELECT_NOTE} FROM notes n JOIN accounts ac ON ac.id = n.owner_id
        WHERE n.id = ANY($1::int[])`,
      [ids],
    );
    const photos = await tx.query<PhotoRow>(
      `SELECT id, note_id, file, file_name, caption, mime_type, width, height FROM assets
        WHERE note_id = ANY($1::int[]) ORDER BY note_id, position, id`,
      [ids],
    );
    return new Map(
      rows.map((row) => {
        const created = toEpochMs(row.created_at) ?? 0;
        const updated = toEpochMs(row.updated_at) ?? created;
        const note: ChatNoteResponse = {
          noteId: row.id,
          albumId: row.album_id,
          comment: row.comment,
          owner: toOwner(row, mediaUrl),
          dateCreated: created,
          updatedDate: updated,
          edited: updated > created,
          likesCount: row.like_count,
          tags: [],
          clientMessageId: row.client_message_id,
          assets: photos
            .filter((photo) => photo.note_id === row.id)
            // A conversation's photos are its members' only: signed, expiring links.
            .map((photo) => toPostPhoto(photo, mediaUrl, 'private')),
        };
        return [row.id, note];
      }),
    );
  }

  async function noteOf(tx: Queryable, id: number): Promise<ChatNoteResponse> {
    const note = (await loadNotes(tx, [id])).get(id);
    if (!note) throw new Error(`Message ${id} vanished`);
    return note;
  }

  /** The member's chats with members, last message and unread count, most recent first. */
  async function chatsOf(
    tx: Queryable,
    memberId: number,
    where: { chatId?: number; start: number; limit: number },
  ): Promise<ChatResponse[]> {
    const rows = await tx.query<ChatRow>(
      `SELECT al.id, al.album_type, al.title, al.created_at, me.last_read_note_id, me.muted,
              last.id AS last_note_id, coalesce(last.created_at, al.created_at) AS active_at,
              (SELECT count(*)::int FROM notes n
                WHERE n.album_id = al.id AND n.id > me.last_read_note_id
                  AND n.owner_id <> me.account_id AND ${SHOWN_TO_ME}) AS unread,
              ${ownerColumns('ac')}
         FROM chat_members me
         JOIN albums al ON al.id = me.album_id
         JOIN accounts ac ON ac.id = al.owner_id
         LEFT JOIN LATERAL (SELECT n.id, n.created_at FROM notes n
                             WHERE n.album_id = al.id AND ${SHOWN_TO_ME}
                             ORDER BY n.id DESC LIMIT 1) last ON true
        WHERE me.account_id = $1 AND ($2::int IS NULL OR al.id = $2)
        ORDER BY active_at DESC, al.id DESC
        LIMIT $3 OFFSET $4`,
      [memberId, where.chatId ?? null, where.limit, where.start],
    );
    if (rows.length === 0) return [];
    const chatIds = rows.map((row) => row.id);
    const lastIds = rows.flatMap((row) => (row.last_note_id === null ? [] : [row.last_note_id]));
    const members = await tx.query<MemberRow>(
      `SELECT m.album_id, m.last_read_note_id, ${PUBLIC_ACCOUNT_COLUMNS('ac')}
         FROM chat_members m JOIN accounts ac ON ac.id = m.account_id
        WHERE m.album_id = ANY($1::int[]) ORDER BY m.joined_at, ac.id`,
      [chatIds],
    );
    const invited = await tx.query<PublicAccountRow & { album_id: number }>(
      `SELECT ci.album_id, ${PUBLIC_ACCOUNT_COLUMNS('ac')}
         FROM chat_invitations ci JOIN accounts ac ON ac.id = ci.account_id
        WHERE ci.album_id = ANY($1::int[]) AND ci.declined_at IS NULL
        ORDER BY ci.created_at, ac.id`,
      [chatIds],
    );
    const lastNotes = await loadNotes(tx, lastIds);
    return rows.map((row) => {
      const inChat = members.filter((member) => member.album_id === row.id);
      const others = inChat.filter((member) => member.id !== memberId);
      const other = row.album_type === 'chat_single' ? others[0] : undefined;
      const owner = toOwner(row, mediaUrl);
      const otherShort = other ? toAccountShort(other, mediaUrl) : undefined;
      return {
        albumId: row.id,
        albumType: row.album_type,
        title: otherShort?.display ?? row.title,
        owner,
        ownerId: row.owner_id,
        thumbnailURL: otherShort?.profileImage ?? owner.profileImage,
        members: inChat.map((member) => toAccountShort(member, mediaUrl)),
        invited: invited
          .filter((account) => account.album_id === row.id)
          .map((account) => toAccountShort(account, mediaUrl)),
        userCount: inChat.length,
        lastMessage: (row.last_note_id !== null && lastNotes.get(row.last_note_id)) || null,
        unreadCount: row.unread,
        lastReadNoteId: row.last_read_note_id,
        muted: row.muted,
        readStates: others.map((member) => ({
          accountId: member.id,
          lastReadNoteId: member.last_read_note_id,
        })),
        dateCreated: toEpochMs(row.created_at) ?? 0,
        dateUpdated: toEpochMs(row.active_at) ?? 0,
      };
    });
  }

  async function chatFor(tx: Queryable, chatId: number, memberId: number): Promise<ChatResponse> {
    const [chat] = await chatsOf(tx, memberId, { chatId, start: 0, limit: 1 });
    if (!chat) throw notFound(NO_SUCH_CHAT);
    return chat;
  }

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

    /** Messages newest first, `limit` at a time, older than message `before`. */
    async history(chatId: number, memberId: number, before: number | undefined, limit: number) {
      return db.transaction(async (tx) => {
        await membersOf(tx, chatId, memberId);
        const rows = await tx.query<{ id: number }>(
          `SELECT n.id FROM notes n WHERE n.album_id = $1 AND ($2::int IS NULL OR n.id < $2)
              AND ${noteShownToViewerSql('n', '$4::int')}
            ORDER BY n.id DESC LIMIT $3`,
          [chatId, before ?? null, limit + 1, memberId],
        );
        const counted = await tx.query<{ total: number }>(
          `SELECT count(*)::int AS total FROM notes n
            WHERE n.album_id = $1 AND ${noteShownToViewerSql('n', '$2::int')}`,
          [chatId, memberId],
        );
        const ids = rows.slice(0, limit).map((row) => row.id);
        const notes = await loadNotes(tx, ids);
        const oldest = ids.at(-1);
        return {
          items: ids.flatMap((id) => notes.get(id) ?? []),
          countTotal: counted[0]?.total ?? 0,
          nextCursor: rows.length > limit && oldest !== undefined ? String(oldest) : null,
        };
      });
    },

    /**
     * Sends a message once per client message id: a repeat (a retry, a double click, twenty
     * at once) returns the message already stored and announces nothing. Undefined when a
     * photo is not one of the sender's uploads; ChatRefusal AWAITING_REPLY when the other
     * member of a one-to-one chat has not answered the first few.
     */
    async send(
      chatId: number,
      memberId: number,
      input: { text: string; uploadIds: string[]; clientMessageId: string },
    ): Promise<{ note: ChatNoteResponse; created: boolean } | undefined> {
      return db.transaction(async (tx) => {
        const members = await membersOf(tx, chatId, memberId);
        const photos = await uploads.owned(tx, memberId, 'post-photo', input.uploadIds);
        if (photos.size !== new Set(input.uploadIds).size) return undefined;
        const repeated = await sentBefore(tx, chatId, memberId, input.clientMessageId);
        if (repeated !== undefined) return { note: await noteOf(tx, repeated), created: false };
        await refuseBlockedPair(tx, chatId, memberId, members);
        await refuseUnanswered(tx, chatId, memberId);
        const inserted = await tx.query<{ id: number }>(
          `INSERT INTO notes (album_id, owner_id, comment, client_message_id)
           VALUES ($1, $2, $3, $4)
           ON CONFLICT (album_id, owner_id, client_message_id)
             WHERE client_message_id IS NOT NULL DO NOTHING
           RETURNING id`,
          [chatId, memberId, input.text.trim(), input.clientMessageId],
        );
        const noteId = inserted[0]?.id;
        if (noteId === undefined) {
          // The same client id sent at the same moment: theirs is the message.
          const id = await sentBefore(tx, chatId, memberId, input.clientMessageId);
          if (id === undefined) throw new Error('A message with that client id vanished');
          return { note: await noteOf(tx, id), created: false };
        }
        for (const [position, uploadId] of input.uploadIds.entries()) {
          const photo = photos.get(uploadId);
          await tx.query(
            `INSERT INTO assets (album_id, note_id, uploader_id, position, file, file_name,
                                 mime_type, width, height)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
            [
              chatId,
              noteId,
              memberId,
              position,
              uploadMediaPath(uploadId),
              `photo-${position + 1}`,
              photo?.contentType ?? 'image/jpeg',
              photo?.width ?? null,
              photo?.height ?? null,
            ],
          );
        }
        // The sender has read their own message.
        await tx.query(
          `UPDATE chat_members SET last_read_note_id = greatest(last_read_note_id, $3)
            WHERE album_id = $1 AND account_id = $2`,
          [chatId, memberId, noteId],
        );
        const note = await noteOf(tx, noteId);
        // From here to the commit the chat's row stays locked, which puts concurrent sends
        // to one chat in order (exact unread counts, one notification per unread stretch):
        // only what needs that order comes after it, so a busy chat waits on few statements.
        await tx.query(
          `UPDATE albums SET comments_count = comments_count + 1,
                  asset_count = asset_count + $2, updated_at = now() WHERE id = $1`,
          [chatId, input.uploadIds.length],
        );
        // Members who muted or blocked the sender (or were blocked by them) never see it.
        const hiding = await viewersHidingFrom(tx, memberId, members);
        await events.queue(tx, {
          kind: 'chat-message',
          chatId,
          recipients: members.filter((id) => !hiding.has(id)),
          payload: { note },
        });
        await events.unread(
          tx,
          members.filter((id) => id !== memberId),
        );
        await notifyUnmuted(tx, chatId, memberId, noteId, input.text);
        return { note, created: true };
      });
    },

    /** Changes the text of the member's own message; 404 when it is not theirs. */
    async edit(
      chatId: number,
      noteId: number,
      memberId: number,
      text: string,
    ): Promise<ChatNoteResponse> {
      return db.transaction(async (tx) => {
        const members = await membersOf(tx, chatId, memberId);
        const rows = await tx.query(
          `UPDATE notes SET comment = $4, updated_at = clock_timestamp()
            WHERE id = $1 AND album_id = $2 AND owner_id = $3 RETURNING id`,
          [noteId, chatId, memberId, text.trim()],
        );
        if (rows.length === 0) throw notFound(NO_SUCH_MESSAGE);
        const note = await noteOf(tx, noteId);
        await events.queue(tx, {
          kind: 'chat-message-updated',
          chatId,
          recipients: members,
          payload: { note },
        });
        return note;
      });
    },

    /** Deletes the member's own message with its photos; 404 when it is not theirs. */
    async remove(chatId: number, noteId: number, memberId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const members = await membersOf(tx, chatId, memberId);
        const photos = await tx.query<{ file: string }>(
          'SELECT file FROM assets WHERE note_id = $1',
          [noteId],
        );
        const rows = await tx.query(
          'DELETE FROM notes WHERE id = $1 AND album_id = $2 AND owner_id = $3 RETURNING id',
          [noteId, chatId, memberId],
        );
        if (rows.length === 0) throw notFound(NO_SUCH_MESSAGE);
        const uploadIds = photos.flatMap((photo) => uploadIdOf(photo.file) ?? []);
        await uploads.remove(tx, memberId, 'post-photo', uploadIds);
        await tx.query(
          `UPDATE albums SET comments_count = greatest(comments_count - 1, 0),
                  asset_count = greatest(asset_count - $2, 0) WHERE id = $1`,
          [chatId, photos.length],
        );
        await events.queue(tx, {
          kind: 'chat-message-deleted',
          chatId,
          recipients: members,
          payload: { noteId },
        });
        await events.unread(
          tx,
          members.filter((id) => id !== memberId),
        );
      });
    },

    /** Moves the member's read position forward (never back) and tells the others ("Seen"). */
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

    /**
     * Tells the other members' open pages the member is typing. Nothing is written: typing
     * is over in seconds, so a page that was not open, or reconnects, never hears of it.
     */
    async typing(chatId: number, memberId: number): Promise<void> {
      const members = await membersOf(db, chatId, memberId);
      events.signal({
        kind: 'chat-typing',
        chatId,
        recipients: members.filter((id) => id !== memberId),
        payload: { accountId: memberId, at: Date.now() },
      });
    },
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
