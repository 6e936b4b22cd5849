// Where the results of a search must be, as SQL: around a point (nearest first), within a
// radius of it, or in a state; albums without coordinates are placed by the names they say.
import type { Param } from '../../../db/sql.ts';
import { distanceFromSql } from '../../../db/sql.ts';
import type { Point } from '../../../lib/geo.ts';
import { likePattern } from '../../../lib/paging.ts';
import { stateName, type PlaceConstraint } from './places.ts';

export interface Area {
  center: Point;
  /** Only within this many miles of `center`; undefined: nearest first, however far. */
  withinMiles?: number | undefined;
  /** Only in this state: its two-letter code, and its largest city's position. */
  state?: { code: string; center: Point } | undefined;
  /** Names that place an album without coordinates here ("Lawrence", "Kansas"). */
  names: string[];
}

/** How far "in Lawrence" reaches: the town and its suburbs. */
export const CITY_MILES = 30;
/** Albums (no state column) count as in a state within this distance of its largest city. */
const STATE_MILES = 200;
/** How far "near me" reaches for what happens somewhere (events): a drive there and back. */
export const NEAR_MEMBER_MILES = 100;

/**
 * The area a question's place means: its own center (a city with its surroundings, a state),
 * or the member's position (`nearMemberMiles` around it, nearest first without one).
 */
export function areaOf(
  place: PlaceConstraint | undefined,
  member: Point,
  nearMemberMiles?: number,
): Area {
  if (!place || place.near === 'member') {
    return {
      center: member,
      withinMiles: place ? nearMemberMiles : undefined,
      names: [],
    };
  }
  const { place: named } = place;
  if (named.kind === 'state') {
    // Nearest to the member first, within the state.
    return {
      center: member,
      state: { code: named.state, center: named.center },
      names: [stateName(named.state) ?? named.name, `, ${named.state}`],
    };
  }
  return { center: named.center, withinMiles: CITY_MILES, names: [named.city ?? named.name] };
}

/** The distance in miles from the area's center to the row's coordinate columns. */
export const areaDistanceSql = (
  param: Param,
  area: Area,
  row: { latitude: string; longitude: string },
) => distanceFromSql(param, area.center, row);

/**
 * `AND …` keeping rows in the area: within its radius, in its state, or (for rows without
 * coordinates, or named there) saying one of its names in `texts`.
 */
export function withinAreaSql(
  param: Param,
  area: Area,
  distance: string,
  columns: { state?: string; texts: string[]; position: { latitude: string; longitude: string } },
): string {
  if (area.withinMiles === undefined && area.state === undefined) return '';
  const names = area.names.map((name) => likePattern(name));
  const patterns = names.length > 0 && columns.texts.length > 0 ? param(names) : undefined;
  const named = patterns
    ? columns.texts.map((text) => `${text} ILIKE ANY(${patterns}::text[])`).join(' OR ')
    : undefined;
  const conditions: string[] = [];
  if (area.withinMiles !== undefined) conditions.push(`${distance} <= ${param(area.withinMiles)}`);
  if (area.state !== undefined) {
    // Rows without a state column (albums) are in a state when they are near its largest
    // city, or say its name.
    conditions.push(
      columns.state
        ? `upper(${columns.state}) = ${param(area.state.code)}`
        : `${distanceFromSql(param, area.state.center, columns.position)} <= ${param(STATE_MILES)}`,
    );
  }
  if (named) conditions.push(named);
  return `AND (${conditions.join(' OR ')})`;
}
