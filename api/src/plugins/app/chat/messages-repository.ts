import type { FastifyInstance } from 'fastify';
import type { Db, Queryable } from '../../../db/db.ts';
import { HttpError, notFound } from '../../../lib/errors.ts';
import type { MediaUrl } from '../../../lib/media.ts';
import type { ChatNoteResponse } from '../../../schemas/chats.ts';
import { holdForReview } from '../kernel/moderation.ts';
import { notify } from '../notifications/notify.ts';
import { uploadIdOf, uploadMediaPath } from '../kernel/media.ts';
import { noteShownToViewerSql, viewersHidingFrom } from '../kernel/member-hides.ts';
import { refuseBlockedPair } from './blocked-members.ts';
import type { ChatEvents } from './chat-events.ts';
import { notifyUnmuted } from './chat-notifications.ts';
import { chatReads, membersOf, NO_SUCH_MESSAGE } from './chat-reads.ts';
import { messageProblem } from './rules.ts';
import { refuseUnanswered } from './unanswered-messages.ts';

/** A message the chat rule refuses (empty, too long, too many photos): 400. */
function checkMessage(text: string, photoCount: number): void {
  const problem = messageProblem(text, photoCount);
  if (problem) throw new HttpError(400, 'VALIDATION_ERROR', problem);
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

/**
 * The messages of a conversation: its history, sending (once per client message id),
 * editing and deleting, and the passing "is typing" signal. Each change and the event that
 * announces it are written in one transaction; only the chat's members are told.
 */
export function createChatMessagesRepository(
  db: Db,
  mediaUrl: MediaUrl,
  events: ChatEvents,
  uploads: FastifyInstance['uploads'],
) {
  const { loadNotes, noteOf } = chatReads(mediaUrl);

  return {
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
      input: {
        text: string;
        uploadIds: string[];
        clientMessageId: string;
        /** Why it is held for review (a watched word): shown to its sender alone until approved. */
        held?: string | undefined;
      },
    ): Promise<{ note: ChatNoteResponse; created: boolean } | undefined> {
      checkMessage(input.text, input.uploadIds.length);
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
        if (input.held) {
          // Only the sender sees it (on their other tabs too) until a moderator approves it.
          const item = { kind: 'CHAT_MESSAGE' as const, id: noteId, authorId: memberId };
          await notify(tx, await holdForReview(tx, item, input.held));
          await events.queue(tx, {
            kind: 'chat-message',
            chatId,
            recipients: [memberId],
            payload: { note },
          });
          return { note, created: true };
        }
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
      held?: string | undefined,
    ): Promise<ChatNoteResponse> {
      checkMessage(text, 0);
      return db.transaction(async (tx) => {
        const members = await membersOf(tx, chatId, memberId);
        const rows = await tx.query(
          `UPDATE notes SET comment = $4, updated_at = clock_timestamp()
            WHERE id = $1 AND album_id = $2 AND owner_id = $3 RETURNING id`,
          [noteId, chatId, memberId, text.trim()],
        );
        if (rows.length === 0) throw notFound(NO_SUCH_MESSAGE);
        const note = await noteOf(tx, noteId);
        if (held) {
          await notify(
            tx,
            await holdForReview(tx, { kind: 'CHAT_MESSAGE', id: noteId, authorId: memberId }, held),
          );
        }
        await events.queue(tx, {
          kind: 'chat-message-updated',
          chatId,
          recipients: held ? [memberId] : members,
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
