import type { Achievement } from '@canopy/shared-core';
import { expect, it } from 'vitest';
import { awardText, newlyEarnedTiers } from '../awards.ts';

function levelUp(completed: boolean[]): Achievement {
  return {
    achievementId: 3,
    title: 'Level Up',
    description: '',
    icon: null,
    rankType: 'LEVELS',
    tierCount: completed.length,
    active: true,
    tiers: completed.map((done, index) => ({
      achievementTierId: 30 + index,
      title: ['First steps', 'On a roll'][index] ?? `Tier ${index}`,
      goalCount: index * 5 + 1,
      completed: done,
      awardedAt: done ? Date.UTC(2026, 10, 1) : null,
    })),
    progress: {
      achievementTierId: 30,
      completed: false,
      progressCount: 1,
      goalCount: 5,
      tiersCompleted: completed.filter(Boolean).length,
    },
  };
}

it('finds the tiers an attempt completed, and nothing when none were', () => {
  const awards = newlyEarnedTiers([levelUp([false, false])], [levelUp([true, false])]);
  expect(awards.map(awardText)).toEqual(['Badge earned: Level Up — First steps']);
  expect(newlyEarnedTiers([levelUp([true, false])], [levelUp([true, false])])).toEqual([]);
});
