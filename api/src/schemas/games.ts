import { Type, type Static } from 'typebox';
import { GeoFields, Nullable, PagingFields } from './common.ts';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const Difficulty = Type.String({ description: 'EASY, MEDIUM or HARD' });

export const PackLevel = Type.Object({
  gameLevelId: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  difficulty: Difficulty,
  questionCount: Type.Integer(),
  ticketCount: Type.Integer(),
});

const PackFields = {
  packId: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  icon: Nullable(Type.String()),
  background: Nullable(Type.String()),
  packType: Type.String(),
  levelCount: Type.Integer(),
  completed: Type.Boolean({ description: 'You have completed every level' }),
  ticketCount: Type.Integer(),
  points: Type.Integer(),
  price: Type.Number(),
  startDate: Nullable(Type.Integer({ description: 'Epoch milliseconds' })),
  endDate: Nullable(Type.Integer({ description: 'Epoch milliseconds' })),
  active: Type.Boolean(),
};

export const QuizPack = Type.Object({
  ...PackFields,
  levels: Type.Array(PackLevel),
  levelsCompleted: Type.Integer({ description: 'How many of its levels you have completed' }),
});
export type QuizPackResponse = Static<typeof QuizPack>;

export const PackSearchQuery = Type.Object({
  keyword: Type.Optional(Type.String({ maxLength: 200 })),
  packType: Type.Optional(Type.String({ maxLength: 50 })),
  ...PagingFields,
  ...GeoFields,
});

export const Answer = Type.Object({ id: Type.Integer(), text: Type.String() });

/** A question as it is played: which answer is right is never sent with it. */
export const Question = Type.Object({
  id: Type.Integer({ description: 'The game object id hints and tournament votes use' }),
  question: Type.String(),
  image: Nullable(Type.String()),
  videoURL: Nullable(Type.String()),
  answers: Type.Array(Answer),
  points: Type.Integer(),
  ticketCount: Type.Integer(),
  hintTicketCost: Type.Integer({ description: 'What its hint costs (POST /orders)' }),
});
export type QuestionResponse = Static<typeof Question>;

export const LevelScore = Type.Object({
  scoreId: Type.Integer(),
  points: Type.Integer(),
  correctCount: Type.Integer(),
  questionCount: Type.Integer(),
  completed: Type.Boolean(),
  timeValue: Type.Integer({ description: 'Milliseconds taken' }),
  ticketsEarned: Type.Integer(),
  missionId: Nullable(Type.Integer({ description: 'The tournament it was played in' })),
  created: Type.Integer({ description: 'Epoch milliseconds' }),
});
export type LevelScoreResponse = Static<typeof LevelScore>;

export const QuizLevel = Type.Object({
  gameLevelId: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  difficulty: Difficulty,
  questionCount: Type.Integer(),
  ticketCount: Type.Integer({ description: 'The most tickets the level can earn you' }),
  points: Type.Integer({ description: 'The most points the level is worth' }),
  locked: Type.Boolean({ description: 'Play the level before it to unlock it' }),
  completed: Type.Boolean({ description: 'You got at least half of it right once' }),
  bestPoints: Type.Integer(),
  ticketsEarned: Type.Integer({ description: 'Tickets you have earned on this level so far' }),
  scores: Type.Array(LevelScore, { description: 'Your latest attempts, newest first' }),
  answeredCount: Type.Integer({
    description: 'Questions of it you have answered: an answer, once locked in, is final',
  }),
  gameObjects: Type.Array(Question, {
    description:
      'The questions served to you so far, in play order (POST /games/level/{id}/next serves ' +
      'the next one and starts its clock)',
  }),
});
export type QuizLevelResponse = Static<typeof QuizLevel>;

export const QuizPackDetail = Type.Object({
  ...PackFields,
  levels: Type.Array(QuizLevel),
  pointsEarned: Type.Integer({ description: 'Your best points summed over the levels' }),
  ticketsEarned: Type.Integer(),
});
export type QuizPackDetailResponse = Static<typeof QuizPackDetail>;

