import { Type, type Static } from 'typebox';
import { GeoFields, Nullable, PagingFields } from './common.ts';

export const AchievementRankType = Type.String({
  description:
    'What counts: POINTS, TICKETS (earned), LEVELS (completed), TOURNAMENTS (joined), POSTS ' +
    '(written), ORDERS (placed), QUIZ_STREAK (most days in a row with a level completed) or ' +
    'TOURNAMENT_WINS',
});

export const AchievementTier = Type.Object({
  achievementTierId: Type.Integer(),
  title: Type.String(),
  goalCount: Type.Integer(),
  completed: Type.Boolean({ description: 'You have been awarded it' }),
  awardedAt: Nullable(Type.Integer({ description: 'Epoch milliseconds of the award' })),
});

export const AchievementProgress = Type.Object({
  achievementTierId: Nullable(
    Type.Integer({ description: 'The tier you are working on; the last one once all are done' }),
  ),
  completed: Type.Boolean({ description: 'Every tier reached' }),
  progressCount: Type.Integer(),
  goalCount: Type.Integer({ description: 'What that tier needs' }),
  tiersCompleted: Type.Integer(),
});

export const Achievement = Type.Object({
  achievementId: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  icon: Nullable(Type.String()),
  rankType: AchievementRankType,
  tiers: Type.Array(AchievementTier),
  tierCount: Type.Integer(),
  active: Type.Boolean(),
  progress: AchievementProgress,
});
export type AchievementResponse = Static<typeof Achievement>;

export const AchievementSearchQuery = Type.Object({ ...GeoFields, ...PagingFields });
