import fp from 'fastify-plugin';
import type { Db } from '../../../db/db.ts';
import {
  countAtMost,
  distanceFromSql,
  onSaleSql,
  pageSql,
  placeholders,
  type Param,
} from '../../../db/sql.ts';
import { roundDistance, type Point } from '../../../lib/geo.ts';
import type { MediaUrl } from '../../../lib/media.ts';
import { likePattern, pageOf, probePage, toEpochMs, type Page } from '../../../lib/paging.ts';
import type { OfferLocationResponse, OfferResponse } from '../../../schemas/offers.ts';
import { fromCents } from '../../../lib/money.ts';
import { categoryNames } from './categories.ts';
import { unitPriceCents } from '../kernel/money.ts';
import { ratingSummarySql } from './reviews-repository.ts';

/** Who is looking and from where: favorites, likes and distances depend on it. */
export interface Viewer {
  accountId: number;
  center: Point;
}

interface OfferLocationRow {
  offer_location_id: number;
  offer_id: number;
  stock: number;
  retailer_id: number;
  name: string;
  sub_title: string;
  description: string;
  offer_type: string;
  full_price_cents: number;
  discount_price_cents: number;
  image: string | null;
  images: string[];
  sizes: string[];
  category_ids: number[];
  barcode: string | null;
  external_url: string | null;
  starts_at: Date | string | null;
  expires_at: Date | string | null;
  retailer_location_id: number;
  location_name: string;
  street: string;
  city: string;
  state: string;
  postal_code: string;
  country: string;
  latitude: number;
  longitude: number;
  location_logo: string | null;
  retailer_name: string;
  retailer_logo: string | null;
  distance: number;
  favorite_id: number | null;
  like_count: number;
  has_liked: boolean;
  on_sale: boolean;
  rating_average: number | null;
  rating_count: number;
}

function offerLocationSelect(param: Param, viewer: Viewer): string {
  const me = param(viewer.accountId);
  return `SELECT ol.id AS offer_location_id, ol.offer_id, ol.stock, o.retailer_id, o.name,
            o.sub_title, o.description, o.offer_type, o.full_price_cents, o.discount_price_cents,
            o.image, o.images, o.sizes, o.category_ids, o.barcode, o.external_url, o.starts_at,
            o.expires_at, l.id AS retailer_location_id, l.name AS location_name, l.street,
            l.city, l.state, l.postal_code, l.country, l.latitude, l.longitude,
            l.logo AS location_logo, r.name AS retailer_name, r.logo AS retailer_logo,
            ${distanceFromSql(param, viewer.center, { latitude: 'l.latitude', longitude: 'l.longitude' })} AS distance,
            f.id AS favorite_id,
            (SELECT count(*)::int FROM likes k
              WHERE k.likable_type = 'OFFER_LOCATION' AND k.likable_id = ol.id) AS like_count,
            EXISTS (SELECT 1 FROM likes k WHERE k.likable_type = 'OFFER_LOCATION'
                       AND k.likable_id = ol.id AND k.account_id = ${me}) AS has_liked,
            ${onSaleSql()} AS on_sale,
            rating.average AS rating_average, rating.count AS rating_count
       FROM offer_locations ol
       JOIN offers o ON o.id = ol.offer_id
       JOIN retailer_locations l ON l.id = ol.retailer_location_id
       JOIN retailers r ON r.id = o.retailer_id
       LEFT JOIN favorites f ON f.account_id = ${me} AND f.favoritable_type = 'OFFER_LOCATION'
                            AND f.favoritable_id = ol.id
       CROSS JOIN LATERAL (${ratingSummarySql('OFFER_LOCATION', 'ol.id')}) rating`;
}

export interface OfferSearch {
  keyword?: string | undefined;
  retailerLocationId?: number | undefined;
  categoryIds: number[];
  page: Page;
}

