// Members, shops and products found by their words. Members who blocked each other never
// find each other (blockedBetweenSql, as in the member lists), nor anybody a deleted
// account; shops and products only while they are open for business (onSaleSql).
import type { Queryable } from '../../../db/db.ts';
import { onSaleSql } from '../../../db/sql.ts';
import type { MediaUrl } from '../../../lib/media.ts';
import type { SearchHitResponse } from '../../../schemas/search.ts';
import {
  PUBLIC_ACCOUNT_COLUMNS,
  toAccountShort,
  type PublicAccountRow,
} from '../kernel/account-short.ts';
import { blockedBetweenSql } from '../kernel/member-hides.ts';
import type { HitsQuery } from './album-hits.ts';

const place = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(', ');

export async function memberHits(
  db: Queryable,
  mediaUrl: MediaUrl,
  query: HitsQuery,
): Promise<SearchHitResponse[]> {
  // Names are matched unstemmed (migration 290); the exact name or handle comes first.
  const rows = await db.query<PublicAccountRow>(
    `SELECT ${PUBLIC_ACCOUNT_COLUMNS('a')}
       FROM accounts a, (SELECT to_tsquery('simple', $2) AS query) q
      WHERE a.search_vector @@ q.query AND a.id <> $1 AND a.deleted_at IS NULL
        AND NOT ${blockedBetweenSql('a.id', '$1')}
      ORDER BY (lower(a.username) = lower(ltrim($3, '@'))
                OR lower(a.first_name || ' ' || a.last_name) = lower($3)) DESC,
               ts_rank(a.search_vector, q.query) DESC, lower(a.first_name), lower(a.last_name), a.id
      LIMIT $4`,
    [query.viewer.id, query.tsQuery, query.typed, query.limit],
  );
  return rows.map((row) => {
    const member = toAccountShort(row, mediaUrl);
    return {
      id: member.accountId,
      title: member.display,
      subtitle: [`@${member.username}`, member.locationDisplay].filter(Boolean).join(' · '),
      imageURL: member.profileImage || null,
      albumId: null,
      albumType: null,
      username: member.username,
      accessLocked: false,
    };
  });
}

interface ShopRow {
  id: number;
  name: string;
  retailer_name: string;
  city: string;
  state: string | null;
  logo: string | null;
}

export async function shopHits(
  db: Queryable,
  mediaUrl: MediaUrl,
  query: HitsQuery,
): Promise<SearchHitResponse[]> {
  const rows = await db.query<ShopRow>(
    `SELECT l.id, l.name, r.name AS retailer_name, l.city, l.state,
            coalesce(l.logo, r.logo) AS logo
       FROM retailer_locations l JOIN retailers r ON r.id = l.retailer_id,
            (SELECT prefix_search_query($1::text[]) AS query) q
      WHERE l.search_vector @@ q.query AND l.active AND r.active
      ORDER BY (lower(l.name) = lower($2)) DESC, ts_rank(l.search_vector, q.query) DESC,
               lower(l.name), l.id
      LIMIT $3`,
    [query.words, query.typed, query.limit],
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.name,
    subtitle: place(row.name === row.retailer_name ? '' : row.retailer_name, row.city, row.state),
    imageURL: mediaUrl(row.logo),
    albumId: null,
    albumType: null,
    username: null,
    accessLocked: false,
  }));
}

interface ProductRow {
  offer_location_id: number;
  name: string;
  sub_title: string;
  image: string | null;
  location_name: string;
  city: string;
}

/** Products on sale, each once: at the shop that listed it first. */
export async function productHits(
  db: Queryable,
  mediaUrl: MediaUrl,
  query: HitsQuery,
): Promise<SearchHitResponse[]> {
  const rows = await db.query<ProductRow>(
    `SELECT * FROM (
       SELECT DISTINCT ON (o.id) ol.id AS offer_location_id, o.name, o.sub_title, o.image,
              l.name AS location_name, l.city,
              ts_rank(o.search_vector, q.query) AS rank
         FROM offer_locations ol
         JOIN offers o ON o.id = ol.offer_id
         JOIN retailer_locations l ON l.id = ol.retailer_location_id
         JOIN retailers r ON r.id = o.retailer_id,
              (SELECT prefix_search_query($1::text[]) AS query) q
        WHERE o.search_vector @@ q.query AND ${onSaleSql()}
        ORDER BY o.id, ol.id
     ) found
     ORDER BY (lower(name) = lower($2)) DESC, rank DESC, lower(name), offer_location_id
     LIMIT $3`,
    [query.words, query.typed, query.limit],
  );
  return rows.map((row) => ({
    id: row.offer_location_id,
    title: row.name,
    subtitle: [row.sub_title, place(row.location_name, row.city)].filter(Boolean).join(' · '),
    imageURL: mediaUrl(row.image),
    albumId: null,
    albumType: null,
    username: null,
    accessLocked: false,
  }));
}
