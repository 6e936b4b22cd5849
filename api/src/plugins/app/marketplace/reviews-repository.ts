import fp from 'fastify-plugin';
import type { Db } from '../../../db/db.ts';
import { pageSql, placeholders } from '../../../db/sql.ts';
import type { MediaUrl } from '../../../lib/media.ts';
import { pageOf, probePage, toEpochMs, type Page } from '../../../lib/paging.ts';
import type { HelpfulStateResponse, MarketReviewResponse } from '../../../schemas/reviews.ts';
import { ownerColumns, toOwner, type OwnerColumns } from '../kernel/account-short.ts';
import type { ReviewType } from '../kernel/album-store.ts';
import { moderationShownSql } from '../kernel/moderation.ts';
import { POST_ALBUM_TYPE } from '../kernel/visibility.ts';

export type ReviewOrder = 'NEWEST' | 'HELPFUL';

/**
 * A review counts towards a shop's or a product's stars, and is listed on its page, when
 * everybody may read the post that holds it: a published public wall post with no audience
 * tags or access lock, not written inside a group, not kept from others by moderation.
 */
export function countedReviewSql(alias: string): string {
  return `(${alias}.album_type = '${POST_ALBUM_TYPE}' AND ${alias}.visibility = 'PUBLIC'
    AND ${alias}.published AND ${alias}.parent_album_id IS NULL
    AND cardinality(${alias}.visibility_tag_ids) = 0 AND NOT ${alias}.access_locked
    AND ${moderationShownSql('ALBUM', `${alias}.id`, `${alias}.owner_id`, null)})`;
}

/**
 * A one-row subquery (for a LATERAL join) of the stars of what `targetId` (an SQL
 * expression) names: `average` (one decimal, null without reviews) and `count`.
 */
export function ratingSummarySql(reviewType: ReviewType, targetId: string): string {
  return `SELECT round(avg(rv.rating), 1)::float8 AS average, count(*)::int AS count
            FROM albums rv
           WHERE rv.review_type = '${reviewType}' AND rv.review_target_id = ${targetId}
             AND ${countedReviewSql('rv')}`;
}

interface ReviewRow extends OwnerColumns {
  id: number;
  rating: number;
  description: string;
  created_at: Date | string;
  helpful_count: number;
  marked_helpful: boolean;
}

export function createReviewsRepository(db: Db, mediaUrl: MediaUrl) {
  const toResponse = (row: ReviewRow, viewerId: number): MarketReviewResponse => ({
    reviewId: row.id,
    author: toOwner(row, mediaUrl),
    rating: row.rating,
    text: row.description,
    dateCreated: toEpochMs(row.created_at) ?? 0,
    helpfulCount: row.helpful_count,
    markedHelpful: row.marked_helpful,
    ownReview: row.owner_id === viewerId,
  });

  /** Whether the shop or the offer at a shop exists (listed or not: old reviews stay readable). */
  async function targetExists(reviewType: ReviewType, targetId: number): Promise<boolean> {
    const rows = await db.query(
      reviewType === 'RETAILER_LOCATION'
        ? 'SELECT 1 FROM retailer_locations WHERE id = $1'
        : 'SELECT 1 FROM offer_locations WHERE id = $1',
      [targetId],
    );
    return rows.length > 0;
  }

  /** One page of the reviews of a shop or an offer at a shop; undefined when it does not exist. */
  async function list(
    reviewType: ReviewType,
    targetId: number,
    order: ReviewOrder,
    viewerId: number,
    page: Page,
  ): Promise<{ items: MarketReviewResponse[]; countTotal: number } | undefined> {
    if (!(await targetExists(reviewType, targetId))) return undefined;
    const params: unknown[] = [];
    const param = placeholders(params);
    const where = `al.review_type = ${param(reviewType)} AND al.review_target_id = ${param(targetId)}
       AND ${countedReviewSql('al')}`;
    const orderBy =
      order === 'HELPFUL'
        ? 'helpful_count DESC, al.created_at DESC, al.id DESC'
        : 'al.created_at DESC, al.id DESC';
    const rows = await db.query<ReviewRow>(
      `SELECT al.id, al.rating, al.description, al.created_at, ${ownerColumns('ac')},
              (SELECT count(*)::int FROM review_helpful_marks h WHERE h.album_id = al.id)
                AS helpful_count,
              EXISTS (SELECT 1 FROM review_helpful_marks h
                       WHERE h.album_id = al.id AND h.account_id = ${param(viewerId)})
                AS marked_helpful
         FROM albums al JOIN accounts ac ON ac.id = al.owner_id
        WHERE ${where}
        ORDER BY ${orderBy}
        ${pageSql(param, probePage(page))}`,
      params,
    );
    const found = await pageOf(page, rows, async () => {
      const [counted] = await db.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM albums al
          WHERE al.review_type = $1 AND al.review_target_id = $2 AND ${countedReviewSql('al')}`,
        [reviewType, targetId],
      );
      return counted?.total ?? 0;
    });
    return {
      items: found.items.map((row) => toResponse(row, viewerId)),
      countTotal: found.countTotal,
    };
  }

  /** A listed review's author, or undefined when no such review is listed. */
  async function authorOf(reviewId: number): Promise<number | undefined> {
    const [row] = await db.query<{ owner_id: number }>(
      `SELECT al.owner_id FROM albums al
        WHERE al.id = $1 AND al.review_type IS NOT NULL AND ${countedReviewSql('al')}`,
      [reviewId],
    );
    return row?.owner_id;
  }

  async function helpfulState(reviewId: number, viewerId: number): Promise<HelpfulStateResponse> {
    const [row] = await db.query<{ helpful_count: number; marked_helpful: boolean }>(
      `SELECT count(*)::int AS helpful_count, coalesce(bool_or(account_id = $2), false)
              AS marked_helpful
         FROM review_helpful_marks WHERE album_id = $1`,
      [reviewId, viewerId],
    );
    return {
      reviewId,
      helpfulCount: row?.helpful_count ?? 0,
      markedHelpful: row?.marked_helpful ?? false,
    };
  }

  type HelpfulOutcome = HelpfulStateResponse | 'missing' | 'own';

  /** Marks a review helpful; a second mark by the same member changes nothing. */
  async function markHelpful(reviewId: number, viewerId: number): Promise<HelpfulOutcome> {
    const author = await authorOf(reviewId);
    if (author === undefined) return 'missing';
    if (author === viewerId) return 'own';
    await db.query(
      `INSERT INTO review_helpful_marks (album_id, account_id) VALUES ($1, $2)
       ON CONFLICT (album_id, account_id) DO NOTHING`,
      [reviewId, viewerId],
    );
    return helpfulState(reviewId, viewerId);
  }

  async function unmarkHelpful(reviewId: number, viewerId: number): Promise<HelpfulOutcome> {
    if ((await authorOf(reviewId)) === undefined) return 'missing';
    await db.query('DELETE FROM review_helpful_marks WHERE album_id = $1 AND account_id = $2', [
      reviewId,
      viewerId,
    ]);
    return helpfulState(reviewId, viewerId);
  }

  return { list, markHelpful, unmarkHelpful };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    reviews: ReviewsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('reviews', createReviewsRepository(app.db, app.mediaUrl));
  },
  { name: 'reviews', dependencies: ['db', 'media-url'] },
);
