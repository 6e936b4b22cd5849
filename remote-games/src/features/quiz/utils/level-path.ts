import type { QuizLevel } from '@canopy/shared-core';

/** Where a pack's tile leads: the first level still to complete, or the first one. */
export function levelToPlay<T extends Pick<QuizLevel, 'gameLevelId'>>(
  levels: readonly T[],
  completedCount: number,
): T | undefined {
  return levels[Math.min(completedCount, levels.length - 1)];
}
