import { Type, type Static } from 'typebox';
import { GeoFields } from './common.ts';

export const Region = Type.Object({
  id: Type.Integer(),
  shortName: Type.String({ description: 'The city, e.g. Lawrence' }),
  fullName: Type.String({ description: 'City and state, e.g. Lawrence, KS' }),
  state: Type.String(),
  latitude: Type.Number(),
  longitude: Type.Number(),
  postalCodes: Type.Array(Type.String()),
  regionClass: Type.String({ description: 'CITY' }),
  population: Type.Integer(),
  distance: Type.Number({ description: 'Miles from the member' }),
});
export type RegionResponse = Static<typeof Region>;

export const GeocodeQuery = Type.Object({
  ...GeoFields,
  keyword: Type.Optional(
    Type.String({ maxLength: 100, description: 'A city, "City, ST", or a ZIP code' }),
  ),
  limit: Type.Optional(Type.Integer({ description: 'Matches to return (default 10, at most 50)' })),
});
