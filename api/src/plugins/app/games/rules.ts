import { HttpError } from '../../../lib/errors.ts';
import type { ChallengeStatus } from '../../../schemas/challenges.ts';

export interface StoredAnswer {
  id: number;
  text: string;
  correct: boolean;
}

export interface StoredQuestion {
  id: number;
  answers: StoredAnswer[];
  points: number;
  ticketCount: number;
}

export interface SubmittedAnswer {
  gameObjectId: number;
  answerId: number;
}

export interface QuestionResult {
  gameObjectId: number;
  answerId: number | null;
  correct: boolean;
  correctAnswerId: number;
  points: number;
  hintUsed: boolean;
}

export interface LevelResult {
  results: QuestionResult[];
  points: number;
  correctCount: number;
  questionCount: number;
  passed: boolean;
  /** Tickets this attempt is worth before what the level already paid out is taken off. */
  tickets: number;
}

const invalid = (message: string) => new HttpError(400, 'VALIDATION_ERROR', message);

/** What one hint costs, spent through POST /orders before GET /games/{id}/hint shows it. */
export const HINT_TICKET_COST = 1;

/** A question with a hint taken is worth half, rounded down. */
export function pointsWithHint(points: number, hintUsed: boolean): number {
  return hintUsed ? Math.floor(points / 2) : points;
}

/** At least half right completes a level and unlocks the next one. */
export function isPassing(correctCount: number, questionCount: number): boolean {
  return questionCount > 0 && correctCount * 2 >= questionCount;
}

/**
 * A level pays at most what its best result is worth, over every place it is scored in
 * (practice, tournaments, a challenge), so neither a double submit nor scoring the same
 * answers again mints tickets.
 */
export function ticketsToAward(attemptTickets: number, alreadyEarned: number): number {
  return Math.max(0, attemptTickets - alreadyEarned);
}

export function correctAnswerOf(question: StoredQuestion): StoredAnswer {
  const correct = question.answers.find((answer) => answer.correct);
  if (!correct) throw new Error(`Question ${question.id} has no correct answer`);
  return correct;
}

/**
 * The wrong answer a hint strikes out: always the same one, so asking twice changes nothing.
 * None when that would leave a single answer standing: the hint would name the right one.
 */
export function answerToEliminate(question: StoredQuestion): StoredAnswer | undefined {
  const wrong = question.answers.filter((answer) => !answer.correct).sort((a, b) => a.id - b.id);
  return wrong.length >= 2 ? wrong[0] : undefined;
}

/**
 * The most one question counts towards a level's time: a question left open for a day does
 * not swamp the board, and one answered without ever being served counts this much.
 */
export const MAX_QUESTION_TIME_MS = 300_000;

/**
 * The time a question took: from when the server served it to when its answer was locked in.
 * Never served, or not answered yet: the most a question can count.
 */
export function questionTimeMs(servedAt: number | null, answeredAt: number | null): number {
  if (servedAt === null || answeredAt === null) return MAX_QUESTION_TIME_MS;
  return Math.min(MAX_QUESTION_TIME_MS, Math.max(0, answeredAt - servedAt));
}

/** Checks a submission's answers against the level; a bad one is a 400 naming the entry. */
export function checkSubmittedAnswers(
  questions: StoredQuestion[],
  answers: SubmittedAnswer[],
): Map<number, number> {
  const byQuestion = new Map<number, number>();
  for (const [index, answer] of answers.entries()) {
    const question = questions.find((candidate) => candidate.id === answer.gameObjectId);
    if (!question) {
      throw invalid(
        `body/answers/${index}/gameObjectId ${answer.gameObjectId} is not a question of this level`,
      );
    }
    if (byQuestion.has(answer.gameObjectId)) {
      throw invalid(
        `body/answers/${index}/gameObjectId answers question ${answer.gameObjectId} twice`,
      );
    }
    if (!question.answers.some((candidate) => candidate.id === answer.answerId)) {
      throw invalid(
        `body/answers/${index}/answerId ${answer.answerId} is not an answer to question ${answer.gameObjectId}`,
      );
    }
    byQuestion.set(answer.gameObjectId, answer.answerId);
  }
  return byQuestion;
}

/** Scores one attempt at a level; bad answers are a 400 naming the offending entry. */
export function scoreLevel(
  questions: StoredQuestion[],
  answers: SubmittedAnswer[],
  hinted: ReadonlySet<number>,
): LevelResult {
  const byQuestion = checkSubmittedAnswers(questions, answers);
  const results = questions.map((question): QuestionResult => {
    const answerId = byQuestion.get(question.id) ?? null;
    const correctAnswerId = correctAnswerOf(question).id;
    const correct = answerId === correctAnswerId;
    const hintUsed = hinted.has(question.id);
    return {
      gameObjectId: question.id,
      answerId,
      correct,
      correctAnswerId,
      points: correct ? pointsWithHint(question.points, hintUsed) : 0,
      hintUsed,
    };
  });
  const correctCount = results.filter((result) => result.correct).length;
  return {
    results,
    points: results.reduce((sum, result) => sum + result.points, 0),
    correctCount,
    questionCount: questions.length,
    passed: isPassing(correctCount, questions.length),
    tickets: questions.reduce(
      (sum, question, index) => sum + (results[index]?.correct ? question.ticketCount : 0),
      0,
    ),
  };
}

const WINDOW_MS = { DAY: 86_400_000, WEEK: 7 * 86_400_000, MONTH: 30 * 86_400_000 } as const;

/** Where a leaderboard window starts: rolling, so a board never empties at midnight. */
export function windowStart(window: 'ALL' | keyof typeof WINDOW_MS, now = Date.now()): Date | null {
  return window === 'ALL' ? null : new Date(now - WINDOW_MS[window]);
}

export interface ChallengeScoreLike {
  points: number;
  timeMs: number;
}

/** More points win; equal points go to the faster player; equal both is a draw (null). */
export function challengeWinner<Id>(
  challenger: { id: Id; score: ChallengeScoreLike },
  opponent: { id: Id; score: ChallengeScoreLike },
): Id | null {
  const a = challenger.score;
  const b = opponent.score;
  if (a.points !== b.points) return a.points > b.points ? challenger.id : opponent.id;
  if (a.timeMs !== b.timeMs) return a.timeMs < b.timeMs ? challenger.id : opponent.id;
  return null;
}

/**
 * Whether a side may play its one attempt: the challenger right away (so a challenge can be
 * sent with a score to beat), the opponent once they accepted; nobody after a decline.
 */
export function mayPlayChallenge(
  status: ChallengeStatus,
  isChallenger: boolean,
  played: boolean,
): boolean {
  if (played) return false;
  if (status === 'ACCEPTED') return true;
  return status === 'PENDING' && isChallenger;
}
