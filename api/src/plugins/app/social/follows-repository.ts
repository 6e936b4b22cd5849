import fp from 'fastify-plugin';
import type { Db } from '../../../db/db.ts';
import { notFound } from '../../../lib/errors.ts';
import type { MediaUrl } from '../../../lib/media.ts';
import type { Page } from '../../../lib/paging.ts';
import type { FollowStateResponse, InfluencerResponse } from '../../../schemas/follows.ts';
import {
  PUBLIC_ACCOUNT_COLUMNS,
  toAccountShort,
  type PublicAccountRow,
} from '../identity/account-short.ts';
import { readableByViewerSql, type Viewer } from './albums-repository.ts';
import { PERSONAL_ALBUM_TYPES } from './rules.ts';
import { recordEvent } from './outbox.ts';

export interface FollowColumns {
  following: boolean;
  follower_count: number;
}

/** Whether `viewer` (a placeholder) follows the account aliased `alias`, and its followers. */
export function followColumns(alias: string, viewer: string): string {
  return `EXISTS (SELECT 1 FROM follows fo
                   WHERE fo.follower_id = ${viewer} AND fo.followed_id = ${alias}.id) AS following,
          (SELECT count(*)::int FROM follows fo WHERE fo.followed_id = ${alias}.id)
            AS follower_count`;
}

// Followers weigh most; likes and comments on posts the viewer may see add to them.
const FOLLOWER_WEIGHT = 10;

interface InfluencerRow extends PublicAccountRow, FollowColumns {
  friend: boolean;
  following_count: number;
  post_count: number;
  engagement: number;
}

export function createFollowsRepository(db: Db, mediaUrl: MediaUrl) {
  const state = async (viewerId: number, accountId: number): Promise<FollowStateResponse> => {
    const rows = await db.query<FollowColumns>(
      `SELECT ${followColumns('a', '$1')} FROM accounts a WHERE a.id = $2`,
      [viewerId, accountId],
    );
    const row = rows[0];
    if (!row) throw notFound('That member does not exist.');
    return { accountId, following: row.following, followerCount: row.follower_count };
  };

  return {
    /** Following twice counts once; following yourself is not a thing (404). */
    async follow(viewerId: number, accountId: number): Promise<FollowStateResponse> {
      if (viewerId === accountId) throw notFound('That member does not exist.');
      await db.transaction(async (tx) => {
        const exists = await tx.query('SELECT 1 FROM accounts WHERE id = $1', [accountId]);
        if (exists.length === 0) throw notFound('That member does not exist.');
        const added = await tx.query(
          `INSERT INTO follows (follower_id, followed_id) VALUES ($1, $2)
           ON CONFLICT (follower_id, followed_id) DO NOTHING RETURNING followed_id`,
          [viewerId, accountId],
        );
        if (added.length > 0) {
          await recordEvent(tx, {
            event: 'FOLLOW',
            senderId: viewerId,
            recipientId: accountId,
            contentType: 'ACCOUNT',
            contentId: accountId,
          });
        }
      });
      return state(viewerId, accountId);
    },

    async unfollow(viewerId: number, accountId: number): Promise<FollowStateResponse> {
      await db.query('DELETE FROM follows WHERE follower_id = $1 AND followed_id = $2', [
        viewerId,
        accountId,
      ]);
      return state(viewerId, accountId);
    },

    /**
     * Members ranked by followers and by the likes and comments on their posts that the
     * viewer may see (hidden posts count for nobody who cannot see them).
     */
    async influencers(
      viewer: Viewer,
      page: Page,
    ): Promise<{ items: InfluencerResponse[]; countTotal: number }> {
      const rows = await db.query<InfluencerRow>(
        `WITH posts AS (
           SELECT al.owner_id, count(*)::int AS post_count,
                  sum(al.like_count + al.comments_count)::int AS engagement
             FROM albums al
            WHERE ${readableByViewerSql('$1', '$2')} AND al.visibility = 'PUBLIC'
              AND al.album_type <> ALL ('{${PERSONAL_ALBUM_TYPES.join(',')}}'::text[])
            GROUP BY al.owner_id)
         SELECT ${PUBLIC_ACCOUNT_COLUMNS('a')}, ${followColumns('a', '$1')},
                EXISTS (SELECT 1 FROM friendships f
                         WHERE f.account_id = least(a.id, $1) AND f.friend_id = greatest(a.id, $1)
                       ) AS friend,
                (SELECT count(*)::int FROM follows fo WHERE fo.follower_id = a.id)
                  AS following_count,
                coalesce(p.post_count, 0) AS post_count, coalesce(p.engagement, 0) AS engagement
           FROM accounts a LEFT JOIN posts p ON p.owner_id = a.id
          WHERE a.id <> $1
          ORDER BY (${FOLLOWER_WEIGHT} * (SELECT count(*) FROM follows fo WHERE fo.followed_id = a.id)
                    + coalesce(p.engagement, 0)) DESC, a.id
          LIMIT $3 OFFSET $4`,
        [viewer.id, viewer.audienceIds, page.limit, page.start],
      );
      const counted = await db.query<{ total: number }>(
        'SELECT count(*)::int AS total FROM accounts WHERE id <> $1',
        [viewer.id],
      );
      return {
        items: rows.map((row, index) => ({
          ...toAccountShort(row, mediaUrl),
          friend: row.friend,
          following: row.following,
          followerCount: row.follower_count,
          rank: page.start + index + 1,
          followingCount: row.following_count,
          postCount: row.post_count,
          engagement: row.engagement,
        })),
        countTotal: counted[0]?.total ?? 0,
      };
    },
  };
}

export type FollowsRepository = ReturnType<typeof createFollowsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    follows: FollowsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('follows', createFollowsRepository(app.db, app.mediaUrl));
  },
  { name: 'follows', dependencies: ['db', 'media-url'] },
);
