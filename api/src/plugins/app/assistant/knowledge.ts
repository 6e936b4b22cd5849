// What the assistant can point a member to: albums they may open, offers on sale near them,
// and quiz packs. Each query narrows by the question's words in SQL; the ranking is in
// reply.ts beside this file.
import type { Queryable } from '../../../db/db.ts';
import { distanceFromSql, onSaleSql, placeholders } from '../../../db/sql.ts';
import { hasAccess, PERSONAL_ALBUM_TYPES } from '../social/rules.ts';
import type { Point } from '../../../lib/geo.ts';
import type { MediaUrl } from '../../../lib/media.ts';
import { formatUsd } from '../../../lib/money.ts';
import type { Candidate } from './reply.ts';
import { readableByViewerSql, type Viewer } from '../social/albums-repository.ts';
import { unitPriceCents } from '../marketplace/rules.ts';

/** Candidates per kind the ranking looks at. */
const CANDIDATE_LIMIT = 100;

/** `%root%` patterns for SQL's ILIKE ANY, or undefined to take the newest/nearest. */
export type SearchPatterns = string[] | undefined;

const anyMatch = (columns: string[], patterns: string) =>
  `(${columns.map((column) => `${column} ILIKE ANY(${patterns}::text[])`).join(' OR ')})`;

export async function albumCandidates(
  db: Queryable,
  mediaUrl: MediaUrl,
  viewer: Viewer,
  patterns: SearchPatterns,
): Promise<Candidate[]> {
  const params: unknown[] = [viewer.id, viewer.audienceIds, [...PERSONAL_ALBUM_TYPES]];
  const param = placeholders(params);
  const owner = `(ac.first_name || ' ' || ac.last_name)`;
  const narrowed = patterns
    ? `AND ${anyMatch(['al.title', 'al.description', 'al.tags', 'al.location_description', owner], param(patterns))}`
    : '';
  const rows = await db.query<{
    id: number;
    owner_id: number;
    title: string;
    description: string;
    tags: string;
    cover: string | null;
    meta_data: Record<string, unknown>;
    location_description: string | null;
    owner_name: string;
    created_at: Date | string;
  }>(
    `SELECT al.id, al.owner_id, al.title, al.description, al.tags, al.cover, al.meta_data,
            al.location_description, ${owner} AS owner_name, al.created_at
       FROM albums al JOIN accounts ac ON ac.id = al.owner_id
      WHERE ${readableByViewerSql('$1', '$2')} AND al.album_type <> ALL($3::text[]) ${narrowed}
      ORDER BY al.created_at DESC, al.id DESC
      LIMIT ${param(CANDIDATE_LIMIT)}`,
    params,
  );
  return rows
    .filter((row) => row.owner_id === viewer.id || hasAccess(row.meta_data, viewer.audienceIds))
    .map((row) => {
      const by = row.owner_id === viewer.id ? 'you' : row.owner_name;
      return {
        type: 'ALBUM' as const,
        id: row.id,
        title: row.title,
        subtitle: [`Post by ${by}`, row.location_description].filter(Boolean).join(' · '),
        mention: `the post “${row.title}” by ${by}`,
        link: `/browse/activity-detail/${row.id}`,
        imageURL: mediaUrl(row.cover),
        fields: [
          { text: row.title, weight: 3 },
          { text: row.tags.replace(/,/g, ' '), weight: 2 },
          { text: row.description, weight: 1 },
          { text: `${row.owner_name} ${row.location_description ?? ''}`, weight: 1 },
        ],
        // Newest first.
        defaultRank: -new Date(row.created_at).getTime(),
      };
    });
}

const miles = (distance: number) =>
  distance < 0.1
    ? 'right nearby'
    : `${distance < 10 ? distance.toFixed(1) : Math.round(distance)} miles away`;

