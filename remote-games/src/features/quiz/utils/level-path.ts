import type { QuizLevel } from '@canopy/shared-core';

export function levelPath(packId: number, gameLevelId: number): string {
  return `/browse/quiz/detail/${packId}/${gameLevelId}`;
}

/** Where a pack's tile leads: the first level still to complete, or the first one. */
export function levelToPlay<T extends Pick<QuizLevel, 'gameLevelId'>>(
  levels: readonly T[],
  completedCount: number,
): T | undefined {
  return levels[Math.min(completedCount, levels.length - 1)];
}