export const ScoreBody = Type.Object({
  ...GeoFields,
  packId: Id,
  gameLevelId: Id,
  missionId: Type.Optional(Id),
  challengeId: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 2_147_483_647,
      description: 'The challenge this is your one attempt at',
    }),
  ),
  answers: Type.Array(Type.Object({ gameObjectId: Id, answerId: Id }), {
    maxItems: 100,
    description: 'One per question answered; questions left out count as wrong',
  }),
  timeTaken: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 3_600_000,
      description:
        'Ignored, kept for older clients: the server times each question from when it served ' +
        'it to when its answer was locked in',
    }),
  ),
  idempotencyKey: Type.Optional(
    Type.String({
      minLength: 8,
      maxLength: 100,
      pattern: '^[A-Za-z0-9_-]+$',
      description: 'Chosen by the client per attempt; repeating it returns the first result',
    }),
  ),
});
export type ScoreInput = Static<typeof ScoreBody>;

export const QuestionResult = Type.Object({
  gameObjectId: Type.Integer(),
  answerId: Nullable(Type.Integer()),
  correct: Type.Boolean(),
  correctAnswerId: Type.Integer(),
  points: Type.Integer(),
  hintUsed: Type.Boolean({ description: 'A hint halved this question' }),
});

export const GameScore = Type.Object({
  ...LevelScore.properties,
  packId: Type.Integer(),
  gameLevelId: Type.Integer(),
  bestPoints: Type.Integer({ description: 'Your best on this level (in this tournament)' }),
  ticketCount: Type.Integer({ description: 'Your ticket balance afterwards' }),
  results: Type.Array(QuestionResult),
});
export type GameScoreResponse = Static<typeof GameScore>;

export const Hint = Type.Object({
  gameObjectId: Type.Integer(),
  hint: Type.String(),
  eliminatedAnswerIds: Type.Array(Type.Integer()),
  points: Type.Integer({ description: 'What the question is worth in your next attempt' }),
});
export type HintResponse = Static<typeof Hint>;

export const AnswerBody = Type.Object({
  ...GeoFields,
  answerId: Type.Integer({ minimum: 1, description: 'The answer chosen' }),
});

export const AnswerCheck = Type.Object({
  gameObjectId: Type.Integer(),
  answerId: Nullable(
    Type.Integer({
      description: 'The answer locked in: the first one sent (null: scored unanswered)',
    }),
  ),
  correct: Type.Boolean(),
  correctAnswerId: Type.Integer({ description: 'Told only once your answer is locked in' }),
  alreadyAnswered: Type.Boolean({
    description: 'An answer was locked in before; this is its verdict, not the new one',
  }),
  timeValue: Type.Integer({
    description: 'Milliseconds from when the question was served to when the answer was locked',
  }),
});
export type AnswerCheckResponse = Static<typeof AnswerCheck>;

/** The question the server serves next, with where it stands in its level. */
export const ServedQuestion = Type.Object({
  ...Question.properties,
  gameLevelId: Type.Integer(),
  position: Type.Integer({ description: 'Its place in the level, from 1' }),
  questionCount: Type.Integer({ description: 'Questions in the level' }),
  servedAt: Type.Integer({
    description: 'Epoch milliseconds: when it was first served to you, its clock’s start',
  }),
});
export type ServedQuestionResponse = Static<typeof ServedQuestion>;

export const TICKET_TYPE = 'TICKETS';

export const TicketCount = Type.Object({
  count: Type.Integer({ description: 'Your ticket balance' }),
  type: Type.Literal(TICKET_TYPE),
  earned: Type.Integer({ description: 'Tickets earned in all' }),
  spent: Type.Integer({ description: 'Tickets spent in all' }),
});
export type TicketCountResponse = Static<typeof TicketCount>;

/** What POST /orders answers to a ticket deduction. */
export const TicketSpend = Type.Object({
  entryId: Type.Integer(),
  ticketsSpent: Type.Integer(),
  description: Type.String(),
  count: Type.Integer({ description: 'Your ticket balance afterwards' }),
  type: Type.Literal(TICKET_TYPE),
  created: Type.Integer({ description: 'Epoch milliseconds' }),
});
export type TicketSpendResponse = Static<typeof TicketSpend>;
