import fp from 'fastify-plugin';
import type { Db } from '../../../db/db.ts';
import { notFound } from '../../../lib/errors.ts';
import type { MediaUrl } from '../../../lib/media.ts';
import type { Page } from '../../../lib/paging.ts';
import type { FollowStateResponse, InfluencerResponse } from '../../../schemas/follows.ts';
import type { PersonResponse } from '../../../schemas/people.ts';
import {
  PUBLIC_ACCOUNT_COLUMNS,
  toAccountShort,
  type PublicAccountRow,
} from '../kernel/account-short.ts';
import { readableByViewerSql, type Viewer } from '../kernel/visibility.ts';
import { blockedBetweenSql } from '../kernel/member-hides.ts';
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

/** A member as People, Influencers and follow lists show them to `viewer` (a placeholder). */
export function personColumns(alias: string, viewer: string): string {
  return `${PUBLIC_ACCOUNT_COLUMNS(alias)}, ${followColumns(alias, viewer)},
          EXISTS (SELECT 1 FROM friendships f
                   WHERE f.account_id = least(${alias}.id, ${viewer})
                     AND f.friend_id = greatest(${alias}.id, ${viewer})) AS friend`;
}

export type PersonRow = PublicAccountRow & FollowColumns & { friend: boolean };

export function toPerson(row: PersonRow, mediaUrl: MediaUrl): PersonResponse {
  return {
    ...toAccountShort(row, mediaUrl),
    friend: row.friend,
    following: row.following,
    followerCount: row.follower_count,
  };
}

// Followers weigh most; likes and comments on posts the viewer may see add to them.
const FOLLOWER_WEIGHT = 10;

type InfluencerRow = PersonRow & {
  following_count: number;
  post_count: number;
  engagement: number;
};

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
     * Who follows the member (FOLLOWERS) or whom they follow (FOLLOWING), newest first:
     * public account fields only, with whether the viewer follows each of them.
     */
    async members(
      viewerId: number,
      accountId: number,
      followType: 'FOLLOWERS' | 'FOLLOWING',
      page: Page,
    ): Promise<{ items: PersonResponse[]; countTotal: number }> {
      // FOLLOWERS: rows where the member is followed, listing the follower; and the reverse.
      const [listed, member] =
        followType === 'FOLLOWERS'
          ? ['follower_id', 'followed_id']
          : ['followed_id', 'follower_id'];
      const [rows, counted] = await Promise.all([
        db.query<PersonRow>(
          `SELECT ${personColumns('a', '$1')}
             FROM follows l JOIN accounts a ON a.id = l.${listed}
            WHERE l.${member} = $2 AND NOT ${blockedBetweenSql('a.id', '$1')}
            ORDER BY l.created_at DESC, a.id
            LIMIT $3 OFFSET $4`,
          [viewerId, accountId, page.limit, page.start],
        ),
        db.query<{ total: number }>(
          `SELECT count(*)::int AS total FROM follows l
            WHERE l.${member} = $2 AND NOT ${blockedBetweenSql(`l.${listed}`, '$1')}`,
          [viewerId, accountId],
        ),
      ]);
      return {
        items: rows.map((row) => toPerson(row, mediaUrl)),
        countTotal: counted[0]?.total ?? 0,
      };
    },

    /** The member's followers and followings, and whether the viewer follows them. */
    async profileCounts(viewerId: number, accountId: number) {
      const rows = await db.query<{
        followers: number;
        following: number;
        viewer_follows: boolean;
      }>(
        `SELECT (SELECT count(*)::int FROM follows WHERE followed_id = $2) AS followers,
                (SELECT count(*)::int FROM follows WHERE follower_id = $2) AS following,
                EXISTS (SELECT 1 FROM follows WHERE follower_id = $1 AND followed_id = $2)
                  AS viewer_follows`,
        [viewerId, accountId],
      );
      const row = rows[0];
      return {
        followers: row?.followers ?? 0,
        following: row?.following ?? 0,
        viewerFollows: row?.viewer_follows ?? false,
      };
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
         SELECT ${personColumns('a', '$1')},
                (SELECT count(*)::int FROM follows fo WHERE fo.follower_id = a.id)
                  AS following_count,
                coalesce(p.post_count, 0) AS post_count, coalesce(p.engagement, 0) AS engagement
           FROM accounts a LEFT JOIN posts p ON p.owner_id = a.id
          WHERE a.id <> $1 AND NOT ${blockedBetweenSql('a.id', '$1')}
          ORDER BY (${FOLLOWER_WEIGHT} * (SELECT count(*) FROM follows fo WHERE fo.followed_id = a.id)
                    + coalesce(p.engagement, 0)) DESC, a.id
          LIMIT $3 OFFSET $4`,
        [viewer.id, viewer.audienceIds, page.limit, page.start],
      );
      const counted = await db.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM accounts a
          WHERE a.id <> $1 AND NOT ${blockedBetweenSql('a.id', '$1')}`,
        [viewer.id],
      );
      return {
        items: rows.map((row, index) => ({
          ...toPerson(row, mediaUrl),
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
