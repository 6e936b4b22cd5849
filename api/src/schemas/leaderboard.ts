import { Type, type Static } from 'typebox';
import { AccountShort } from './albums.ts';
import { GeoFields, Nullable, PagingFields } from './common.ts';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const RANK_TYPES = ['POINTS', 'TICKETS', 'LEVELS'] as const;
export type RankType = (typeof RANK_TYPES)[number];

export const RankTypeSchema = Type.Union(
  [Type.Literal('POINTS'), Type.Literal('TICKETS'), Type.Literal('LEVELS')],
  {
    description:
      'POINTS: best points per level, summed; TICKETS: tickets earned; LEVELS: levels completed',
  },
);

export const RANK_WINDOWS = ['ALL', 'MONTH', 'WEEK', 'DAY'] as const;
export type RankWindow = (typeof RANK_WINDOWS)[number];

export const RankWindowSchema = Type.Union(
  [Type.Literal('ALL'), Type.Literal('MONTH'), Type.Literal('WEEK'), Type.Literal('DAY')],
  {
    description:
      'Which plays count: ALL (the default), or those of the last 30 days, 7 days or 24 hours',
  },
);

export const Rank = Type.Object({
  owner: AccountShort,
  rank: Type.Integer({ description: 'Equal scores and times share a rank' }),
  scoreValue: Type.Integer(),
  timeValue: Type.Integer({ description: 'Milliseconds behind the score; less ranks higher' }),
  countValue: Type.Integer({
    description: 'POINTS: levels played; TICKETS: times tickets were earned; LEVELS: packs',
  }),
  updated: Type.Integer({ description: 'Epoch milliseconds of the latest counted play' }),
});
export type RankResponse = Static<typeof Rank>;

export const SORT_FIELD = 'SCORE_VALUE' as const;

export const Leaderboard = Type.Object({
  valid: Type.Literal(true),
  message: Type.String(),
  items: Type.Array(Rank),
  userRank: Type.Union([Rank, Type.Null()], {
    description: 'Where you stand; null until you have scored',
  }),
  rankType: RankTypeSchema,
  window: RankWindowSchema,
  sortField: Type.Literal(SORT_FIELD),
  missionId: Nullable(Type.Integer()),
  count: Type.Integer(),
  countTotal: Type.Integer({ description: 'Members ranked' }),
  hasMoreResults: Type.Boolean(),
  start: Type.Integer(),
  limit: Type.Integer(),
});

export const RankingQuery = Type.Object({
  ...GeoFields,
  rankType: Type.Optional(RankTypeSchema),
  window: Type.Optional(RankWindowSchema),
  missionId: Type.Optional(Id),
  ...PagingFields,
});

export const PersonalRank = Type.Object({
  rankType: RankTypeSchema,
  missionId: Nullable(Type.Integer({ description: 'Set for a tournament board' })),
  title: Type.String({ description: 'The board: "Points", or the tournament title' }),
  rank: Nullable(Type.Integer({ description: 'null until you have scored on this board' })),
  scoreValue: Type.Integer(),
  timeValue: Type.Integer(),
  countValue: Type.Integer(),
  updated: Nullable(Type.Integer()),
  rankedCount: Type.Integer({ description: 'Members ranked on this board' }),
});
export type PersonalRankResponse = Static<typeof PersonalRank>;

export const PersonalQuery = Type.Object({
  ...GeoFields,
  rankType: Type.Optional(RankTypeSchema),
  window: Type.Optional(RankWindowSchema),
  ...PagingFields,
});
