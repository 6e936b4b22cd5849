// What the assistant can point a member to: albums they may open, offers on sale near them,
// shops, members and quiz packs. Each query narrows by the question's words in SQL (a
// substring or a full-text match, ranked by the latter); the ranking is in reply.ts.
import type { Queryable } from '../../../db/db.ts';
import { distanceFromSql, onSaleSql, placeholders } from '../../../db/sql.ts';
import { albumMediaAccess, PERSONAL_ALBUM_TYPES } from '../social/rules.ts';
import {
  isLockedFor,
  lockableOf,
  openToViewerSql,
  PARENT_LOCK_COLUMNS,
  type ParentLockRow,
} from '../social/access-lock.ts';
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

/**
 * A to_tsquery text that finds any of the terms as a word prefix. PostgreSQL stems each term
 * the way it stemmed the text ("calming:*" → 'calm':*), which our own roots do not match; the
 * terms are lowercase letters and digits only, so nothing in them can break the query.
 */
function prefixTsQuery(terms: string[]): string | undefined {
  const safe = terms.map((term) => term.replace(/[^a-z0-9]/g, '')).filter(Boolean);
  return safe.length > 0 ? safe.map((term) => `${term}:*`).join(' | ') : undefined;
}

/** The question's words as the SQL narrowing the candidates and the rank ordering them. */
export interface TextSearch {
  patterns: SearchPatterns;
  terms: string[];
}

/**
 * Narrows to rows where any of `columns` contains a word's root or `vector` matches it as a
 * full-text prefix, and ranks by the full-text match; no narrowing without words.
 */
function textFilter(
  param: (value: unknown) => string,
  search: TextSearch,
  columns: string[],
  vector: string,
): { narrowed: string; rank: string } {
  if (!search.patterns) return { narrowed: '', rank: '0' };
  const terms = prefixTsQuery(search.terms);
  const query = terms ? `to_tsquery('english', ${param(terms)})` : undefined;
  const fullText = query ? `OR ${vector} @@ ${query}` : '';
  return {
    narrowed: `AND (${anyMatch(columns, param(search.patterns))} ${fullText})`,
    rank: query ? `ts_rank(${vector}, ${query})` : '0',
  };
}

const albumKind = (albumType: string, tags: string): Candidate['type'] => {
  const tagList = tags.toLowerCase().split(',');
  if (albumType === 'event' || tagList.includes('event')) return 'EVENT';
  if (albumType === 'training' || tagList.includes('training')) return 'TRAINING';
  return 'ALBUM';
};

const KIND_LABEL = { EVENT: 'Event', TRAINING: 'Training', ALBUM: 'Post' } as const;

/** The community page an album opens on (SPEC §2), by its type; posts open their detail. */
const ALBUM_PAGE: Record<string, string> = {
  event: 'event',
  training: 'training-post',
  channel: 'channel',
  group: 'group',
};
const albumLink = (albumType: string, id: number) =>
  `/browse/${ALBUM_PAGE[albumType] ?? 'activity-detail'}/${id}`;