export async function offerCandidates(
  db: Queryable,
  mediaUrl: MediaUrl,
  center: Point,
  patterns: SearchPatterns,
): Promise<Candidate[]> {
  const params: unknown[] = [];
  const param = placeholders(params);
  const distance = distanceFromSql(param, center, {
    latitude: 'l.latitude',
    longitude: 'l.longitude',
  });
  const narrowed = patterns
    ? `AND ${anyMatch(['o.name', 'o.sub_title', 'o.description', 'r.name', 'l.name', 'l.city'], param(patterns))}`
    : '';
  const rows = await db.query<{
    offer_location_id: number;
    offer_id: number;
    name: string;
    sub_title: string;
    description: string;
    full_price_cents: number;
    discount_price_cents: number;
    image: string | null;
    retailer_name: string;
    location_name: string;
    city: string;
    distance: number;
  }>(
    `SELECT ol.id AS offer_location_id, o.id AS offer_id, o.name, o.sub_title, o.description,
            o.full_price_cents, o.discount_price_cents, o.image, r.name AS retailer_name,
            l.name AS location_name, l.city, ${distance} AS distance
       FROM offer_locations ol
       JOIN offers o ON o.id = ol.offer_id
       JOIN retailer_locations l ON l.id = ol.retailer_location_id
       JOIN retailers r ON r.id = o.retailer_id
      WHERE ${onSaleSql()} AND ol.stock > 0 ${narrowed}
      ORDER BY distance, ol.id
      LIMIT ${param(CANDIDATE_LIMIT * 3)}`,
    params,
  );
  // The nearest shop selling each offer stands for it.
  const nearest = rows.filter(
    (row, index) => rows.findIndex((other) => other.offer_id === row.offer_id) === index,
  );
  return nearest.slice(0, CANDIDATE_LIMIT).map((row) => {
    const price = formatUsd(unitPriceCents(row.full_price_cents, row.discount_price_cents));
    const where = row.location_name.toLowerCase().includes(row.city.toLowerCase())
      ? row.location_name
      : `${row.location_name} in ${row.city}`;
    return {
      type: 'OFFER' as const,
      id: row.offer_location_id,
      title: row.name,
      subtitle: `${price} at ${where} · ${miles(row.distance)}`,
      mention: `${row.name} for ${price} at ${where} (${miles(row.distance)})`,
      link: `/browse/marketplace/product/${row.offer_location_id}`,
      imageURL: mediaUrl(row.image),
      fields: [
        { text: row.name, weight: 3 },
        {
          text: `${row.sub_title} ${row.retailer_name} ${row.location_name} ${row.city}`,
          weight: 2,
        },
        { text: row.description, weight: 1 },
      ],
      // Nearest first.
      defaultRank: row.distance,
    };
  });
}

export async function packCandidates(db: Queryable, mediaUrl: MediaUrl): Promise<Candidate[]> {
  const rows = await db.query<{
    id: number;
    name: string;
    description: string;
    icon: string | null;
    first_level_id: number | null;
    level_count: number;
    level_names: string | null;
  }>(
    `SELECT p.id, p.name, p.description, p.icon,
            (SELECT gl.id FROM game_levels gl WHERE gl.pack_id = p.id
              ORDER BY gl.position, gl.id LIMIT 1) AS first_level_id,
            (SELECT count(*)::int FROM game_levels gl WHERE gl.pack_id = p.id) AS level_count,
            (SELECT string_agg(gl.name, ' ') FROM game_levels gl WHERE gl.pack_id = p.id)
              AS level_names
       FROM game_packs p
      WHERE p.active AND (p.end_date IS NULL OR p.end_date > now())
      ORDER BY p.id
      LIMIT $1`,
    [CANDIDATE_LIMIT],
  );
  return rows.flatMap((row) =>
    row.first_level_id === null
      ? []
      : [
          {
            type: 'QUIZ_PACK' as const,
            id: row.id,
            title: row.name,
            subtitle: `Quiz pack · ${row.level_count} ${row.level_count === 1 ? 'level' : 'levels'}`,
            mention: `the quiz pack “${row.name}”`,
            link: `/browse/quiz/detail/${row.id}/${row.first_level_id}`,
            imageURL: mediaUrl(row.icon),
            fields: [
              { text: row.name, weight: 3 },
              { text: row.description, weight: 1 },
              { text: row.level_names ?? '', weight: 1 },
            ],
            defaultRank: row.id,
          },
        ],
  );
}
