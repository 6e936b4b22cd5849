import type {
  Achievement,
  Challenge,
  ChallengeSide,
  GameScore,
  QuizLevel,
  QuizPackDetail,
  QuizQuestion,
  ServedQuestion,
  Tournament,
} from '@canopy/shared-core';
import { memberAccount } from '@canopy/shared-core/testing';

export function questionFixture(id: number, text: string, answers: string[]): QuizQuestion {
  return {
    id,
    question: text,
    image: null,
    videoURL: null,
    answers: answers.map((answer, index) => ({ id: id * 10 + index + 1, text: answer })),
    points: 10,
    ticketCount: 1,
    hintTicketCost: 1,
  };
}

export function levelFixture(overrides: Partial<QuizLevel> = {}): QuizLevel {
  return {
    gameLevelId: 11,
    name: 'Seed to sprout',
    description: 'The very first steps',
    difficulty: 'EASY',
    questionCount: 2,
    ticketCount: 2,
    points: 20,
    locked: false,
    completed: false,
    bestPoints: 0,
    ticketsEarned: 0,
    scores: [],
    answeredCount: 0,
    // The questions served to the member so far: both, as after a play.
    gameObjects: [
      questionFixture(1, 'What do seeds need first?', ['Water', 'Fertilizer', 'Darkness']),
      questionFixture(2, 'Which part takes up water?', ['Roots', 'Flowers', 'Stems']),
    ],
    ...overrides,
  };
}

/** A question as POST /games/level/{id}/next serves it. */
export function servedFixture(
  question: QuizQuestion,
  position: number,
  questionCount = 2,
  gameLevelId = 11,
): ServedQuestion {
  return { ...question, gameLevelId, position, questionCount, servedAt: 0 };
}

export function packFixture(levels: QuizLevel[]): QuizPackDetail {
  return {
    packId: 1,
    name: 'Plant Basics',
    description: 'Roots, leaves and light',
    icon: null,
    background: null,
    packType: 'QUIZ',
    levelCount: levels.length,
    completed: false,
    ticketCount: 5,
    points: 100,
    price: 0,
    startDate: null,
    endDate: null,
    active: true,
    levels,
    pointsEarned: 0,
    ticketsEarned: 0,
  };
}

export function scoreFixture(overrides: Partial<GameScore> = {}): GameScore {
  return {
    scoreId: 99,
    points: 10,
    correctCount: 1,
    questionCount: 2,
    completed: true,
    timeValue: 12_000,
    ticketsEarned: 1,
    missionId: null,
    created: 0,
    packId: 1,
    gameLevelId: 11,
    bestPoints: 10,
    ticketCount: 3,
    results: [
      {
        gameObjectId: 1,
        answerId: 11,
        correct: true,
        correctAnswerId: 11,
        points: 10,
        hintUsed: false,
      },
      {
        gameObjectId: 2,
        answerId: 22,
        correct: false,
        correctAnswerId: 21,
        points: 0,
        hintUsed: false,
      },
    ],
    ...overrides,
  };
}

export function achievementFixture(
  achievementId: number,
  title: string,
  tiers: Array<[title: string, goal: number]>,
  progressCount: number,
): Achievement {
  const shaped = tiers.map(([tierTitle, goalCount], index) => ({
    achievementTierId: achievementId * 10 + index,
    title: tierTitle,
    goalCount,
    completed: progressCount >= goalCount,
    awardedAt: progressCount >= goalCount ? Date.UTC(2026, 10, 1) : null,
  }));
  const next = shaped.find((tier) => !tier.completed) ?? shaped.at(-1);
  return {
    achievementId,
    title,
    description: `${title} description`,
    icon: null,
    rankType: 'LEVELS',
    tiers: shaped,
    tierCount: shaped.length,
    active: true,
    progress: {
      achievementTierId: next?.achievementTierId ?? null,
      completed: shaped.every((tier) => tier.completed),
      progressCount,
      goalCount: next?.goalCount ?? 0,
      tiersCompleted: shaped.filter((tier) => tier.completed).length,
    },
  };
}

export function tournamentFixture(overrides: Partial<Tournament> = {}): Tournament {
  return {
    missionId: 5,
    title: 'Grow-off',
    description: 'A week of plant questions',
    joinCode: 'GROW24',
    owner: { ...memberAccount(2, 'Priya Shah', 'priya'), profileImage: '' },
    startDate: Date.UTC(2026, 10, 20),
    endDate: Date.UTC(2026, 10, 30),
    missionType: 'TOURNAMENT',
    status: 'ACTIVE',
    active: true,
    games: [{ packId: 1, name: 'Plant Basics', icon: null, levelCount: 2 }],
    scores: [],
    rewards: 'A grow kit',
    costToPlay: 2,
    acceptedCount: 3,
    joined: true,
    isOwner: false,
    votes: [{ gameObjectId: 1, question: 'What do seeds need first?', voteCount: 2 }],
    myVote: null,
    created: 0,
    ...overrides,
  };
}

export function challengeSideFixture(
  accountId: number,
  display: string,
  overrides: Partial<ChallengeSide> = {},
): ChallengeSide {
  return {
    account: {
      ...memberAccount(accountId, display, display.toLowerCase().replace(' ', '.')),
      profileImage: '',
    },
    played: false,
    score: null,
    ...overrides,
  };
}

/** Dana (7) challenged Marcus (3) to Terpene Trivia's first level; nobody has played. */
export function challengeFixture(overrides: Partial<Challenge> = {}): Challenge {
  return {
    challengeId: 9,
    status: 'PENDING',
    message: '',
    packId: 2,
    packName: 'Terpene Trivia',
    icon: null,
    gameLevelId: 21,
    levelName: 'First sniff',
    challenger: challengeSideFixture(7, 'Dana Rivera'),
    opponent: challengeSideFixture(3, 'Marcus Bell'),
    isChallenger: true,
    canRespond: false,
    canPlay: true,
    winnerId: null,
    created: 0,
    updated: 0,
    ...overrides,
  };
}