export async function albumCandidates(
  db: Queryable,
  mediaUrl: MediaUrl,
  viewer: Viewer,
  search: TextSearch,
): Promise<Candidate[]> {
  const params: unknown[] = [viewer.id, viewer.audienceIds, [...PERSONAL_ALBUM_TYPES]];
  const param = placeholders(params);
  const owner = `(ac.first_name || ' ' || ac.last_name)`;
  const { narrowed, rank } = textFilter(
    param,
    search,
    ['al.title', 'al.description', 'al.tags', 'al.location_description', owner],
    'al.search_vector',
  );
  const rows = await db.query<
    ParentLockRow & {
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
      album_type: string;
      visibility: string;
      text_rank: number;
    }
  >(
    `SELECT al.id, al.owner_id, al.title, al.description, al.tags, al.cover, al.meta_data,
            al.visibility, ${PARENT_LOCK_COLUMNS},
            al.location_description, ${owner} AS owner_name, al.created_at, al.album_type,
            ${rank}::float8 AS text_rank
       FROM albums al JOIN accounts ac ON ac.id = al.owner_id
      WHERE ${readableByViewerSql('$1', '$2')} AND ${openToViewerSql('$1', '$2')}
        AND al.album_type <> ALL($3::text[]) ${narrowed}
      ORDER BY text_rank DESC, al.created_at DESC, al.id DESC
      LIMIT ${param(CANDIDATE_LIMIT)}`,
    params,
  );
  // Only albums the member may open: a locked one's words must not shape an answer.
  return rows
    .filter((row) => !isLockedFor(lockableOf(row), viewer))
    .map((row) => {
      const by = row.owner_id === viewer.id ? 'you' : row.owner_name;
      const type = albumKind(row.album_type, row.tags);
      const label = KIND_LABEL[type as keyof typeof KIND_LABEL];
      return {
        type,
        id: row.id,
        title: row.title,
        subtitle: [`${label} by ${by}`, row.location_description].filter(Boolean).join(' · '),
        mention: `the ${label.toLowerCase()} “${row.title}” by ${by}`,
        textRank: Number(row.text_rank),
        link: albumLink(row.album_type, row.id),
        imageURL: mediaUrl(
          row.cover,
          undefined,
          albumMediaAccess({
            albumType: row.album_type,
            visibility: row.visibility,
            metaData: row.meta_data,
            parentAccessLocked: row.parent_access_locked,
          }),
        ),
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

/** SQL for what one offer costs: the discount price unless it is 0 (SPEC §5). */
const UNIT_PRICE_SQL =
  'CASE WHEN o.discount_price_cents <> 0 THEN o.discount_price_cents ELSE o.full_price_cents END';

export async function offerCandidates(
  db: Queryable,
  mediaUrl: MediaUrl,
  center: Point,
  search: TextSearch,
  maxPriceCents?: number,
): Promise<Candidate[]> {
  const params: unknown[] = [];
  const param = placeholders(params);
  const capped =
    maxPriceCents === undefined ? '' : `AND ${UNIT_PRICE_SQL} <= ${param(maxPriceCents)}`;
  const distance = distanceFromSql(param, center, {
    latitude: 'l.latitude',
    longitude: 'l.longitude',
  });
  const { narrowed, rank } = textFilter(
    param,
    search,
    ['o.name', 'o.sub_title', 'o.description', 'r.name', 'l.name', 'l.city'],
    'o.search_vector',
  );
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
    text_rank: number;
  }>(
    `SELECT ol.id AS offer_location_id, o.id AS offer_id, o.name, o.sub_title, o.description,
            o.full_price_cents, o.discount_price_cents, o.image, r.name AS retailer_name,
            l.name AS location_name, l.city, ${distance} AS distance,
            ${rank}::float8 AS text_rank
       FROM offer_locations ol
       JOIN offers o ON o.id = ol.offer_id
       JOIN retailer_locations l ON l.id = ol.retailer_location_id
       JOIN retailers r ON r.id = o.retailer_id
      WHERE ${onSaleSql()} AND ol.stock > 0 ${narrowed} ${capped}
      ORDER BY distance, ol.id
      LIMIT ${param(CANDIDATE_LIMIT * 3)}`,
    params,
  );
  // The nearest shop selling each offer stands for it.
  const nearest = rows.filter(
    (row, index) => rows.findIndex((other) => other.offer_id === row.offer_id) === index,
  );
  return nearest.slice(0, CANDIDATE_LIMIT).map((row) => {
    const priceCents = unitPriceCents(row.full_price_cents, row.discount_price_cents);
    const price = formatUsd(priceCents);
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
      textRank: Number(row.text_rank),
      priceCents,
      distance: row.distance,
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

/** Shops whose name, city or description has the words; nearest first. */
export async function retailerCandidates(
  db: Queryable,
  mediaUrl: MediaUrl,
  center: Point,
  search: TextSearch,
): Promise<Candidate[]> {
  const params: unknown[] = [];
  const param = placeholders(params);
  const distance = distanceFromSql(param, center, {
    latitude: 'l.latitude',
    longitude: 'l.longitude',
  });
  const { narrowed, rank } = textFilter(
    param,
    search,
    ['l.name', 'r.name', 'l.city', 'l.description'],
    'l.search_vector',
  );
  const rows = await db.query<{
    id: number;
    name: string;
    retailer_name: string;
    city: string;
    description: string;
    logo: string | null;
    distance: number;
    text_rank: number;
  }>(
    `SELECT l.id, l.name, r.name AS retailer_name, l.city, l.description,
            coalesce(l.logo, r.logo) AS logo,
            ${distance} AS distance, ${rank}::float8 AS text_rank
       FROM retailer_locations l JOIN retailers r ON r.id = l.retailer_id
      WHERE l.active ${narrowed}
      ORDER BY distance, l.id
      LIMIT ${param(CANDIDATE_LIMIT)}`,
    params,
  );
  return rows.map((row) => ({
    type: 'RETAILER' as const,
    id: row.id,
    title: row.name,
    subtitle: `Shop in ${row.city} · ${miles(row.distance)}`,
    mention: `the shop ${row.name} in ${row.city} (${miles(row.distance)})`,
    link: `/browse/marketplace/retailer/${row.id}`,
    imageURL: mediaUrl(row.logo),
    textRank: Number(row.text_rank),
    distance: row.distance,
    fields: [
      { text: `${row.name} ${row.retailer_name}`, weight: 3 },
      { text: row.city, weight: 2 },
      { text: row.description, weight: 1 },
    ],
    defaultRank: row.distance,
  }));
}

/** Other members whose name matches; only public account fields are read. */
export async function personCandidates(
  db: Queryable,
  mediaUrl: MediaUrl,
  viewer: Viewer,
  patterns: SearchPatterns,
): Promise<Candidate[]> {
  const params: unknown[] = [viewer.id];
  const param = placeholders(params);
  const narrowed = patterns
    ? `AND ${anyMatch(['a.first_name', 'a.last_name', 'a.username', "coalesce(a.location_display, '')"], param(patterns))}`
    : '';
  const rows = await db.query<{
    id: number;
    first_name: string;
    last_name: string;
    username: string | null;
    avatar: string | null;
    location_display: string | null;
  }>(
    `SELECT a.id, a.first_name, a.last_name, a.username, a.avatar, a.location_display
       FROM accounts a
      WHERE a.id <> $1 ${narrowed}
      ORDER BY a.id
      LIMIT ${param(CANDIDATE_LIMIT)}`,
    params,
  );
  return rows.map((row) => {
    const name = `${row.first_name} ${row.last_name}`.trim();
    return {
      type: 'PERSON' as const,
      id: row.id,
      title: name,
      subtitle: ['Member', row.location_display].filter(Boolean).join(' · '),
      mention: `${name}${row.location_display ? ` from ${row.location_display}` : ''}`,
      link: `/account/overview?otherUserProfileId=${row.id}`,
      imageURL: mediaUrl(row.avatar),
      fields: [
        { text: `${name} ${row.username ?? ''}`, weight: 3 },
        { text: row.location_display ?? '', weight: 1 },
      ],
      defaultRank: row.id,
    };
  });
}
