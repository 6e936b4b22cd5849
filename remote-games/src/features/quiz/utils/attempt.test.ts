import type { Hint } from '@canopy/shared-core';
import { describe, expect, it } from 'vitest';
import { formatElapsed } from '../../../utils/format-elapsed.ts';
import { answersToSubmit, attemptReducer, newAttempt, verdictText } from './attempt.ts';

const hint: Hint = {
  gameObjectId: 5,
  hint: 'It is not Oxygen.',
  eliminatedAnswerIds: [2],
  points: 5,
};

describe('a quiz attempt', () => {
  it('starts once, records a choice per question and moves on', () => {
    let state = attemptReducer(newAttempt('attempt-1'), { type: 'start', now: 1000 });
    expect(state).toMatchObject({ phase: 'playing', startedAt: 1000, index: 0 });
    expect(attemptReducer(state, { type: 'start', now: 9000 }).startedAt).toBe(1000);
    state = attemptReducer(state, { type: 'choose', gameObjectId: 5, answerId: 1 });
    state = attemptReducer(state, { type: 'choose', gameObjectId: 5, answerId: 3 });
    state = attemptReducer(state, { type: 'next' });
    expect(state.answers).toEqual({ 5: 3 });
    expect(state.index).toBe(1);
  });

  it('ignores choices before the start and answers a hint ruled out', () => {
    const ready = newAttempt('attempt-1');
    expect(attemptReducer(ready, { type: 'choose', gameObjectId: 5, answerId: 1 }).answers).toEqual(
      {},
    );
    let state = attemptReducer(ready, { type: 'start', now: 0 });
    state = attemptReducer(state, { type: 'hint', hint });
    state = attemptReducer(state, { type: 'choose', gameObjectId: 5, answerId: 2 });
    expect(state.answers).toEqual({});
  });

  it('takes the server’s locked-in answer and ignores new choices once it is judged', () => {
    let state = attemptReducer(newAttempt('attempt-1'), { type: 'start', now: 0 });
    state = attemptReducer(state, { type: 'choose', gameObjectId: 5, answerId: 3 });
    // An earlier check (say, from another tab) locked in answer 1: that one counts.
    state = attemptReducer(state, {
      type: 'checked',
      check: {
        gameObjectId: 5,
        answerId: 1,
        correct: true,
        correctAnswerId: 1,
        alreadyAnswered: true,
      },
    });
    state = attemptReducer(state, { type: 'choose', gameObjectId: 5, answerId: 2 });
    expect(state.answers).toEqual({ 5: 1 });
    expect(state.checks[5]?.correct).toBe(true);
  });

  it('goes back to play when a submit fails, and starts over with a new key', () => {
    let state = attemptReducer(newAttempt('attempt-1'), { type: 'start', now: 0 });
    state = attemptReducer(state, { type: 'submitting' });
    expect(attemptReducer(state, { type: 'submitFailed' }).phase).toBe('playing');
    state = attemptReducer(attemptReducer(state, { type: 'scored' }), {
      type: 'restart',
      attemptKey: 'attempt-2',
    });
    expect(state).toEqual(newAttempt('attempt-2'));
  });
});

it('sends the answers in question order, leaving unanswered ones out', () => {
  expect(answersToSubmit([{ id: 7 }, { id: 5 }, { id: 9 }], { 5: 2, 7: 1 })).toEqual([
    { gameObjectId: 7, answerId: 1 },
    { gameObjectId: 5, answerId: 2 },
  ]);
});

it('shows elapsed time as minutes and seconds', () => {
  expect(formatElapsed(0)).toBe('0:00');
  expect(formatElapsed(65_400)).toBe('1:05');
  expect(formatElapsed(-5)).toBe('0:00');
});

it('tells a right answer, or the right one after a wrong one', () => {
  const question = {
    answers: [
      { id: 1, text: 'Water' },
      { id: 2, text: 'Sand' },
    ],
  };
  const check = { gameObjectId: 5, answerId: 1, correct: true, correctAnswerId: 1 };
  expect(verdictText({ ...check, alreadyAnswered: false }, question)).toBe('Right!');
  expect(
    verdictText({ ...check, answerId: 2, correct: false, alreadyAnswered: true }, question),
  ).toBe('Your first answer stands. Not quite: the answer is “Water”.');
});
