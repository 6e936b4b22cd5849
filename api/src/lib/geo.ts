import { HttpError } from './errors.ts';

/** SPEC §3: the fixed central-US point used when the member's location is unknown. */
export const DEFAULT_LOCATION = { latitude: 39.8283, longitude: -98.5795 } as const;

export const EARTH_RADIUS_MILES = 3958.7613;
export const KILOMETERS_PER_MILE = 1.609344;

export interface Point {
  latitude: number;
  longitude: number;
}

/** SPEC §3: 0,0 (or a missing coordinate) means unknown. */
export function resolveLocation(latitude?: number, longitude?: number): Point {
  if (
    latitude === undefined ||
    longitude === undefined ||
    !Number.isFinite(latitude) ||
    !Number.isFinite(longitude) ||
    (latitude === 0 && longitude === 0) ||
    Math.abs(latitude) > 90 ||
    Math.abs(longitude) > 180
  ) {
    return { ...DEFAULT_LOCATION };
  }
  return { latitude, longitude };
}

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Great-circle distance in miles (haversine). */
export function haversineMiles(a: Point, b: Point): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLng = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface BoundingBox {
  minLatitude: number;
  maxLatitude: number;
  /** Null when the box spans every longitude (near a pole, huge ranges or the antimeridian). */
  minLongitude: number | null;
  maxLongitude: number | null;
}

/** A box that contains every point within `rangeMiles` of `center`; used as an index prefilter. */
export function boundingBox(center: Point, rangeMiles: number): BoundingBox {
  const latDelta = (rangeMiles / EARTH_RADIUS_MILES) * (180 / Math.PI);
  const minLatitude = Math.max(-90, center.latitude - latDelta);
  const maxLatitude = Math.min(90, center.latitude + latDelta);
  const widestLatitude = Math.max(Math.abs(minLatitude), Math.abs(maxLatitude));
  if (widestLatitude >= 89.999) {
    return { minLatitude, maxLatitude, minLongitude: null, maxLongitude: null };
  }
  const lngDelta = latDelta / Math.cos(toRadians(widestLatitude));
  const minLongitude = center.longitude - lngDelta;
  const maxLongitude = center.longitude + lngDelta;
  if (lngDelta >= 180 || minLongitude < -180 || maxLongitude > 180) {
    return { minLatitude, maxLatitude, minLongitude: null, maxLongitude: null };
  }
  return { minLatitude, maxLatitude, minLongitude, maxLongitude };
}

/** Distances are answered to a hundredth of a mile (or kilometre). */
export const roundDistance = (distance: number): number => Math.round(distance * 100) / 100;

const invalid = (message: string) => new HttpError(400, 'VALIDATION_ERROR', message);

/** A map's visible area: its edges in degrees, west of east (no box across ±180°). */
export interface MapBounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

/**
 * The map bounds a query names: all four edges or none. A box with no area, or one that
 * crosses the antimeridian (west east of east), is refused: no US map view makes one.
 */
export function mapBoundsOf(query: {
  south?: number | undefined;
  west?: number | undefined;
  north?: number | undefined;
  east?: number | undefined;
}): MapBounds | undefined {
  const { south, west, north, east } = query;
  const given = [south, west, north, east].filter((edge) => edge !== undefined).length;
  if (given === 0) return undefined;
  if (south === undefined || west === undefined || north === undefined || east === undefined) {
    throw invalid('querystring needs all of south, west, north and east, or none of them');
  }
  if (south >= north) throw invalid('querystring/south must be below querystring/north');
  if (west >= east) {
    throw invalid('querystring/west must be west of querystring/east (no box across ±180°)');
  }
  return { south, west, north, east };
}

/** `box` cut down to what also lies inside `bounds`; null when nothing does. */
export function boxWithin(box: BoundingBox, bounds: MapBounds): BoundingBox | null {
  const clipped = {
    minLatitude: Math.max(box.minLatitude, bounds.south),
    maxLatitude: Math.min(box.maxLatitude, bounds.north),
    minLongitude: Math.max(box.minLongitude ?? -180, bounds.west),
    maxLongitude: Math.min(box.maxLongitude ?? 180, bounds.east),
  };
  const empty =
    clipped.minLatitude > clipped.maxLatitude || clipped.minLongitude > clipped.maxLongitude;
  return empty ? null : clipped;
}
