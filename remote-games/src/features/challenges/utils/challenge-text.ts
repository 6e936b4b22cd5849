import type { Challenge, ChallengeSide } from '@canopy/shared-core';
import { gamesPaths } from '../../../utils/paths.ts';

/** Where the member plays their one attempt: the level, told which challenge it counts for. */
export function challengePlayPath(challenge: Challenge): string {
  return gamesPaths.quizLevelFor(challenge.packId, challenge.gameLevelId, {
    challengeId: challenge.challengeId,
  });
}

/** The other member, seen from the viewer's side. */
export function rivalOf(challenge: Challenge): ChallengeSide {
  return challenge.isChallenger ? challenge.opponent : challenge.challenger;
}

export function youOf(challenge: Challenge): ChallengeSide {
  return challenge.isChallenger ? challenge.challenger : challenge.opponent;
}

/** One line saying where the challenge stands, from the viewer's side. */
export function challengeStatusText(challenge: Challenge): string {
  const rival = rivalOf(challenge).account.display;
  const you = youOf(challenge);
  switch (challenge.status) {
    case 'PENDING':
      return challenge.isChallenger ? `Waiting for ${rival} to accept` : `${rival} challenged you`;
    case 'ACCEPTED':
      if (!you.played) return 'Accepted: your turn to play';
      return `Waiting for ${rival} to play`;
    case 'DECLINED':
      return challenge.isChallenger ? `${rival} declined` : 'You declined';
    case 'FINISHED':
      if (challenge.winnerId === null) return 'A draw';
      return challenge.winnerId === you.account.accountId ? 'You won' : `${rival} won`;
  }
}
