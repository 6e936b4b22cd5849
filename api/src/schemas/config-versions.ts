import { Type } from 'typebox';
import { AppConfig } from './app-config.ts';
import { Nullable } from './common.ts';
import { REASON_MAX_LENGTH } from './staff.ts';

export const ConfigVersionSummary = Type.Object({
  version: Type.Integer({ minimum: 1 }),
  kind: Type.Union([Type.Literal('baseline'), Type.Literal('publish'), Type.Literal('rollback')], {
    description: 'baseline: the configuration when versions started being kept',
  }),
  note: Type.String(),
  restoredVersion: Nullable(
    Type.Integer({ description: 'A rollback: the version it published again' }),
  ),
  publishedAt: Type.Integer({ description: 'Epoch milliseconds' }),
  publishedBy: Nullable(Type.Object({ id: Type.Integer(), display: Type.String() })),
});

export const ConfigVersion = Type.Object({
  ...ConfigVersionSummary.properties,
  config: AppConfig,
});

export const ConfigChange = Type.Object({
  where: Type.Array(Type.String(), {
    description: 'Where, as the editor names it: ["Navigation", "Events", "active"]',
  }),
  change: Type.Union([
    Type.Literal('added'),
    Type.Literal('removed'),
    Type.Literal('changed'),
    Type.Literal('moved'),
  ]),
  before: Type.Optional(Type.String()),
  after: Type.Optional(Type.String()),
});

export const ConfigDiff = Type.Object({
  from: Type.Integer(),
  to: Type.Integer(),
  changes: Type.Array(ConfigChange),
});

export const ConfigDiffQuery = Type.Object({
  from: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  to: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});

export const VersionParams = Type.Object({
  version: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});

export const DraftParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

const Note = Type.String({ minLength: 1, maxLength: REASON_MAX_LENGTH });

const BaseVersion = Type.Integer({
  minimum: 1,
  description: 'The version the change was made from: 409 when another was published since',
});

export const PublishBody = Type.Object({
  baseVersion: BaseVersion,
  note: Type.String({
    minLength: 1,
    maxLength: REASON_MAX_LENGTH,
    description: 'Why: kept with the version and in the audit log',
  }),
  config: AppConfig,
});

export const RollbackBody = Type.Object({
  baseVersion: BaseVersion,
  note: Type.Optional(Note),
});

export const DraftBody = Type.Object({ config: AppConfig });

export const Draft = Type.Object({ id: Type.String({ format: 'uuid' }) });

/** 409: the configuration changed since the version the change was based on. */
export const StaleEnvelope = Type.Object(
  {
    valid: Type.Literal(false),
    message: Type.String(),
    errorCode: Type.Literal('CONFIG_CHANGED'),
    current: ConfigVersionSummary,
    changes: Type.Array(ConfigChange, {
      description: 'What changed from the base version to the current one',
    }),
  },
  { description: 'Another version was published since the one the change was based on' },
);
