import fp from 'fastify-plugin';
import type { Db } from '../../../db/db.ts';
import type { MediaUrl } from '../../../lib/media.ts';
import type { Page } from '../../../lib/paging.ts';
import type { AccountShort } from '../../../schemas/albums.ts';
import type { Static } from 'typebox';
import {
  PUBLIC_ACCOUNT_COLUMNS,
  toAccountShort,
  type PublicAccountRow,
} from '../kernel/account-short.ts';
import { lessonRefusal, type Lesson } from './section-rules.ts';

type LessonRefusal = NonNullable<ReturnType<typeof lessonRefusal>>;

type Account = Static<typeof AccountShort>;

export interface Attendance {
  attendee: Account;
  /** The attendee again when they are the viewer's friend, else null (PLATFORM.md). */
  friend: Account | null;
}

/**
 * Who joined a group, follows a channel or attends an event (all in album_members), and
 * how far each member got through a training.
 */
export function createSectionsRepository(db: Db, mediaUrl: MediaUrl) {
  return {
    /** Adds the member; false when they were in already. */
    async join(albumId: number, accountId: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const added = await tx.query(
          `INSERT INTO album_members (album_id, account_id) VALUES ($1, $2)
           ON CONFLICT (album_id, account_id) DO NOTHING RETURNING album_id`,
          [albumId, accountId],
        );
        if (added.length === 0) return false;
        await tx.query('UPDATE albums SET user_count = user_count + 1 WHERE id = $1', [albumId]);
        return true;
      });
    },

    /** Removes the member; false when they were not in. */
    async leave(albumId: number, accountId: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const removed = await tx.query(
          'DELETE FROM album_members WHERE album_id = $1 AND account_id = $2 RETURNING album_id',
          [albumId, accountId],
        );
        if (removed.length === 0) return false;
        await tx.query('UPDATE albums SET user_count = greatest(user_count - 1, 0) WHERE id = $1', [
          albumId,
        ]);
        return true;
      });
    },

    /** Members, followers or attendees of the album now. */
    async userCount(albumId: number): Promise<number> {
      const rows = await db.query<{ user_count: number }>(
        'SELECT user_count FROM albums WHERE id = $1',
        [albumId],
      );
      return rows[0]?.user_count ?? 0;
    },

    async isMember(albumId: number, accountId: number): Promise<boolean> {
      const rows = await db.query(
        'SELECT 1 FROM album_members WHERE album_id = $1 AND account_id = $2',
        [albumId, accountId],
      );
      return rows.length > 0;
    },

    /** The album's members, newest first, each marked when they are the viewer's friend. */
    async members(
      albumId: number,
      viewerId: number,
      page: Page,
    ): Promise<{ items: Attendance[]; countTotal: number }> {
      const [rows, counted] = await Promise.all([
        db.query<PublicAccountRow & { is_friend: boolean }>(
          `SELECT ${PUBLIC_ACCOUNT_COLUMNS('ac')},
                  EXISTS (SELECT 1 FROM friendships f
                           WHERE (f.account_id, f.friend_id) =
                                 (least(ac.id, $2), greatest(ac.id, $2))) AS is_friend
             FROM album_members m JOIN accounts ac ON ac.id = m.account_id
            WHERE m.album_id = $1
            ORDER BY m.joined_at DESC, ac.id DESC
            LIMIT $3 OFFSET $4`,
          [albumId, viewerId, page.limit, page.start],
        ),
        db.query<{ total: number }>(
          'SELECT count(*)::int AS total FROM album_members WHERE album_id = $1',
          [albumId],
        ),
      ]);
      return {
        items: rows.map((row) => {
          const attendee = toAccountShort(row, mediaUrl);
          return { attendee, friend: row.is_friend && row.id !== viewerId ? attendee : null };
        }),
        countTotal: counted[0]?.total ?? 0,
      };
    },

    /** The lesson ids of the training the member has completed. */
    async completedLessons(albumId: number, accountId: number): Promise<Set<string>> {
      const rows = await db.query<{ lesson_id: string }>(
        'SELECT lesson_id FROM training_progress WHERE album_id = $1 AND account_id = $2',
        [albumId, accountId],
      );
      return new Set(rows.map((row) => row.lesson_id));
    },

    /**
     * Completes lesson `lessonId` of the training (whose `lessons` the caller read from it)
     * if the lesson rule lets the member; the rule's refusal otherwise. Reading what they
     * completed, deciding and writing are one transaction, holding a lock on this member's
     * progress in this training, so the decision stands on what is written beside it.
     * Completing a lesson twice counts once.
     */
    async completeLesson(
      albumId: number,
      accountId: number,
      lessons: Lesson[],
      lessonId: string,
    ): Promise<LessonRefusal | undefined> {
      return db.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [albumId, accountId]);
        const rows = await tx.query<{ lesson_id: string }>(
          'SELECT lesson_id FROM training_progress WHERE album_id = $1 AND account_id = $2',
          [albumId, accountId],
        );
        const completed = new Set(rows.map((row) => row.lesson_id));
        const refusal = lessonRefusal(lessons, completed, lessonId);
        if (refusal) return refusal;
        await tx.query(
          `INSERT INTO training_progress (album_id, account_id, lesson_id) VALUES ($1, $2, $3)
           ON CONFLICT (account_id, album_id, lesson_id) DO NOTHING`,
          [albumId, accountId, lessonId],
        );
        return undefined;
      });
    },
  };
}

export type SectionsRepository = ReturnType<typeof createSectionsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    sections: SectionsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('sections', createSectionsRepository(app.db, app.mediaUrl));
  },
  { name: 'sections', dependencies: ['db', 'media-url'] },
);
