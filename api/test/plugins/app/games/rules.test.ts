import { describe, expect, it } from 'vitest';
import {
  answerToEliminate,
  isPassing,
  MAX_QUESTION_TIME_MS,
  questionTimeMs,
  scoreLevel,
  ticketsToAward,
  windowStart,
  type StoredQuestion,
} from '../../../../src/plugins/app/games/rules.ts';

const question = (id: number, correctId: number, points = 10): StoredQuestion => ({
  id,
  points,
  ticketCount: 1,
  answers: [1, 2, 3].map((answerId) => ({
    id: answerId,
    text: `answer ${answerId}`,
    correct: answerId === correctId,
  })),
});

const LEVEL = [question(11, 2), question(12, 3), question(13, 1, 15)];

describe('scoring a level', () => {
  it('adds up right answers, counting unanswered questions as wrong', () => {
    const result = scoreLevel(
      LEVEL,
      [
        { gameObjectId: 11, answerId: 2 },
        { gameObjectId: 13, answerId: 1 },
      ],
      new Set(),
    );
    expect(result).toMatchObject({ points: 25, correctCount: 2, questionCount: 3, tickets: 2 });
    expect(result.passed).toBe(true);
    expect(result.results[1]).toEqual({
      gameObjectId: 12,
      answerId: null,
      correct: false,
      correctAnswerId: 3,
      points: 0,
      hintUsed: false,
    });
  });

  it('halves a hinted question, rounding down, only when answered right', () => {
    const result = scoreLevel(
      LEVEL,
      [
        { gameObjectId: 11, answerId: 1 },
        { gameObjectId: 12, answerId: 3 },
        { gameObjectId: 13, answerId: 1 },
      ],
      new Set([11, 13]),
    );
    expect(result.results.map((entry) => entry.points)).toEqual([0, 10, 7]);
    expect(result.results.map((entry) => entry.hintUsed)).toEqual([true, false, true]);
  });

  it('names the offending answer', () => {
    expect(() => scoreLevel(LEVEL, [{ gameObjectId: 99, answerId: 1 }], new Set())).toThrow(
      'body/answers/0/gameObjectId 99 is not a question of this level',
    );
    expect(() =>
      scoreLevel(
        LEVEL,
        [
          { gameObjectId: 11, answerId: 1 },
          { gameObjectId: 11, answerId: 2 },
        ],
        new Set(),
      ),
    ).toThrow('body/answers/1/gameObjectId answers question 11 twice');
    expect(() => scoreLevel(LEVEL, [{ gameObjectId: 12, answerId: 7 }], new Set())).toThrow(
      'body/answers/0/answerId 7 is not an answer to question 12',
    );
  });

  it('passes at half right, never on an empty level', () => {
    expect(isPassing(1, 2)).toBe(true);
    expect(isPassing(1, 3)).toBe(false);
    expect(isPassing(0, 0)).toBe(false);
  });

  it('pays only the tickets a better result adds, once per level', () => {
    expect(ticketsToAward(3, 0)).toBe(3);
    expect(ticketsToAward(3, 2)).toBe(1);
    expect(ticketsToAward(1, 3)).toBe(0);
  });

  it('always strikes out the same wrong answer', () => {
    expect(answerToEliminate(question(1, 1))?.id).toBe(2);
    expect(answerToEliminate(question(1, 2))?.id).toBe(1);
  });

  it('never strikes out an answer when that would leave only the right one', () => {
    const trueOrFalse: StoredQuestion = {
      ...question(1, 1),
      answers: question(1, 1).answers.slice(0, 2),
    };
    expect(answerToEliminate(trueOrFalse)).toBeUndefined();
  });
});

describe('question times', () => {
  it('run from serving to the locked answer, at most the longest a question counts', () => {
    expect(questionTimeMs(1_000, 8_500)).toBe(7_500);
    expect(questionTimeMs(1_000, 1_000 + MAX_QUESTION_TIME_MS * 3)).toBe(MAX_QUESTION_TIME_MS);
    // A clock that stepped back between the two does not make a negative time.
    expect(questionTimeMs(9_000, 8_000)).toBe(0);
  });

  it('count the longest for a question never served or not answered', () => {
    expect(questionTimeMs(null, 5_000)).toBe(MAX_QUESTION_TIME_MS);
    expect(questionTimeMs(5_000, null)).toBe(MAX_QUESTION_TIME_MS);
  });
});

describe('leaderboard windows', () => {
  const now = Date.UTC(2026, 5, 15, 12);
  it('start a rolling day, week or month back, and never for all time', () => {
    expect(windowStart('ALL', now)).toBeNull();
    expect(windowStart('DAY', now)?.toISOString()).toBe('2026-06-14T12:00:00.000Z');
    expect(windowStart('WEEK', now)?.toISOString()).toBe('2026-06-08T12:00:00.000Z');
    expect(windowStart('MONTH', now)?.toISOString()).toBe('2026-05-16T12:00:00.000Z');
  });
});
