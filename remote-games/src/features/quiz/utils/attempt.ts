// One play of a quiz level as the player moves through it. The server serves each question
// (and starts its clock), judges each answer as it is locked in, and scores the level; this
// keeps what the player was served, chose and was told.
import type { AnswerCheck, Hint, QuizQuestion, ServedQuestion } from '@canopy/shared-core';

export type AttemptPhase = 'ready' | 'playing' | 'submitting' | 'scored';

export interface AttemptState {
  phase: AttemptPhase;
  /** The question on screen, as the server served it; null until the first arrives. */
  current: ServedQuestion | null;
  /** Every question served in this play, in order: the score screen names their answers. */
  served: QuizQuestion[];
  /** gameObjectId → answerId. */
  answers: Record<number, number>;
  /** Hints bought in this play, by gameObjectId. */
  hints: Record<number, Hint>;
  /** The server's verdict on each locked-in answer, by gameObjectId. */
  checks: Record<number, AnswerCheck>;
  /** Time the server measured on the questions judged so far. */
  judgedMs: number;
  /** When the question on screen appeared; null once it is judged (its clock stopped). */
  questionShownAt: number | null;
  /** Sent as the score's idempotencyKey, so a retried submit counts once. */
  attemptKey: string;
}

export type AttemptAction =
  | { type: 'start' }
  | { type: 'served'; question: ServedQuestion; now: number }
  | { type: 'choose'; gameObjectId: number; answerId: number }
  | { type: 'hint'; hint: Hint }
  | { type: 'checked'; check: AnswerCheck }
  | { type: 'stopped' }
  | { type: 'submitting' }
  | { type: 'scored' }
  | { type: 'submitFailed' };

export function newAttempt(attemptKey: string): AttemptState {
  return {
    phase: 'ready',
    current: null,
    served: [],
    answers: {},
    hints: {},
    checks: {},
    judgedMs: 0,
    questionShownAt: null,
    attemptKey,
  };
}

export function attemptReducer(state: AttemptState, action: AttemptAction): AttemptState {
  switch (action.type) {
    case 'start':
      return state.phase === 'ready' ? { ...state, phase: 'playing' } : state;
    case 'served': {
      if (state.phase !== 'playing') return state;
      const { question } = action;
      const known = state.served.some((candidate) => candidate.id === question.id);
      return {
        ...state,
        current: question,
        served: known ? state.served : [...state.served, question],
        questionShownAt: state.checks[question.id] ? null : action.now,
      };
    }
    case 'choose':
      if (state.phase !== 'playing' || state.checks[action.gameObjectId]) return state;
      if (state.hints[action.gameObjectId]?.eliminatedAnswerIds.includes(action.answerId)) {
        return state;
      }
      return { ...state, answers: { ...state.answers, [action.gameObjectId]: action.answerId } };
    case 'hint':
      return { ...state, hints: { ...state.hints, [action.hint.gameObjectId]: action.hint } };
    case 'checked': {
      // The server's locked-in answer is the one that counts, even if another was picked.
      const { gameObjectId, answerId } = action.check;
      if (state.checks[gameObjectId]) return state;
      return {
        ...state,
        answers: answerId === null ? state.answers : { ...state.answers, [gameObjectId]: answerId },
        checks: { ...state.checks, [gameObjectId]: action.check },
        judgedMs: state.judgedMs + action.check.timeValue,
        questionShownAt: state.current?.id === gameObjectId ? null : state.questionShownAt,
      };
    }
    case 'stopped':
      // Nothing could be served: back to the level's start, as if never begun.
      return state.current === null ? { ...state, phase: 'ready' } : state;
    case 'submitting':
      return { ...state, phase: 'submitting', questionShownAt: null };
    case 'scored':
      return { ...state, phase: 'scored' };
    case 'submitFailed':
      return { ...state, phase: 'playing' };
  }
}

/** The answers to send, in question order; unanswered questions are left out. */
export function answersToSubmit(
  questions: readonly Pick<QuizQuestion, 'id'>[],
  answers: Record<number, number>,
): { gameObjectId: number; answerId: number }[] {
  return questions.flatMap((question) => {
    const answerId = answers[question.id];
    return answerId === undefined ? [] : [{ gameObjectId: question.id, answerId }];
  });
}

/** A fresh key for one play (letters, digits and dashes, as the API asks). */
export function attemptKey(): string {
  return `attempt-${crypto.randomUUID()}`;
}

/** What the player is told when an answer is judged: right, or the answer that was. */
export function verdictText(check: AnswerCheck, question: Pick<QuizQuestion, 'answers'>): string {
  const right = question.answers.find((answer) => answer.id === check.correctAnswerId)?.text;
  const verdict = check.correct ? 'Right!' : `Not quite: the answer is “${right ?? 'unknown'}”.`;
  return check.alreadyAnswered ? `Your first answer stands. ${verdict}` : verdict;
}
