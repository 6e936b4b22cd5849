// Reading conversations: a chat as its member sees it (members, invited, last message,
// unread count) and messages with their photos. Both repositories of the chat domain read
// through these, inside their own transactions.
import type { Queryable } from '../../../db/db.ts';
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
} from '../kernel/account-short.ts';
import { toPostPhoto } from '../kernel/media.ts';
import { noteShownToViewerSql } from '../kernel/member-hides.ts';
import type { ChatType } from './rules.ts';

/** SQL: the message `n` is shown to the chat member `me` (kernel/member-hides.ts). */
export const SHOWN_TO_ME = noteShownToViewerSql('n', 'me.account_id');

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

const SELECT_NOTE = `n.id, n.album_id, n.comment, n.like_count, n.client_message_id,
  n.created_at, n.updated_at, ${ownerColumns('ac')}`;

/** The ids of a chat's members, or 404 when `memberId` is not one of them. */
export async function membersOf(
  tx: Queryable,
  chatId: number,
  memberId: number,
): Promise<number[]> {
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

/** Chats and messages as `mediaUrl` links their pictures. */
export function chatReads(mediaUrl: MediaUrl) {
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

  return { loadNotes, noteOf, chatsOf, chatFor };
}
