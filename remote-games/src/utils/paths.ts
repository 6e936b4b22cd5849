import { browsePath, sharedPaths, withQuery, type PathPart } from '@canopy/shared-core';
import type { GamesSection } from '../app/sections.ts';

/** A page in one of this remote's sections: one it does not declare fails the type-check. */
const at: (section: GamesSection, ...parts: PathPart[]) => string = browsePath;

/**
 * The addresses of the games remote's own pages. A page other front ends link to too (a
 * tournament, a quiz level, the badges…) is built by shared-core's sharedPaths, the
 * shared contract, wherever it is linked from, this remote included.
 */
export const gamesPaths = {
  quizzes: () => at('quiz'),
  leaderboard: () => at('leaderboard'),
  challenge: (challengeId: PathPart) => at('challenge', challengeId),
  /** A level played for a tournament (missionId) or a challenge (challengeId). */
  quizLevelFor: (
    packId: PathPart,
    levelId: PathPart,
    playedFor: { missionId?: PathPart; challengeId?: PathPart },
  ) => withQuery(sharedPaths.quizLevel(packId, levelId), playedFor),
};
