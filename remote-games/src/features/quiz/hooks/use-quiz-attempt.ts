import {
  buyHint,
  checkAnswer,
  errorText,
  getHint,
  isApiFailure,
  isRefusal,
  showToast,
  submitScore,
  trackUsage,
  type GameScore,
  type QuizEvent,
  type QuizLevel,
} from '@canopy/shared-core';
import { useCallback, useReducer, useState } from 'react';
import {
  answersToSubmit,
  attemptKey,
  attemptReducer,
  newAttempt,
  verdictText,
  type AttemptState,
} from '../utils/attempt.ts';

/** Quiz analytics (SPEC §9): never in the way of play, so failures are dropped. */
function trackQuiz(action: QuizEvent, customId: number, customMessage?: string): void {
  trackUsage({ section: 'quiz', action, customId, customMessage }).catch(() => undefined);
}

function failureText(error: unknown): string {
  return errorText(error, 'Something went wrong. Please try again.');
}

export interface QuizAttempt {
  state: AttemptState;
  score: GameScore | null;
  /** What the live region says: the question reached, a hint, the result. */
  announcement: string;
  hintPending: boolean;
  /** The answer on screen is being judged by the server. */
  checkPending: boolean;
  start: () => void;
  choose: (answerId: number) => void;
  /** Locks in the answer on screen; once it is judged, goes on (or scores the level). */
  next: () => void;
  takeHint: () => void;
  restart: () => void;
}

/** Where an attempt counts besides the level itself: a tournament or a challenge. */
export interface PlayPlace {
  missionId?: number | undefined;
  challengeId?: number | undefined;
}

/**
 * Plays one level: each answer is locked in and judged by the API as the player goes, and
 * after the last question the API scores the level. `onTickets` hears every new balance.
 */
export function useQuizAttempt(
  packId: number,
  level: QuizLevel,
  onTickets: (count: number) => void,
  onScored: (score: GameScore) => void,
  { missionId, challengeId }: PlayPlace = {},
): QuizAttempt {
  const [state, dispatch] = useReducer(attemptReducer, undefined, () => newAttempt(attemptKey()));
  const [score, setScore] = useState<GameScore | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [hintPending, setHintPending] = useState(false);
  const [checkPending, setCheckPending] = useState(false);
  const questions = level.gameObjects;
  const total = questions.length;

  const start = useCallback(() => {
    dispatch({ type: 'start', now: Date.now() });
    setAnnouncement(`Question 1 of ${total}`);
    trackQuiz('started', level.gameLevelId, level.name);
  }, [level.gameLevelId, level.name, total]);

  const choose = useCallback(
    (answerId: number) => {
      const question = questions[state.index];
      if (question) dispatch({ type: 'choose', gameObjectId: question.id, answerId });
    },
    [questions, state.index],
  );

  const submit = useCallback(async () => {
    dispatch({ type: 'submitting' });
    setAnnouncement('Scoring your answers…');
    try {
      const answer = await submitScore({
        packId,
        gameLevelId: level.gameLevelId,
        answers: answersToSubmit(questions, state.answers),
        timeTaken: Math.min(3_600_000, Date.now() - (state.startedAt ?? Date.now())),
        idempotencyKey: state.attemptKey,
        ...(missionId ? { missionId } : {}),
        ...(challengeId ? { challengeId } : {}),
      });
      if (isRefusal(answer)) {
        dispatch({ type: 'submitFailed' });
        setAnnouncement(answer.message);
        return;
      }
      const item = answer.item;
      setScore(item);
      dispatch({ type: 'scored' });
      onTickets(item.ticketCount);
      onScored(item);
      setAnnouncement(
        `${item.correctCount} of ${item.questionCount} right: ${item.points} points.` +
          (item.completed ? ' Level complete.' : ' Get at least half right to complete it.'),
      );
      trackQuiz('completed', level.gameLevelId, `${item.points} points`);
    } catch (error) {
      dispatch({ type: 'submitFailed' });
      showToast(failureText(error));
      setAnnouncement(failureText(error));
    }
  }, [
    packId,
    missionId,
    challengeId,
    level.gameLevelId,
    questions,
    state.answers,
    state.startedAt,
    state.attemptKey,
    onTickets,
    onScored,
  ]);

  const lockIn = useCallback(
    async (gameObjectId: number, answerId: number) => {
      const question = questions.find((candidate) => candidate.id === gameObjectId);
      if (!question) return;
      setCheckPending(true);
      try {
        const answer = await checkAnswer(gameObjectId, answerId);
        if (isRefusal(answer)) {
          showToast(answer.message);
          setAnnouncement(answer.message);
          return;
        }
        const check = answer.item;
        dispatch({ type: 'checked', check });
        setAnnouncement(verdictText(check, question));
        if (!check.alreadyAnswered) {
          trackQuiz(check.correct ? 'correctAnswer' : 'incorrectAnswer', gameObjectId);
        }
      } catch (error) {
        // Nothing is lost: the choice stays selected and the button tries again.
        showToast(failureText(error));
        setAnnouncement(failureText(error));
      } finally {
        setCheckPending(false);
      }
    },
    [questions],
  );

  const next = useCallback(() => {
    const question = questions[state.index];
    const chosen = question ? state.answers[question.id] : undefined;
    if (question && !state.checks[question.id]) {
      if (chosen !== undefined && !checkPending) void lockIn(question.id, chosen);
      return;
    }
    if (state.index + 1 >= total) {
      void submit();
      return;
    }
    dispatch({ type: 'next' });
    setAnnouncement(`Question ${state.index + 2} of ${total}`);
  }, [questions, state.index, state.answers, state.checks, checkPending, lockIn, total, submit]);

  const takeHint = useCallback(async () => {
    const question = questions[state.index];
    if (!question || state.hints[question.id]) return;
    setHintPending(true);
    try {
      // A hint bought earlier and not yet used is shown again for free.
      let hint = await getHint(question.id);
      if (isRefusal(hint) && hint.errorCode === 'HINT_NOT_BOUGHT') {
        const bought = await buyHint(question, `hint-${question.id}-${state.attemptKey}`);
        if (isRefusal(bought)) {
          setAnnouncement(bought.message);
          return;
        }
        onTickets(bought.item.count);
        hint = await getHint(question.id);
      }
      if (isApiFailure(hint) || isRefusal(hint)) {
        showToast(hint.message);
        return;
      }
      dispatch({ type: 'hint', hint: hint.item });
      setAnnouncement(`Hint: ${hint.item.hint}`);
    } catch (error) {
      showToast(failureText(error));
    } finally {
      setHintPending(false);
    }
  }, [questions, state.index, state.hints, state.attemptKey, onTickets]);

  const restart = useCallback(() => {
    setScore(null);
    setAnnouncement('');
    dispatch({ type: 'restart', attemptKey: attemptKey() });
  }, []);

  return {
    state,
    score,
    announcement,
    hintPending,
    checkPending,
    start,
    choose,
    next,
    takeHint: () => void takeHint(),
    restart,
  };
}
