import type { Hint, ServedQuestion } from '@canopy/shared-core';
import { describe, expect, it } from 'vitest';
import { formatElapsed } from '../../../../utils/format-elapsed.ts';
import { answersToSubmit, attemptReducer, newAttempt, verdictText } from '../attempt.ts';

const hint: Hint = {
  gameObjectId: 5,
  hint: 'It is not Oxygen.',
  eliminatedAnswerIds: [2],
  points: 5,
};

const question = (id: number, position: number): ServedQuestion => ({
  id,
  question: `Question ${id}`,
  image: null,
  videoURL: null,
  answers: [1, 2, 3].map((answerId) => ({ id: answerId, text: `answer ${answerId}` })),
  points: 10,
  ticketCount: 1,
  hintTicketCost: 1,
  gameLevelId: 11,
  position,
  questionCount: 2,
  servedAt: 0,
});

const verdict = { gameObjectId: 5, answerId: 1, correct: true, correctAnswerId: 1 };

describe('a play of a level', () => {
  it('starts once, shows each question as served and records a choice per question', () => {
    let state = attemptReducer(newAttempt('attempt-1'), { type: 'start' });
    expect(state).toMatchObject({ phase: 'playing', current: null });
    expect(attemptReducer(state, { type: 'start' })).toBe(state);
    state = attemptReducer(state, { type: 'served', question: question(5, 1), now: 1000 });
    expect(state).toMatchObject({ current: { id: 5, position: 1 }, questionShownAt: 1000 });
    state = attemptReducer(state, { type: 'choose', gameObjectId: 5, answerId: 1 });
    state = attemptReducer(state, { type: 'choose', gameObjectId: 5, answerId: 3 });
    state = attemptReducer(state, { type: 'served', question: question(7, 2), now: 9000 });
    // Served again (a retry) the question keeps its place in the list.
    state = attemptReducer(state, { type: 'served', question: question(7, 2), now: 9500 });
    expect(state.answers).toEqual({ 5: 3 });
    expect(state.served.map((served) => served.id)).toEqual([5, 7]);
    expect(state.current?.position).toBe(2);
  });

  it('ignores a served question before the start and answers a hint ruled out', () => {
    const ready = newAttempt('attempt-1');
    expect(attemptReducer(ready, { type: 'served', question: question(5, 1), now: 0 })).toBe(ready);
    let state = attemptReducer(ready, { type: 'start' });
    state = attemptReducer(state, { type: 'served', question: question(5, 1), now: 0 });
    state = attemptReducer(state, { type: 'hint', hint });
    state = attemptReducer(state, { type: 'choose', gameObjectId: 5, answerId: 2 });
    expect(state.answers).toEqual({});
  });

  it('takes the server’s locked-in answer and time, and ignores new choices once judged', () => {
    let state = attemptReducer(newAttempt('attempt-1'), { type: 'start' });
    state = attemptReducer(state, { type: 'served', question: question(5, 1), now: 0 });
    state = attemptReducer(state, { type: 'choose', gameObjectId: 5, answerId: 3 });
    // An earlier answer (say, from another tab) was locked in: that one counts.
    state = attemptReducer(state, {
      type: 'checked',
      check: { ...verdict, alreadyAnswered: true, timeValue: 4200 },
    });
    state = attemptReducer(state, { type: 'choose', gameObjectId: 5, answerId: 2 });
    expect(state.answers).toEqual({ 5: 1 });
    expect(state.checks[5]?.correct).toBe(true);
    // The question's clock stopped at the time the server measured.
    expect(state).toMatchObject({ judgedMs: 4200, questionShownAt: null });
  });

  it('goes back to play when a submit fails, and to the start when nothing was served', () => {
    let state = attemptReducer(newAttempt('attempt-1'), { type: 'start' });
    expect(attemptReducer(state, { type: 'stopped' }).phase).toBe('ready');
    state = attemptReducer(state, { type: 'served', question: question(5, 1), now: 0 });
    expect(attemptReducer(state, { type: 'stopped' }).phase).toBe('playing');
    state = attemptReducer(state, { type: 'submitting' });
    expect(attemptReducer(state, { type: 'submitFailed' }).phase).toBe('playing');
    expect(attemptReducer(state, { type: 'scored' }).phase).toBe('scored');
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
  const twoAnswers = {
    answers: [
      { id: 1, text: 'Water' },
      { id: 2, text: 'Sand' },
    ],
  };
  const check = { ...verdict, timeValue: 1000 };
  expect(verdictText({ ...check, alreadyAnswered: false }, twoAnswers)).toBe('Right!');
  expect(
    verdictText({ ...check, answerId: 2, correct: false, alreadyAnswered: true }, twoAnswers),
  ).toBe('Your first answer stands. Not quite: the answer is “Water”.');
});
