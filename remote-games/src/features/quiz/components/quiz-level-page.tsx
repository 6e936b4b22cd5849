import {
  Button,
  EmptyState,
  ErrorState,
  PageTitle,
  Skeleton,
  color,
  font,
  getQuizPack,
  isApiFailure,
  isRefusal,
  type QuizLevel,
  type QuizPackDetail,
  visuallyHidden,
  sharedPaths,
} from '@canopy/shared-core';
import { spreadRow, stack } from '@canopy/shared-core/layout';
import { useCallback, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { TicketBalance } from '../../../components/ticket-balance.tsx';
import { useAwardToasts } from '../../../hooks/use-award-toasts.ts';
import { useQuizPack } from '../api/use-quiz-pack.ts';
import { useTicketCount } from '../api/use-ticket-count.ts';
import { useQuizAttempt, type PlayPlace } from '../hooks/use-quiz-attempt.ts';
import { LevelPath } from './level-path.tsx';
import { QuestionPlayer } from './question-player.tsx';
import { QuizTimer } from './quiz-timer.tsx';
import { ScoreScreen, type NextLevel } from './score-screen.tsx';
import { gamesPaths } from '../../../utils/paths.ts';
import { raisedCard } from '../../../components/styles.ts';

function nextLevelOf(
  pack: QuizPackDetail,
  levelId: number,
  missionId: number | undefined,
): NextLevel | null {
  const index = pack.levels.findIndex((level) => level.gameLevelId === levelId);
  const next = pack.levels[index + 1];
  if (index < 0 || !next) return null;
  const path = sharedPaths.quizLevel(pack.packId, next.gameLevelId);
  return {
    name: next.name,
    path: missionId ? `${path}?missionId=${missionId}` : path,
    locked: next.locked,
  };
}

function LevelIntro({
  level,
  previous,
  packId,
  onStart,
}: {
  level: QuizLevel;
  previous: QuizLevel | undefined;
  packId: number;
  onStart: () => void;
}) {
  const questions = level.questionCount;
  const answered = Math.min(level.answeredCount, questions);
  return (
    <div css={stack('lg')}>
      <h2 css={{ margin: 0, fontSize: font.size.xl }}>{level.name}</h2>
      {level.description && <p css={{ margin: 0 }}>{level.description}</p>}
      <p css={{ margin: 0, color: color.textMuted }}>
        {level.difficulty.toLowerCase()} · {level.questionCount} questions · up to {level.points}{' '}
        points
        {level.bestPoints > 0 && ` · your best ${level.bestPoints}`}
      </p>
      {level.locked ? (
        <p css={{ margin: 0 }}>
          This level is locked.{' '}
          {previous && (
            <Link
              to={sharedPaths.quizLevel(packId, previous.gameLevelId)}
              css={{ color: color.primary }}
            >
              Play {previous.name} to unlock it.
            </Link>
          )}
        </p>
      ) : questions === 0 ? (
        <p css={{ margin: 0 }}>This level has no questions yet.</p>
      ) : answered === questions ? (
        <>
          <p css={{ margin: 0 }}>You have answered every question: your answers are final.</p>
          <div>
            <Button onClick={onStart}>See your score</Button>
          </div>
        </>
      ) : (
        <>
          <p css={{ margin: 0, color: color.textMuted }}>
            Each question’s clock starts when it appears, and your first answer is final.
          </p>
          <div>
            <Button onClick={onStart}>
              {answered > 0
                ? `Continue level (${answered} of ${questions} answered)`
                : 'Start level'}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}

function LevelPlay({
  pack,
  level,
  onTickets,
  tickets,
  place,
}: {
  pack: QuizPackDetail;
  level: QuizLevel;
  onTickets: (count: number) => void;
  tickets: number | null;
  place: PlayPlace;
}) {
  const { missionId, challengeId } = place;
  // After scoring, the pack is read again so the next level's lock comes from the server.
  const [after, setAfter] = useState<QuizPackDetail | null>(null);
  const checkAwards = useAwardToasts();
  const onScored = useCallback(() => {
    void getQuizPack(pack.packId).then((fresh) => {
      if (!isApiFailure(fresh) && !isRefusal(fresh)) setAfter(fresh.item);
    });
    void checkAwards();
  }, [pack.packId, checkAwards]);
  const attempt = useQuizAttempt(pack.packId, level, onTickets, onScored, place);
  const { state, score } = attempt;
  const index = pack.levels.findIndex((candidate) => candidate.gameLevelId === level.gameLevelId);
  const question = state.current;
  const shown = after ?? pack;
  // Questions served before this visit (the pack lists them) and during it, for the review.
  const reviewed = [
    ...level.gameObjects.filter(
      (listed) => !state.served.some((served) => served.id === listed.id),
    ),
    ...state.served,
  ];

  return (
    <>
      <LevelPath packId={pack.packId} levels={shown.levels} currentLevelId={level.gameLevelId} />
      {missionId && (
        <p css={{ margin: 0 }}>
          This play counts in{' '}
          <Link to={sharedPaths.tournament(missionId)} css={{ color: color.primary }}>
            your tournament
          </Link>
          .
        </p>
      )}
      {challengeId && (
        <p css={{ margin: 0 }}>
          This is your one attempt at{' '}
          <Link to={gamesPaths.challenge(challengeId)} css={{ color: color.primary }}>
            your challenge
          </Link>
          .
        </p>
      )}
      <p aria-live="polite" aria-atomic="true" css={visuallyHidden}>
        {attempt.announcement}
      </p>
      <div css={raisedCard('xl')}>
        {state.phase === 'ready' && (
          <LevelIntro
            level={level}
            previous={pack.levels[index - 1]}
            packId={pack.packId}
            onStart={attempt.start}
          />
        )}
        {(state.phase === 'playing' || state.phase === 'submitting') && !question && (
          <p css={{ margin: 0 }}>
            {state.phase === 'submitting' ? 'Scoring your answers…' : 'Getting your question…'}
          </p>
        )}
        {(state.phase === 'playing' || state.phase === 'submitting') && question && (
          <div css={stack('lg')}>
            <div css={spreadRow('md')}>
              <span css={{ fontWeight: font.weight.medium }}>{level.name}</span>
              <QuizTimer
                judgedMs={state.judgedMs}
                since={state.phase === 'playing' ? state.questionShownAt : null}
              />
            </div>
            <QuestionPlayer
              question={question}
              position={question.position}
              total={question.questionCount}
              chosen={state.answers[question.id]}
              hint={state.hints[question.id]}
              check={state.checks[question.id]}
              checking={attempt.checkPending}
              loadingNext={attempt.servePending}
              hintPending={attempt.hintPending}
              tickets={tickets}
              busy={state.phase === 'submitting'}
              onChoose={attempt.choose}
              onNext={attempt.next}
              onHint={attempt.takeHint}
            />
          </div>
        )}
        {state.phase === 'scored' && score && (
          <ScoreScreen
            score={score}
            questions={reviewed}
            nextLevel={
              after && !challengeId ? nextLevelOf(after, level.gameLevelId, missionId) : null
            }
            result={
              challengeId
                ? { path: gamesPaths.challenge(challengeId), label: 'See the challenge result' }
                : null
            }
          />
        )}
      </div>
    </>
  );
}

/** /browse/quiz/detail/{packId}/{levelId}: one level of a pack, played a question at a time. */
export function QuizLevelPage() {
  const params = useParams();
  const packId = Number(params.packId);
  const levelId = Number(params.levelId);
  const [search] = useSearchParams();
  const missionId = Number(search.get('missionId')) || undefined;
  const challengeId = Number(search.get('challengeId')) || undefined;
  const [pack, reload] = useQuizPack(packId, levelId);
  const [tickets, setTickets] = useTicketCount();

  return (
    <div css={stack('lg')}>
      {pack.status === 'loading' && <Skeleton height={240} />}
      {pack.status === 'error' && (
        <ErrorState title="This quiz could not be loaded" message={pack.message} onRetry={reload} />
      )}
      {pack.status === 'ready' &&
        (() => {
          const level = pack.data.item.levels.find((item) => item.gameLevelId === levelId);
          return (
            <>
              <PageTitle aside={<TicketBalance count={tickets} />}>{pack.data.item.name}</PageTitle>
              {level ? (
                <LevelPlay
                  key={level.gameLevelId}
                  pack={pack.data.item}
                  level={level}
                  onTickets={setTickets}
                  tickets={tickets}
                  place={{ missionId, challengeId }}
                />
              ) : (
                <EmptyState title="Level not found">
                  <Link to={gamesPaths.quizzes()} css={{ color: color.primary }}>
                    Back to all quizzes
                  </Link>
                </EmptyState>
              )}
            </>
          );
        })()}
    </div>
  );
}
