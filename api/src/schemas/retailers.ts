import { Type, type Static } from 'typebox';
import { GeoFields, IdList, Nullable, PagingFields } from './common.ts';
import { RatingSummary } from './reviews.ts';

export const Category = Type.Object({ categoryId: Type.Integer(), name: Type.String() });

export const OpeningHours = Type.Object({
  day: Type.String({ description: 'MONDAY … SUNDAY' }),
  open: Nullable(Type.String({ description: 'HH:MM, null when closed' })),
  close: Nullable(Type.String({ description: 'HH:MM, null when closed' })),
  closed: Type.Boolean(),
});

/** A whole day, in the shop's own calendar, it is closed whatever its hours say. */
export const HolidayClosure = Type.Object({
  date: Type.String({
    pattern: '^\\d{4}-\\d{2}-\\d{2}$',
    description: "YYYY-MM-DD, the shop's day",
  }),
  note: Type.String({ maxLength: 120, description: 'e.g. "Thanksgiving"; may be empty' }),
});

/**
 * Searching near another place than the member: the client always sends the member's own
 * position as latitude/longitude, so a chosen place travels in its own fields.
 */
export const SearchCenterFields = {
  searchLatitude: Type.Optional(Type.Number({ minimum: -90, maximum: 90 })),
  searchLongitude: Type.Optional(Type.Number({ minimum: -180, maximum: 180 })),
};

/**
 * Only the locations a map shows: its visible area's edges in degrees (all four or none;
 * west of east, south of north). Still nearest first, paged like any search.
 */
export const MapBoundsFields = {
  south: Type.Optional(Type.Number({ minimum: -90, maximum: 90, description: 'Bottom edge' })),
  west: Type.Optional(Type.Number({ minimum: -180, maximum: 180, description: 'Left edge' })),
  north: Type.Optional(Type.Number({ minimum: -90, maximum: 90, description: 'Top edge' })),
  east: Type.Optional(Type.Number({ minimum: -180, maximum: 180, description: 'Right edge' })),
};

export const RetailerLocation = Type.Object({
  retailerLocationId: Type.Integer(),
  retailerId: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  contact: Type.Object({
    phone: Nullable(Type.String()),
    email: Nullable(Type.String()),
    website: Nullable(Type.String()),
  }),
  address: Type.Object({
    street: Type.String(),
    city: Type.String(),
    state: Type.String(),
    postalCode: Type.String(),
    country: Type.String(),
  }),
  locationDisplay: Type.String(),
  latitude: Type.Number(),
  longitude: Type.Number(),
  distance: Type.Number({ description: 'Great-circle distance in distanceUnit' }),
  distanceUnit: Type.String({ description: 'MILES or KILOMETERS' }),
  hours: Type.Array(OpeningHours),
  closures: Type.Array(HolidayClosure, {
    description: "Its holiday closures from the shop's today on: closed those days",
  }),
  logo: Nullable(Type.String()),
  picture1: Nullable(Type.String()),
  categories: Type.Array(Category),
  retailer: Type.Object({
    retailerId: Type.Integer(),
    name: Type.String(),
    logo: Nullable(Type.String()),
  }),
  favorite: Type.Boolean(),
  favoriteId: Nullable(Type.Integer()),
  active: Type.Boolean(),
  rating: RatingSummary,
});
export type RetailerLocationResponse = Static<typeof RetailerLocation>;

export const DistanceSearchQuery = Type.Object({
  ...GeoFields,
  keyword: Type.Optional(Type.String({ maxLength: 200 })),
  categoryIds: Type.Optional(IdList('Locations in any of these categories')),
  sortField: Type.Optional(
    Type.String({ maxLength: 50, description: 'DISTANCE (default) or NAME' }),
  ),
  distanceUnit: Type.Optional(
    Type.String({ maxLength: 20, description: 'MILES (default) or KILOMETERS' }),
  ),
  range: Type.Optional(Type.Number({ minimum: 0, description: 'In distanceUnit (default 5000)' })),
  ...SearchCenterFields,
  ...MapBoundsFields,
  ...PagingFields,
});
export type DistanceSearchInput = Static<typeof DistanceSearchQuery>;

export const Retailer = Type.Object({
  retailerId: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  logo: Nullable(Type.String()),
  picture1: Nullable(Type.String()),
  website: Nullable(Type.String()),
  active: Type.Boolean(),
  categories: Type.Array(Category),
  locationCount: Type.Integer(),
  locations: Type.Array(
    Type.Object({
      retailerLocationId: Type.Integer(),
      name: Type.String(),
      locationDisplay: Type.String(),
      distance: Type.Number({ description: 'Miles from the member' }),
    }),
    { description: 'Its shops, nearest first' },
  ),
});
export type RetailerResponse = Static<typeof Retailer>;

export const RetailerSearchQuery = Type.Object({
  ...GeoFields,
  keyword: Type.Optional(Type.String({ maxLength: 200 })),
  categoryIds: Type.Optional(IdList('Retailers with a location in any of these categories')),
  ...PagingFields,
});
