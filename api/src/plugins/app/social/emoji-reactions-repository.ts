import fp from 'fastify-plugin';
import type { Db, Queryable } from '../../../db/db.ts';
import { notFound } from '../../../lib/errors.ts';
import type {
  EmojiReactionCountResponse,
  EmojiReactionsResponse,
} from '../../../schemas/emoji-reactions.ts';
import {
  isLockedFor,
  lockableOf,
  PARENT_LOCK_COLUMNS,
  type ParentLockRow,
} from '../kernel/access-lock.ts';
import { openableAlbumOwner } from './album-access.ts';
import { readableByViewerSql, type Viewer } from '../kernel/visibility.ts';
import {
  EMOJI_REACTIONS,
  EMOJI_REACTIONS_KIND,
  type EmojiReaction,
} from './emoji-reaction-rules.ts';
import { signalReaders } from './wall-announcements.ts';

/** A post (album) or a comment (note). */
export type ReactionTarget = { albumId: number } | { noteId: number };

const NO_SUCH_COMMENT = 'That comment does not exist.';

interface CountRow {
  album_id: number | null;
  note_id: number | null;
  reaction: EmojiReaction;
  count: number;
}

const keyOf = (albumId: number | null, noteId: number | null) =>
  albumId !== null ? `a${albumId}` : `n${noteId}`;

/** Counts in the set's own order, whatever order the database answered in. */
function inSetOrder(counts: EmojiReactionCountResponse[]): EmojiReactionCountResponse[] {
  return [...counts].sort(
    (a, b) => EMOJI_REACTIONS.indexOf(a.reaction) - EMOJI_REACTIONS.indexOf(b.reaction),
  );
}

/**
 * Emoji reactions of posts and comments: one per member on each (the database's unique
 * indexes say so, however concurrently they click), which they may change or withdraw.
 * Only what the member may read can be reacted to or read; the post's connected readers
 * hear the new counts live.
 */