export function createOffersRepository(db: Db, mediaUrl: MediaUrl) {
  const toResponses = async (rows: OfferLocationRow[]): Promise<OfferLocationResponse[]> => {
    const names = await categoryNames(
      db,
      rows.flatMap((row) => row.category_ids),
    );
    return rows.map((row) => {
      const locationDisplay = [row.city, row.state].filter(Boolean).join(', ');
      const distance = roundDistance(row.distance);
      return {
        offerLocationId: row.offer_location_id,
        offerId: row.offer_id,
        retailerId: row.retailer_id,
        retailerLocationId: row.retailer_location_id,
        offerName: row.name,
        subTitle: row.sub_title,
        description: row.description,
        locationName: row.location_name,
        fullPrice: fromCents(row.full_price_cents),
        discountPrice: fromCents(row.discount_price_cents),
        price: fromCents(unitPriceCents(row.full_price_cents, row.discount_price_cents)),
        image: mediaUrl(row.image),
        images: row.images.map((file) => mediaUrl(file)).filter((url) => url !== null),
        sizes: row.sizes,
        stock: row.stock,
        distance,
        distanceUnit: 'MILES',
        favorite: row.favorite_id !== null,
        favoriteId: row.favorite_id,
        likeCount: row.like_count,
        hasLiked: row.has_liked,
        categories: row.category_ids.map((id) => ({ categoryId: id, name: names.get(id) ?? '' })),
        offerType: row.offer_type,
        barcode: row.barcode,
        externalUrl: row.external_url,
        starts: toEpochMs(row.starts_at),
        expires: toEpochMs(row.expires_at),
        active: row.on_sale,
        rating: { average: row.rating_average, count: row.rating_count },
        retailerLocation: {
          retailerLocationId: row.retailer_location_id,
          retailerId: row.retailer_id,
          name: row.location_name,
          retailerName: row.retailer_name,
          locationDisplay,
          address: {
            street: row.street,
            city: row.city,
            state: row.state,
            postalCode: row.postal_code,
            country: row.country,
          },
          latitude: row.latitude,
          longitude: row.longitude,
          distance,
          logo: mediaUrl(row.location_logo ?? row.retailer_logo),
        },
      };
    });
  };

  /** Offers on sale now, nearest shop first. */
  async function search(
    search: OfferSearch,
    viewer: Viewer,
  ): Promise<{ items: OfferLocationResponse[]; countTotal: number }> {
    const where = (param: Param): string => {
      const conditions = [onSaleSql()];
      if (search.keyword) {
        const pattern = param(likePattern(search.keyword));
        conditions.push(`(o.name ILIKE ${pattern} OR o.sub_title ILIKE ${pattern}
          OR r.name ILIKE ${pattern} OR l.name ILIKE ${pattern} OR l.city ILIKE ${pattern})`);
      }
      if (search.retailerLocationId !== undefined) {
        conditions.push(`l.id = ${param(search.retailerLocationId)}`);
      }
      if (search.categoryIds.length > 0) {
        conditions.push(`o.category_ids && ${param(search.categoryIds)}::int[]`);
      }
      return conditions.join(' AND ');
    };
    const params: unknown[] = [];
    const param = placeholders(params);
    const select = offerLocationSelect(param, viewer);
    const rows = await db.query<OfferLocationRow>(
      `${select} WHERE ${where(param)}
        ORDER BY distance, lower(o.name), ol.id
        ${pageSql(param, probePage(search.page))}`,
      params,
    );
    // Counted only past a full page, and then at most COUNT_CAP offers (lib/paging.ts).
    const page = await pageOf(search.page, rows, (cap) =>
      countAtMost(
        db,
        (param) => `FROM offer_locations ol
             JOIN offers o ON o.id = ol.offer_id
             JOIN retailer_locations l ON l.id = ol.retailer_location_id
             JOIN retailers r ON r.id = o.retailer_id
            WHERE ${where(param)}`,
        cap,
      ),
    );
    return { items: await toResponses(page.items), countTotal: page.countTotal };
  }

  /** One offer at one shop, on sale or not (the page says when it is not). */
  async function atLocation(
    offerLocationId: number,
    viewer: Viewer,
  ): Promise<OfferLocationResponse | undefined> {
    const params: unknown[] = [];
    const param = placeholders(params);
    const rows = await db.query<OfferLocationRow>(
      `${offerLocationSelect(param, viewer)} WHERE ol.id = ${param(offerLocationId)}`,
      params,
    );
    return (await toResponses(rows))[0];
  }

  /** What one shop sells now, by name. */
  async function forLocation(
    retailerLocationId: number,
    viewer: Viewer,
  ): Promise<OfferLocationResponse[]> {
    const params: unknown[] = [];
    const param = placeholders(params);
    const rows = await db.query<OfferLocationRow>(
      `${offerLocationSelect(param, viewer)}
        WHERE l.id = ${param(retailerLocationId)} AND ${onSaleSql()}
        ORDER BY lower(o.name), ol.id`,
      params,
    );
    return toResponses(rows);
  }

  /** An offer with every shop that sells it, nearest first. */
  async function byId(offerId: number, viewer: Viewer): Promise<OfferResponse | undefined> {
    const params: unknown[] = [];
    const param = placeholders(params);
    const rows = await db.query<OfferLocationRow>(
      `${offerLocationSelect(param, viewer)} WHERE o.id = ${param(offerId)}
        ORDER BY distance, ol.id`,
      params,
    );
    const offers = await db.query<{
      id: number;
      retailer_id: number;
      retailer_name: string;
      name: string;
      sub_title: string;
      description: string;
      offer_type: string;
      full_price_cents: number;
      discount_price_cents: number;
      image: string | null;
      images: string[];
      sizes: string[];
      category_ids: number[];
      barcode: string | null;
      external_url: string | null;
      starts_at: Date | string | null;
      expires_at: Date | string | null;
      on_sale: boolean;
    }>(
      `SELECT o.id, o.retailer_id, r.name AS retailer_name, o.name, o.sub_title, o.description,
              o.offer_type, o.full_price_cents, o.discount_price_cents, o.image, o.images, o.sizes,
              o.category_ids, o.barcode, o.external_url, o.starts_at, o.expires_at,
              ${onSaleSql({ offer: 'o', retailer: 'r' })} AS on_sale
         FROM offers o JOIN retailers r ON r.id = o.retailer_id
        WHERE o.id = $1`,
      [offerId],
    );
    const offer = offers[0];
    if (!offer) return undefined;
    const names = await categoryNames(db, offer.category_ids);
    return {
      offerId: offer.id,
      retailerId: offer.retailer_id,
      retailerName: offer.retailer_name,
      offerName: offer.name,
      subTitle: offer.sub_title,
      description: offer.description,
      fullPrice: fromCents(offer.full_price_cents),
      discountPrice: fromCents(offer.discount_price_cents),
      price: fromCents(unitPriceCents(offer.full_price_cents, offer.discount_price_cents)),
      image: mediaUrl(offer.image),
      images: offer.images.map((file) => mediaUrl(file)).filter((url) => url !== null),
      sizes: offer.sizes,
      categories: offer.category_ids.map((id) => ({ categoryId: id, name: names.get(id) ?? '' })),
      offerType: offer.offer_type,
      barcode: offer.barcode,
      externalUrl: offer.external_url,
      starts: toEpochMs(offer.starts_at),
      expires: toEpochMs(offer.expires_at),
      active: offer.on_sale,
      locations: rows
        .filter((row) => row.on_sale)
        .map((row) => ({
          offerLocationId: row.offer_location_id,
          retailerLocationId: row.retailer_location_id,
          locationName: row.location_name,
          locationDisplay: [row.city, row.state].filter(Boolean).join(', '),
          stock: row.stock,
          distance: roundDistance(row.distance),
        })),
    };
  }

  return { search, atLocation, forLocation, byId };
}

export type OffersRepository = ReturnType<typeof createOffersRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    offers: OffersRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('offers', createOffersRepository(app.db, app.mediaUrl));
  },
  { name: 'offers', dependencies: ['db', 'media-url'] },
);
