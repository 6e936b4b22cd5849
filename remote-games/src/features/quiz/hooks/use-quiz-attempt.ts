import {
  buyHint,
  checkAnswer,
  errorText,
  getHint,
  isApiFailure,
  isRefusal,
  serveNextQuestion,
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
  /** The next question is on its way from the server. */
  servePending: boolean;
  start: () => void;
  choose: (answerId: number) => void;
  /** Locks in the answer on screen; once it is judged, goes on (or scores the level). */
  next: () => void;
  takeHint: () => void;
}

/** Where a play counts besides the level itself: a tournament or a challenge. */
export interface PlayPlace {
  missionId?: number | undefined;
  challengeId?: number | undefined;
}

/**
 * Plays one level: the API serves each question (its clock starts then, on the server),
 * locks in and judges each answer as the player goes, and scores the level after the last.
 * A level whose questions were all answered before goes straight to its score: answers are
 * final. `onTickets` hears every new balance.
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
  const [servePending, setServePending] = useState(false);
  const question = state.current;

  const submit = useCallback(async () => {
    dispatch({ type: 'submitting' });
    setAnnouncement('Scoring your answers…');
    try {
      // No time is sent: the server measured each question from when it served it.
      const answer = await submitScore({
        packId,
        gameLevelId: level.gameLevelId,
        answers: answersToSubmit(state.served, state.answers),
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
          (item.completed ? ' Level complete.' : ' Fewer than half right: not completed.'),
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
    state.served,
    state.answers,
    state.attemptKey,
    onTickets,
    onScored,
  ]);

  /** Asks for the next question; once every question is answered, scores the level. */
  const serveNext = useCallback(async () => {
    setServePending(true);
    try {
      const answer = await serveNextQuestion(level.gameLevelId);
      if (isRefusal(answer)) {
        if (answer.errorCode === 'LEVEL_ANSWERED') {
          void submit();
          return;
        }
        dispatch({ type: 'stopped' });
        showToast(answer.message);
        setAnnouncement(answer.message);
        return;
      }
      const served = answer.item;
      dispatch({ type: 'served', question: served, now: Date.now() });
      setAnnouncement(`Question ${served.position} of ${served.questionCount}`);
    } catch (error) {
      // Nothing is lost: the button asks again.
      dispatch({ type: 'stopped' });
      showToast(failureText(error));
      setAnnouncement(failureText(error));
    } finally {
      setServePending(false);
    }
  }, [level.gameLevelId, submit]);

  const start = useCallback(() => {
    dispatch({ type: 'start' });
    trackQuiz('started', level.gameLevelId, level.name);
    if (level.answeredCount >= level.questionCount) void submit();
    else void serveNext();
  }, [level.gameLevelId, level.name, level.answeredCount, level.questionCount, submit, serveNext]);

  const choose = useCallback(
    (answerId: number) => {
      if (question) dispatch({ type: 'choose', gameObjectId: question.id, answerId });
    },
    [question],
  );

  const lockIn = useCallback(
    async (gameObjectId: number, answerId: number) => {
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
        setAnnouncement(verdictText(check, question ?? { answers: [] }));
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
    [question],
  );

  const next = useCallback(() => {
    if (!question || checkPending || servePending) return;
    if (!state.checks[question.id]) {
      const chosen = state.answers[question.id];
      if (chosen !== undefined) void lockIn(question.id, chosen);
      return;
    }
    if (question.position >= question.questionCount) void submit();
    else void serveNext();
  }, [
    question,
    state.checks,
    state.answers,
    checkPending,
    servePending,
    lockIn,
    submit,
    serveNext,
  ]);

  const takeHint = useCallback(async () => {
    if (!question || state.hints[question.id]) return;
    setHintPending(true);
    try {
      // A hint bought earlier for this question is shown again for free.
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
  }, [question, state.hints, state.attemptKey, onTickets]);

  return {
    state,
    score,
    announcement,
    hintPending,
    checkPending,
    servePending,
    start,
    choose,
    next,
    takeHint: () => void takeHint(),
  };
}