export function createEmojiReactionsRepository(db: Db) {
  /** The album a target is in, or 404 when the viewer may not open it. */
  const albumOf = async (tx: Queryable, target: ReactionTarget, viewer: Viewer) => {
    if ('albumId' in target) {
      await openableAlbumOwner(tx, target.albumId, viewer);
      return target.albumId;
    }
    const rows = await tx.query<{ album_id: number }>('SELECT album_id FROM notes WHERE id = $1', [
      target.noteId,
    ]);
    const albumId = rows[0]?.album_id;
    if (albumId === undefined) throw notFound(NO_SUCH_COMMENT);
    await openableAlbumOwner(tx, albumId, viewer).catch(() => {
      throw notFound(NO_SUCH_COMMENT);
    });
    return albumId;
  };

  /** Each target's counts and the viewer's own reaction, readable or not (callers check). */
  const statesOf = async (
    q: Queryable,
    albumIds: number[],
    noteIds: number[],
    viewerId: number,
  ): Promise<EmojiReactionsResponse[]> => {
    const rows = await q.query<CountRow & { mine: boolean }>(
      `SELECT album_id, note_id, reaction, count(*)::int AS count,
              bool_or(account_id = $3) AS mine
         FROM emoji_reactions
        WHERE album_id = ANY($1::int[]) OR note_id = ANY($2::int[])
        GROUP BY album_id, note_id, reaction`,
      [albumIds, noteIds, viewerId],
    );
    const byKey = new Map<string, EmojiReactionsResponse>();
    for (const [albumId, noteId] of [
      ...albumIds.map((id) => [id, null] as const),
      ...noteIds.map((id) => [null, id] as const),
    ]) {
      byKey.set(keyOf(albumId, noteId), { albumId, noteId, counts: [], mine: null });
    }
    for (const row of rows) {
      const state = byKey.get(keyOf(row.album_id, row.note_id));
      if (!state) continue;
      state.counts.push({ reaction: row.reaction, count: row.count });
      if (row.mine) state.mine = row.reaction;
    }
    return [...byKey.values()].map((state) => ({ ...state, counts: inSetOrder(state.counts) }));
  };

  const stateOf = async (q: Queryable, target: ReactionTarget, viewerId: number) => {
    const [state] =
      'albumId' in target
        ? await statesOf(q, [target.albumId], [], viewerId)
        : await statesOf(q, [], [target.noteId], viewerId);
    if (!state) throw new Error('A reaction state went missing');
    return state;
  };

  /** Writes a change, then tells the post's connected readers the new counts. */
  const change = (
    target: ReactionTarget,
    viewer: Viewer,
    write: (tx: Queryable, column: 'album_id' | 'note_id', id: number) => Promise<unknown>,
  ): Promise<EmojiReactionsResponse> =>
    db.transaction(async (tx) => {
      const albumId = await albumOf(tx, target, viewer);
      if ('albumId' in target) await write(tx, 'album_id', target.albumId);
      else await write(tx, 'note_id', target.noteId);
      const state = await stateOf(tx, target, viewer.id);
      signalReaders(tx, {
        albumId,
        rule: 'readers',
        exceptId: viewer.id,
        kind: EMOJI_REACTIONS_KIND,
        payload: { albumId: state.albumId, noteId: state.noteId, counts: state.counts },
      });
      return state;
    });

  return {
    /** Gives the member's reaction, or changes the one they gave. */
    react(target: ReactionTarget, reaction: EmojiReaction, viewer: Viewer) {
      return change(target, viewer, (tx, column, id) =>
        tx.query(
          `INSERT INTO emoji_reactions (account_id, ${column}, reaction) VALUES ($1, $2, $3)
           ON CONFLICT (${column}, account_id) WHERE ${column} IS NOT NULL
           DO UPDATE SET reaction = EXCLUDED.reaction, created_at = now()`,
          [viewer.id, id, reaction],
        ),
      );
    },

    /** Takes the member's reaction back (none given is no error). */
    withdraw(target: ReactionTarget, viewer: Viewer) {
      return change(target, viewer, (tx, column, id) =>
        tx.query(`DELETE FROM emoji_reactions WHERE account_id = $1 AND ${column} = $2`, [
          viewer.id,
          id,
        ]),
      );
    },

    /**
     * The reactions of the posts and comments named that the viewer may read; the others
     * are left out, as the wall leaves them out.
     */
    async read(
      albumIds: number[],
      noteIds: number[],
      viewer: Viewer,
    ): Promise<EmojiReactionsResponse[]> {
      const rows = await db.query<
        ParentLockRow & {
          album_id: number;
          note_id: number | null;
          owner_id: number;
          meta_data: Record<string, unknown>;
        }
      >(
        `SELECT al.id AS album_id, NULL::int AS note_id, al.owner_id, al.meta_data,
                ${PARENT_LOCK_COLUMNS}
           FROM albums al
          WHERE al.id = ANY($3::int[]) AND ${readableByViewerSql('$1', '$2')}
         UNION ALL
         SELECT al.id, n.id, al.owner_id, al.meta_data, ${PARENT_LOCK_COLUMNS}
           FROM notes n JOIN albums al ON al.id = n.album_id
          WHERE n.id = ANY($4::int[]) AND ${readableByViewerSql('$1', '$2')}`,
        [viewer.id, viewer.audienceIds, albumIds, noteIds],
      );
      const open = rows.filter((row) => !isLockedFor(lockableOf(row), viewer));
      return statesOf(
        db,
        open.filter((row) => row.note_id === null).map((row) => row.album_id),
        open.flatMap((row) => (row.note_id === null ? [] : [row.note_id])),
        viewer.id,
      );
    },
  };
}

export type EmojiReactionsRepository = ReturnType<typeof createEmojiReactionsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    emojiReactions: EmojiReactionsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('emojiReactions', createEmojiReactionsRepository(app.db));
  },
  { name: 'emoji-reactions', dependencies: ['db'] },
);
