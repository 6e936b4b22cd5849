import fp from 'fastify-plugin';
import type { Db } from '../../../db/db.ts';
import { notFound } from '../../../lib/errors.ts';
import type { MediaUrl } from '../../../lib/media.ts';
import { toEpochMs } from '../../../lib/paging.ts';
import type { NoteResponse, ReplyResponse } from '../../../schemas/notes.ts';
import { holdForReview } from '../kernel/moderation.ts';
import { notify } from '../notifications/notify.ts';
import type { Viewer } from '../kernel/visibility.ts';
import { openableAlbumOwner } from './album-access.ts';
import { ownerColumns, toOwner, type OwnerColumns } from '../kernel/account-short.ts';
import { noteShownToViewerSql } from '../kernel/member-hides.ts';
import { recordEvent, recordMentions } from './outbox.ts';
import {
  encodeKeysetCursor,
  FORUM_THREAD_TYPE,
  mentionedUsernames,
  newlyMentionedUsernames,
  type KeysetCursor,
} from './rules.ts';

interface NoteRow extends OwnerColumns {
  id: number;
  album_id: number;
  parent_id: number | null;
  comment: string;
  like_count: number;
  created_at: Date | string;
  updated_at: Date | string;
  created_micros: string;
}

const SELECT_NOTE = `n.id, n.album_id, n.parent_id, n.comment, n.like_count, n.created_at,
  n.updated_at, (extract(epoch FROM n.created_at) * 1000000)::bigint::text AS created_micros,
  ${ownerColumns('ac')}`;

const shownTo = (viewer: string) => noteShownToViewerSql('n', viewer);

/**
 * Comments on albums and replies to them. The album's commentsCount counts both and moves
 * in the same transaction as the rows; so does the outbox event.
 */
