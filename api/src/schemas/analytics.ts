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
