import { Type } from 'typebox';
import { GeoFields, Nullable } from './common.ts';

const Text = (maxLength: number, description?: string) =>
  Type.String({ maxLength, ...(description ? { description } : {}) });

/** SPEC §7 analytics usage event; `tag` is the section. */
export const UsageBody = Type.Object({
  tag: Type.String({ minLength: 1, maxLength: 200, description: 'The section of the app' }),
  action: Type.String({
    minLength: 1,
    maxLength: 100,
    description: 'Clicked, Viewed, Liked, …, or a quiz event such as started',
  }),
  appVersion: Type.Optional(Text(300)),
  deviceType: Type.Optional(Type.Union([Type.Literal('Handheld'), Type.Literal('Desktop')])),
  userAgent: Type.Optional(Text(1000)),
  deviceId: Type.Optional(Text(200)),
  aggregateColumn: Type.Optional(Text(200)),
  clientTime: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 8_640_000_000_000_000, description: 'Epoch milliseconds' }),
  ),
  accountId: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }))),
  customMessage: Type.Optional(Text(2000)),
  customId: Type.Optional(Type.Union([Text(200), Type.Number()])),
  ...GeoFields,
});

/** What the host reports about loading one remote: no member, device or address. */
export const FederationEventBody = Type.Object({
  remote: Type.Union(
    ['social', 'marketplace', 'games', 'ai', 'console'].map((name) => Type.Literal(name)),
    { description: 'The remote, by federation name' },
  ),
  version: Type.String({
    minLength: 1,
    maxLength: 64,
    pattern: '^[A-Za-z0-9][A-Za-z0-9._-]*$',
    description: 'The released version the manifest named, or "unreleased" for a plain build',
  }),
  outcome: Type.Union([Type.Literal('LOADED'), Type.Literal('FAILED')]),
  stage: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 40,
      pattern: '^[A-Za-z]+$',
      description: "Where a failure happened: the federation lifecycle (e.g. onLoad) or 'contract'",
    }),
  ),
});

export const FederationHealthQuery = Type.Object({
  hours: Type.Optional(Type.Integer({ minimum: 1, maximum: 720, default: 24 })),
});

const FederationHealthRow = Type.Object({
  remote: Type.String(),
  version: Type.String(),
  loaded: Type.Integer(),
  failed: Type.Integer(),
  lastFailureAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

export const FederationHealthSummary = Type.Object({
  hours: Type.Integer(),
  remotes: Type.Array(FederationHealthRow),
});