export function createNotesRepository(db: Db, mediaUrl: MediaUrl) {
  const toReply = (row: NoteRow, liked: ReadonlySet<number>): ReplyResponse => ({
    noteId: row.id,
    albumId: row.album_id,
    parentNoteId: row.parent_id,
    comment: row.comment,
    owner: toOwner(row, mediaUrl),
    dateCreated: toEpochMs(row.created_at) ?? 0,
    updatedDate: toEpochMs(row.updated_at) ?? 0,
    likesCount: row.like_count,
    hasLiked: liked.has(row.id),
    tags: [],
  });

  /** Which of these comments the viewer likes. */
  const likedBy = async (viewerId: number, ids: number[]): Promise<Set<number>> => {
    if (ids.length === 0) return new Set();
    const rows = await db.query<{ likable_id: number }>(
      `SELECT likable_id FROM likes
        WHERE account_id = $1 AND likable_type = 'NOTE' AND likable_id = ANY($2::int[])`,
      [viewerId, ids],
    );
    return new Set(rows.map((row) => row.likable_id));
  };

  /** One note as the viewer sees it, with its replies (an edited comment keeps its thread). */
  const findNote = async (id: number, viewerId: number): Promise<NoteResponse | undefined> => {
    const rows = await db.query<NoteRow>(
      `SELECT ${SELECT_NOTE} FROM notes n JOIN accounts ac ON ac.id = n.owner_id
        WHERE n.id = $1 OR (n.parent_id = $1 AND ${shownTo('$2')})
        ORDER BY n.parent_id NULLS FIRST, n.created_at, n.id`,
      [id, viewerId],
    );
    const [note, ...replies] = rows;
    if (note?.id !== id) return undefined;
    const liked = await likedBy(
      viewerId,
      rows.map((row) => row.id),
    );
    return { ...toReply(note, liked), replies: replies.map((reply) => toReply(reply, liked)) };
  };

  return {
    /** An album's comments oldest first (newest last), a page at a time, with their replies. */
    async list(
      albumId: number,
      viewer: Viewer,
      cursor: KeysetCursor | undefined,
      limit: number,
    ): Promise<{ items: NoteResponse[]; countTotal: number; nextCursor: string | null }> {
      await openableAlbumOwner(db, albumId, viewer);
      const params: unknown[] = [albumId, limit + 1];
      let after = '';
      if (cursor) {
        params.push(cursor.createdMicros, cursor.id);
        after = `AND (n.created_at, n.id) >
          (timestamptz 'epoch' + $3::bigint * interval '1 microsecond', $4)`;
      }
      const [rows, counted] = await Promise.all([
        db.query<NoteRow>(
          `SELECT ${SELECT_NOTE} FROM notes n JOIN accounts ac ON ac.id = n.owner_id
            WHERE n.album_id = $1 AND n.parent_id IS NULL AND ${shownTo(`$${params.length + 1}`)}
              ${after}
            ORDER BY n.created_at, n.id LIMIT $2`,
          [...params, viewer.id],
        ),
        db.query<{ total: number }>(
          `SELECT count(*)::int AS total FROM notes n
            WHERE n.album_id = $1 AND n.parent_id IS NULL AND ${shownTo('$2')}`,
          [albumId, viewer.id],
        ),
      ]);
      const page = rows.slice(0, limit);
      const replies =
        page.length === 0
          ? []
          : await db.query<NoteRow>(
              `SELECT ${SELECT_NOTE} FROM notes n JOIN accounts ac ON ac.id = n.owner_id
                WHERE n.parent_id = ANY($1::int[]) AND ${shownTo('$2')}
                ORDER BY n.created_at, n.id`,
              [page.map((row) => row.id), viewer.id],
            );
      const last = page.at(-1);
      const liked = await likedBy(
        viewer.id,
        [...page, ...replies].map((row) => row.id),
      );
      return {
        items: page.map((row) => ({
          ...toReply(row, liked),
          replies: replies
            .filter((reply) => reply.parent_id === row.id)
            .map((reply) => toReply(reply, liked)),
        })),
        countTotal: counted[0]?.total ?? 0,
        nextCursor:
          rows.length > limit && last
            ? encodeKeysetCursor({ createdMicros: last.created_micros, id: last.id })
            : null,
      };
    },

    /** A new comment, or a reply when `parentNoteId` names a comment of the same album. */
    async create(
      viewer: Viewer,
      input: {
        albumId: number;
        comment: string;
        parentNoteId?: number | undefined;
        /** Why it is held for review (a watched word): shown to its author alone until approved. */
        held?: string | undefined;
      },
    ): Promise<NoteResponse> {
      const id = await db.transaction(async (tx) => {
        const albumOwner = await openableAlbumOwner(tx, input.albumId, viewer);
        let parent: { id: number; owner_id: number } | undefined;
        if (input.parentNoteId !== undefined) {
          // Replying to a reply answers the comment it belongs to: threads stay one deep.
          const rows = await tx.query<{ id: number; owner_id: number }>(
            `SELECT p.id, p.owner_id FROM notes n
               JOIN notes p ON p.id = coalesce(n.parent_id, n.id)
              WHERE n.id = $1 AND n.album_id = $2`,
            [input.parentNoteId, input.albumId],
          );
          parent = rows[0];
          if (!parent) throw notFound('That comment does not exist.');
        }
        const text = input.comment.trim();
        const inserted = await tx.query<{ id: number }>(
          `INSERT INTO notes (album_id, owner_id, parent_id, comment) VALUES ($1, $2, $3, $4)
           RETURNING id`,
          [input.albumId, viewer.id, parent?.id ?? null, text],
        );
        const noteId = inserted[0]?.id;
        if (noteId === undefined) throw new Error('Note insert returned no row');
        // A forum thread's last activity is its newest reply: topics list threads by it.
        await tx.query(
          `UPDATE albums SET comments_count = comments_count + 1,
             updated_at = CASE WHEN album_type = '${FORUM_THREAD_TYPE}' THEN now() ELSE updated_at END
           WHERE id = $1`,
          [input.albumId],
        );
        if (input.held) {
          // Nobody else is told of it until a moderator approves it.
          await notify(
            tx,
            await holdForReview(tx, { kind: 'NOTE', id: noteId, authorId: viewer.id }, input.held),
          );
          return noteId;
        }
        await recordEvent(tx, {
          event: parent ? 'REPLY' : 'COMMENT',
          senderId: viewer.id,
          recipientId: parent ? parent.owner_id : albumOwner,
          contentType: 'NOTE',
          contentId: noteId,
          parentType: parent ? 'NOTE' : 'ALBUM',
          parentId: parent ? parent.id : input.albumId,
        });
        await recordMentions(tx, mentionedUsernames(text), {
          senderId: viewer.id,
          contentType: 'NOTE',
          contentId: noteId,
          parentType: 'ALBUM',
          parentId: input.albumId,
        });
        return noteId;
      });
      const note = await findNote(id, viewer.id);
      if (!note) throw new Error(`Note ${id} vanished after insert`);
      return note;
    },

    /**
     * Undefined when there is no such comment of the member's (the route says 404). Members
     * named for the first time by the edit get a MENTION event.
     */
    async update(
      id: number,
      ownerId: number,
      comment: string,
      held?: string | undefined,
    ): Promise<NoteResponse | undefined> {
      const text = comment.trim();
      const saved = await db.transaction(async (tx) => {
        const before = await tx.query<{ comment: string; album_id: number }>(
          'SELECT comment, album_id FROM notes WHERE id = $1 AND owner_id = $2 FOR UPDATE',
          [id, ownerId],
        );
        const previous = before[0];
        if (!previous) return false;
        await tx.query('UPDATE notes SET comment = $2, updated_at = now() WHERE id = $1', [
          id,
          text,
        ]);
        if (held) {
          await notify(tx, await holdForReview(tx, { kind: 'NOTE', id, authorId: ownerId }, held));
          return true;
        }
        await recordMentions(tx, newlyMentionedUsernames(previous.comment, text), {
          senderId: ownerId,
          contentType: 'NOTE',
          contentId: id,
          parentType: 'ALBUM',
          parentId: previous.album_id,
        });
        return true;
      });
      return saved ? findNote(id, ownerId) : undefined;
    },

    /** Deletes the member's comment with its replies; false when it is not theirs. */
    async remove(id: number, ownerId: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx.query<{ album_id: number; removed: number }>(
          `SELECT album_id, 1 + (SELECT count(*)::int FROM notes r WHERE r.parent_id = n.id)
                  AS removed
             FROM notes n WHERE id = $1 AND owner_id = $2`,
          [id, ownerId],
        );
        const row = rows[0];
        if (!row) return false;
        await tx.query('DELETE FROM notes WHERE id = $1', [id]);
        await tx.query(
          'UPDATE albums SET comments_count = greatest(comments_count - $2, 0) WHERE id = $1',
          [row.album_id, row.removed],
        );
        return true;
      });
    },
  };
}

export type NotesRepository = ReturnType<typeof createNotesRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    notes: NotesRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('notes', createNotesRepository(app.db, app.mediaUrl));
  },
  { name: 'notes', dependencies: ['db', 'media-url'] },
);
