import type { Achievement, AchievementTier } from '@canopy/shared-core';

export interface Award {
  achievement: Pick<Achievement, 'achievementId' | 'title'>;
  tier: AchievementTier;
}

/** Tiers completed in `after` that were not in `before`: what was just awarded. */
export function newlyEarnedTiers(
  before: readonly Achievement[],
  after: readonly Achievement[],
): Award[] {
  const earned = new Set(
    before.flatMap((achievement) =>
      achievement.tiers.filter((tier) => tier.completed).map((tier) => tier.achievementTierId),
    ),
  );
  return after.flatMap((achievement) =>
    achievement.tiers
      .filter((tier) => tier.completed && !earned.has(tier.achievementTierId))
      .map((tier) => ({ achievement, tier })),
  );
}

export function awardText(award: Award): string {
  return `Badge earned: ${award.achievement.title} — ${award.tier.title}`;
}
