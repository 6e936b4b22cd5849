import { browsePath, sharedPaths, withQuery, type PathPart } from '@canopy/shared-core';
import type { GamesSection } from '../app/sections.ts';

/** A page in one of this remote's sections: one it does not declare fails the type-check. */
const at: (section: GamesSection, ...parts: PathPart[]) => string = browsePath;

/**
 * Every address the games remote's pages link to. Pages other front ends link to as well
 * come from shared-core's sharedPaths (the shared contract, one builder per page); the
 * others are this remote's own.
 */
export const gamesPaths = {
  // Shared with the other front ends.
  tournaments: sharedPaths.tournaments,
  tournament: sharedPaths.tournament,
  quizLevel: sharedPaths.quizLevel,
  challenges: sharedPaths.challenges,
  badges: sharedPaths.badges,
  // This remote's own.
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
