// Offers on sale and shops, found in SQL with the question's constraints: the words, the
// marketplace categories, a price cap, the area, cheapest or nearest first, open now.
import type { Queryable } from '../../../db/db.ts';
import { onSaleSql, placeholders, type Param } from '../../../db/sql.ts';
import type { MediaUrl } from '../../../lib/media.ts';
import { formatUsd } from '../../../lib/money.ts';
import { likePattern } from '../../../lib/paging.ts';
import { unitPriceCents } from '../kernel/money.ts';
import { upcomingClosuresSql } from '../kernel/shop-closures.ts';
import { areaDistanceSql, withinAreaSql, type Area } from './area.ts';
import { milesAway, type Candidate } from './candidate.ts';
import type { CategoryChoice } from './constraints.ts';
import { openAtSql, openingState, type DayHours } from './opening-hours.ts';
import { textFilter, type TextSearch } from './search-text.ts';

const LOCATION = { latitude: 'l.latitude', longitude: 'l.longitude' };

/** Candidates per kind the ranking looks at. */
const CANDIDATE_LIMIT = 100;

/** SQL for what one offer costs: the discount price unless it is 0 (SPEC §5). */
const UNIT_PRICE_SQL =
  'CASE WHEN o.discount_price_cents <> 0 THEN o.discount_price_cents ELSE o.full_price_cents END';

/** The ids of the marketplace categories with these names. */
const categoryIdsSql = (param: Param, names: string[]) =>
  `ARRAY(SELECT c.id FROM categories c WHERE c.kind = 'RETAILER' AND c.name = ANY(${param(names)}::text[]))`;

/** `AND …` keeping offers of one of the choices: in its categories, and named by its root. */
function offerCategorySql(param: Param, choices: CategoryChoice[]): string {
  if (choices.length === 0) return '';
  const each = choices.map((choice) => {
    const named = choice.root
      ? `AND (o.name ILIKE ${param(likePattern(choice.root))} OR o.sub_title ILIKE ${param(likePattern(choice.root))})`
      : '';
    return `(o.category_ids && ${categoryIdsSql(param, choice.categories)} ${named})`;
  });
  return `AND (${each.join(' OR ')})`;
}

export interface OfferQuery {
  area: Area;
  text: TextSearch;
  categories: CategoryChoice[];
  maxPriceCents?: number | undefined;
  /** Cheapest first instead of nearest first. */
  cheapest?: boolean | undefined;
}

export async function searchOffers(
  db: Queryable,
  mediaUrl: MediaUrl,
  query: OfferQuery,
): Promise<Candidate[]> {
  const params: unknown[] = [];
  const param = placeholders(params);
  const capped =
    query.maxPriceCents === undefined
      ? ''
      : `AND ${UNIT_PRICE_SQL} <= ${param(query.maxPriceCents)}`;
  const distance = areaDistanceSql(param, query.area, LOCATION);
  const inArea = withinAreaSql(param, query.area, distance, {
    state: 'l.state',
    texts: [],
    position: LOCATION,
  });
  const { narrowed, rank } = textFilter(
    param,
    query.text,
    ['o.name', 'o.sub_title', 'o.description', 'r.name', 'l.name', 'l.city'],
    'o.search_vector',
  );
  const order = query.cheapest ? `${UNIT_PRICE_SQL}, distance, ol.id` : 'distance, ol.id';
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
      WHERE ${onSaleSql()} AND ol.stock > 0 ${narrowed} ${capped} ${inArea}
            ${offerCategorySql(param, query.categories)}
      ORDER BY ${order}
      LIMIT ${param(CANDIDATE_LIMIT * 3)}`,
    params,
  );
  // The nearest (or cheapest) shop selling each offer stands for it.
  const first = rows.filter(
    (row, index) => rows.findIndex((other) => other.offer_id === row.offer_id) === index,
  );
  return first.slice(0, CANDIDATE_LIMIT).map((row, index) => {
    const priceCents = unitPriceCents(row.full_price_cents, row.discount_price_cents);
    const price = formatUsd(priceCents);
    const where = row.location_name.toLowerCase().includes(row.city.toLowerCase())
      ? row.location_name
      : `${row.location_name} in ${row.city}`;
    return {
      type: 'OFFER' as const,
      id: row.offer_location_id,
      title: row.name,
      subtitle: `${price} at ${where} · ${milesAway(row.distance)}`,
      mention: `${row.name} for ${price} at ${where} (${milesAway(row.distance)})`,
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
      // In the order asked: nearest first, or cheapest first.
      defaultRank: query.cheapest ? index : row.distance,
    };
  });
}

export interface ShopQuery {
  area: Area;
  text: TextSearch;
  /** Shops selling in one of these categories (their names). */
  categories: string[];
  /** Only shops open at this instant. */
  openAt?: Date | undefined;
  /** The instant whose opening hours the answer tells. */
  now: Date;
}

export async function searchShops(
  db: Queryable,
  mediaUrl: MediaUrl,
  query: ShopQuery,
): Promise<Candidate[]> {
  const params: unknown[] = [];
  const param = placeholders(params);
  const distance = areaDistanceSql(param, query.area, LOCATION);
  const inArea = withinAreaSql(param, query.area, distance, {
    state: 'l.state',
    texts: [],
    position: LOCATION,
  });
  const { narrowed, rank } = textFilter(
    param,
    query.text,
    ['l.name', 'r.name', 'l.city', 'l.description'],
    'l.search_vector',
  );
  const sells =
    query.categories.length > 0
      ? `AND l.category_ids && ${categoryIdsSql(param, query.categories)}`
      : '';
  const open = query.openAt ? `AND ${openAtSql(param, query.openAt)}` : '';
  const rows = await db.query<{
    id: number;
    name: string;
    retailer_name: string;
    city: string;
    description: string;
    logo: string | null;
    hours: DayHours[];
    time_zone: string;
    closures: { date: string; note: string }[];
    distance: number;
    text_rank: number;
  }>(
    `SELECT l.id, l.name, r.name AS retailer_name, l.city, l.description,
            coalesce(l.logo, r.logo) AS logo, l.hours, l.time_zone,
            ${upcomingClosuresSql('l', `${param(query.now)}::timestamptz`)} AS closures,
            ${distance} AS distance, ${rank}::float8 AS text_rank
       FROM retailer_locations l JOIN retailers r ON r.id = l.retailer_id
      WHERE l.active AND r.active ${narrowed} ${inArea} ${sells} ${open}
      ORDER BY distance, l.id
      LIMIT ${param(CANDIDATE_LIMIT)}`,
    params,
  );
  return rows.map((row) => {
    const hours = openingState(row.hours, row.time_zone, query.now, row.closures);
    const facts = [`${row.city}`, milesAway(row.distance), hours?.text].filter(Boolean);
    return {
      type: 'RETAILER' as const,
      id: row.id,
      title: row.name,
      subtitle: `Shop in ${facts.join(' · ')}`,
      mention: `${row.name} (${facts.slice(1).join(', ')})`,
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
    };
  });
}
