import { Type, type TSchema } from 'typebox';

/**
 * The web client adds the member's position to every GET query and every JSON body,
 * so every querystring and body schema spreads these in.
 */
export const GeoFields = {
  latitude: Type.Optional(Type.Number({ description: 'Latitude of the member (0 means unknown)' })),
  longitude: Type.Optional(
    Type.Number({ description: 'Longitude of the member (0 means unknown)' }),
  ),
};

/** For routes without their own inputs: still accepts the position the client appends. */
export const GeoQuery = Type.Object({ ...GeoFields });
export const GeoBody = Type.Object({ ...GeoFields });

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const ErrorEnvelope = Type.Object(
  {
    valid: Type.Literal(false),
    message: Type.String(),
    errorCode: Type.String(),
    retryAfter: Type.Optional(
      Type.Integer({
        minimum: 1,
        description: 'With 429 (and 503): seconds to wait before trying again, as Retry-After',
      }),
    ),
  },
  { description: 'An error, or a business rule that said no (HTTP 200)' },
);

export const MessageEnvelope = Type.Object({
  valid: Type.Literal(true),
  message: Type.String(),
});

export function ItemEnvelope<T extends TSchema>(item: T) {
  return Type.Object({ valid: Type.Literal(true), message: Type.String(), item });
}

export function ListEnvelope<T extends TSchema>(item: T) {
  return Type.Object({
    valid: Type.Literal(true),
    message: Type.String(),
    items: Type.Array(item),
    count: Type.Integer({ description: 'Items in this page' }),
    countTotal: Type.Integer({
      description:
        'Items matching the query; long lists count at most 1000 (always past the next ' +
        'page), so it is exact on the last page',
    }),
    hasMoreResults: Type.Boolean(),
    start: Type.Integer(),
    limit: Type.Integer(),
  });
}

const errorDescriptions = {
  400: 'Bad input; the message names the field',
  403: 'The session is missing, expired or revoked',
  404: 'Not found, or not yours',
  409: 'Conflict',
  413: 'Body too large',
  415: 'Unsupported content type',
  429: 'Too many requests',
  500: 'Server error',
  503: 'Busy or unavailable for now; Retry-After says when to try again',
} as const;

type ErrorStatus = keyof typeof errorDescriptions;

/** Error responses a route can produce; every route shares 400, 413, 415, 429 and 500. */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]) {
  const all = [...new Set<ErrorStatus>([400, 413, 415, 429, 500, ...statuses])];
  return Object.fromEntries(
    all.map((status) => [
      status,
      Type.Object(ErrorEnvelope.properties, { description: errorDescriptions[status] }),
    ]),
  ) as Record<ErrorStatus, typeof ErrorEnvelope>;
}

export const PagingFields = {
  start: Type.Optional(Type.Integer({ description: 'Offset of the first item (default 0)' })),
  limit: Type.Optional(Type.Integer({ description: 'Page size (default 10, at most 100)' })),
};

export const IdParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});

/** A comma-separated id list; repeated query keys (`?ids=1&ids=2`) are accepted too. */
export const IdList = (description = 'Comma-separated ids') =>
  Type.Union(
    [
      Type.String({ maxLength: 5000 }),
      Type.Array(Type.String({ maxLength: 5000 }), { maxItems: 500 }),
    ],
    {
      description,
    },
  );

export const bearerSecurity = [{ bearerAuth: [] }];
