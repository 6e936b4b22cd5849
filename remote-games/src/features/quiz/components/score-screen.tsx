import {
  color,
  font,
  radius,
  space,
  type GameScore,
  type QuizQuestion,
  BareList,
} from '@canopy/shared-core';
import { quietText, stack, wrappingRow } from '@canopy/shared-core/layout';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { formatElapsed } from '../../../utils/format-elapsed.ts';
import { gamesPaths } from '../../../utils/paths.ts';
import { grid } from '@canopy/shared-core/layout';
import { buttonLink } from '../../../components/styles.ts';

export interface NextLevel {
  name: string;
  path: string;
  locked: boolean;
}

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <div
      css={{
        padding: space.md,
        borderRadius: radius.md,
        background: color.surfaceAlt,
        display: 'flex',
        flexDirection: 'column',
        gap: space.xs,
      }}
    >
      <dt css={quietText}>{label}</dt>
      <dd css={{ margin: 0, fontSize: font.size.xl, fontWeight: font.weight.bold }}>{value}</dd>
    </div>
  );
}

/** The server's verdict on a level: its score, each answer checked, and where to go next. */
export function ScoreScreen({
  score,
  questions,
  nextLevel,
  result = null,
}: {
  score: GameScore;
  questions: QuizQuestion[];
  nextLevel: NextLevel | null;
  /** Where the attempt's outcome is shown besides here (a challenge's result). */
  result?: { path: string; label: string } | null;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const answerText = (question: QuizQuestion | undefined, answerId: number | null) =>
    question?.answers.find((answer) => answer.id === answerId)?.text ?? 'No answer';

  return (
    <section aria-labelledby="score-heading" css={stack('xl')}>
      <h2
        id="score-heading"
        ref={heading}
        tabIndex={-1}
        css={{ margin: 0, fontSize: font.size.xl, outline: 'none' }}
      >
        {score.completed ? 'Level complete!' : 'Not quite there'}
      </h2>
      <dl
        aria-label="Your score"
        css={[grid('repeat(auto-fit, minmax(130px, 1fr))', 'md'), { margin: 0 }]}
      >
        <Figure label="Points" value={score.points} />
        <Figure label="Right answers" value={`${score.correctCount} of ${score.questionCount}`} />
        <Figure label="Tickets earned" value={score.ticketsEarned} />
        <Figure label="Time" value={formatElapsed(score.timeValue)} />
        <Figure label="Your best" value={score.bestPoints} />
      </dl>
      <p css={{ margin: 0, color: color.textMuted }}>
        Every answer is final: playing this level again does not change its score.
      </p>
      {nextLevel && !nextLevel.locked && (
        <p css={{ margin: 0, fontWeight: font.weight.medium, color: color.success }}>
          {nextLevel.name} is unlocked.
        </p>
      )}
      <div css={wrappingRow('md')}>
        {nextLevel && !nextLevel.locked && (
          <Link
            to={nextLevel.path}
            css={{ ...buttonLink('md'), background: color.primary, color: color.onPrimary }}
          >
            Next level: {nextLevel.name}
          </Link>
        )}
        {result && (
          <Link
            to={result.path}
            css={{ ...buttonLink('md'), background: color.primary, color: color.onPrimary }}
          >
            {result.label}
          </Link>
        )}
        <Link
          to={gamesPaths.quizzes()}
          css={{ ...buttonLink('md'), color: color.primary, border: `1px solid ${color.border}` }}
        >
          All quizzes
        </Link>
      </div>
      <section aria-labelledby="review-heading">
        <h3 id="review-heading" css={{ margin: `0 0 ${space.md}`, fontSize: font.size.md }}>
          Your answers
        </h3>
        <BareList ordered gap="sm">
          {score.results.map((result) => {
            const question = questions.find((candidate) => candidate.id === result.gameObjectId);
            return (
              <li
                key={result.gameObjectId}
                css={[
                  stack('xs'),
                  {
                    padding: space.md,
                    borderRadius: radius.md,
                    border: `1px solid ${color.border}`,
                    borderLeft: `6px solid ${result.correct ? color.success : color.danger}`,
                    background: color.surface,
                  },
                ]}
              >
                <span css={{ fontWeight: font.weight.medium }}>{question?.question}</span>
                <span>
                  <strong css={{ color: result.correct ? color.success : color.danger }}>
                    {result.correct ? 'Right' : 'Wrong'}:
                  </strong>{' '}
                  {answerText(question, result.answerId)}
                  {!result.correct &&
                    ` — the answer is ${answerText(question, result.correctAnswerId)}`}
                </span>
                <span css={quietText}>
                  {result.points} points{result.hintUsed ? ' (hint used)' : ''}
                </span>
              </li>
            );
          })}
        </BareList>
      </section>
    </section>
  );
}
