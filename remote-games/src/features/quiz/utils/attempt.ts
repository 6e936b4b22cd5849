// One attempt at a quiz level as the player moves through it. The server judges each answer
// as it is locked in and scores the level; this keeps what the player chose and was told.
import type { AnswerCheck, Hint, QuizQuestion } from '@canopy/shared-core';

export type AttemptPhase = 'ready' | 'playing' | 'submitting' | 'scored';

export interface AttemptState {
  phase: AttemptPhase;
  /** The question on screen while playing. */
  index: number;
  /** gameObjectId → answerId. */
  answers: Record<number, number>;
  /** Hints bought in this attempt, by gameObjectId. */
  hints: Record<number, Hint>;
  /** The server's verdict on each locked-in answer, by gameObjectId. */
  checks: Record<number, AnswerCheck>;
  startedAt: number | null;
  /** Sent as the score's idempotencyKey, so a retried submit counts once. */
  attemptKey: string;
}

export type AttemptAction =
  | { type: 'start'; now: number }
  | { type: 'choose'; gameObjectId: number; answerId: number }
  | { type: 'next' }
  | { type: 'hint'; hint: Hint }
  | { type: 'checked'; check: AnswerCheck }
  | { type: 'submitting' }
  | { type: 'scored' }
  | { type: 'submitFailed' }
  | { type: 'restart'; attemptKey: string };

export function newAttempt(attemptKey: string): AttemptState {
  return {
    phase: 'ready',
    index: 0,
    answers: {},
    hints: {},
    checks: {},
    startedAt: null,
    attemptKey,
  };
}

export function attemptReducer(state: AttemptState, action: AttemptAction): AttemptState {
  switch (action.type) {
    case 'start':
      return state.phase === 'ready'
        ? { ...state, phase: 'playing', startedAt: action.now }
        : state;
    case 'choose':
      if (state.phase !== 'playing' || state.checks[action.gameObjectId]) return state;
      if (state.hints[action.gameObjectId]?.eliminatedAnswerIds.includes(action.answerId)) {
        return state;
      }
      return { ...state, answers: { ...state.answers, [action.gameObjectId]: action.answerId } };
    case 'next':
      return state.phase === 'playing' ? { ...state, index: state.index + 1 } : state;
    case 'hint':
      return { ...state, hints: { ...state.hints, [action.hint.gameObjectId]: action.hint } };
    case 'checked': {
      // The server's locked-in answer is the one that counts, even if another was picked.
      const { gameObjectId, answerId } = action.check;
      return {
        ...state,
        answers: { ...state.answers, [gameObjectId]: answerId },
        checks: { ...state.checks, [gameObjectId]: action.check },
      };
    }
    case 'submitting':
      return { ...state, phase: 'submitting' };
    case 'scored':
      return { ...state, phase: 'scored' };
    case 'submitFailed':
      return { ...state, phase: 'playing' };
    case 'restart':
      return newAttempt(action.attemptKey);
  }
}

/** The answers to send, in question order; unanswered questions are left out (and count wrong). */
export function answersToSubmit(
  questions: readonly Pick<QuizQuestion, 'id'>[],
  answers: Record<number, number>,
): { gameObjectId: number; answerId: number }[] {
  return questions.flatMap((question) => {
    const answerId = answers[question.id];
    return answerId === undefined ? [] : [{ gameObjectId: question.id, answerId }];
  });
}

/** A fresh key for one attempt (letters, digits and dashes, as the API asks). */
export function attemptKey(): string {
  return `attempt-${crypto.randomUUID()}`;
}

/** What the player is told when an answer is judged: right, or the answer that was. */
export function verdictText(check: AnswerCheck, question: Pick<QuizQuestion, 'answers'>): string {
  const right = question.answers.find((answer) => answer.id === check.correctAnswerId)?.text;
  const verdict = check.correct ? 'Right!' : `Not quite: the answer is “${right ?? 'unknown'}”.`;
  return check.alreadyAnswered ? `Your first answer stands. ${verdict}` : verdict;
}
