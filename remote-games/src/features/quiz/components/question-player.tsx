import {
  Button,
  color,
  font,
  radius,
  space,
  type AnswerCheck,
  type Hint,
  type QuizQuestion,
  visuallyHidden,
} from '@canopy/shared-core';
import { quietText, row, spreadRow, stack } from '@canopy/shared-core/layout';
import { useEffect, useRef, type FormEvent } from 'react';
import { verdictText } from '../utils/attempt.ts';

export interface QuestionPlayerProps {
  question: QuizQuestion;
  position: number;
  total: number;
  chosen: number | undefined;
  hint: Hint | undefined;
  /** The server's verdict once the answer is locked in. */
  check: AnswerCheck | undefined;
  checking: boolean;
  /** The next question is on its way. */
  loadingNext: boolean;
  hintPending: boolean;
  tickets: number | null;
  busy: boolean;
  onChoose: (answerId: number) => void;
  onNext: () => void;
  onHint: () => void;
}

const selectedBorder = (selected: boolean) => (selected ? color.primary : color.border);

/** The one button's word for what Enter does next. */
function moveOnLabel(step: {
  busy: boolean;
  checking: boolean;
  loadingNext: boolean;
  judged: boolean;
  isLast: boolean;
}) {
  if (step.busy) return 'Scoring…';
  if (step.checking) return 'Checking…';
  if (step.loadingNext) return 'Loading…';
  if (!step.judged) return 'Check answer';
  return step.isLast ? 'Finish level' : 'Next question';
}

/**
 * One question as a form: arrow keys pick an answer, Enter locks it in and shows right or
 * wrong, Enter again moves on. The question's heading takes focus when it appears so screen
 * readers start there; after the verdict, focus waits on the button that moves on.
 */
export function QuestionPlayer({
  question,
  position,
  total,
  chosen,
  hint,
  check,
  checking,
  loadingNext,
  hintPending,
  tickets,
  busy,
  onChoose,
  onNext,
  onHint,
}: QuestionPlayerProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const answersGroup = useRef<HTMLFieldSetElement>(null);
  const moveOn = useRef<HTMLButtonElement>(null);
  useEffect(() => heading.current?.focus(), [question.id]);
  // The answers are disabled once judged, so focus moves to the way on.
  useEffect(() => {
    if (check) moveOn.current?.focus();
  }, [check]);
  // The hint button is spent once used, so focus goes on to the answers still in play.
  useEffect(() => {
    if (hint) answersGroup.current?.querySelector<HTMLInputElement>('input:enabled')?.focus();
  }, [hint]);
  const isLast = position === total;
  const cost = question.hintTicketCost;
  const canAffordHint = tickets === null || tickets >= cost;
  const headingId = `question-${question.id}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen !== undefined && !busy && !checking && !loadingNext) onNext();
  };

  return (
    <form
      onSubmit={submit}
      aria-labelledby={headingId}
      css={{ display: 'flex', flexDirection: 'column', gap: space.lg }}
    >
      <p css={[quietText, { margin: 0 }]}>
        Question {position} of {total} · {hint ? hint.points : question.points} points
      </p>
      <h2
        id={headingId}
        ref={heading}
        tabIndex={-1}
        css={{ margin: 0, fontSize: font.size.lg, lineHeight: 1.35, outline: 'none' }}
      >
        {question.question}
      </h2>
      {question.image && (
        <img
          src={question.image}
          alt=""
          css={{ maxWidth: '100%', maxHeight: 240, objectFit: 'cover', borderRadius: radius.md }}
        />
      )}
      <fieldset ref={answersGroup} css={[stack('sm'), { border: 0, margin: 0, padding: 0 }]}>
        <legend css={visuallyHidden}>Answers</legend>
        {question.answers.map((answer) => {
          const ruledOut = hint?.eliminatedAnswerIds.includes(answer.id) ?? false;
          const selected = chosen === answer.id;
          const isRight = check?.correctAnswerId === answer.id;
          const isWrongChoice = Boolean(check) && selected && !isRight;
          const border = isRight
            ? color.success
            : isWrongChoice
              ? color.danger
              : selectedBorder(selected);
          return (
            <label
              key={answer.id}
              css={[
                row('md'),
                {
                  minHeight: 48,
                  padding: `${space.sm} ${space.lg}`,
                  borderRadius: radius.md,
                  border: `2px solid ${border}`,
                  background: selected ? color.surfaceAlt : color.surface,
                  color: ruledOut ? color.textMuted : color.text,
                  textDecoration: ruledOut ? 'line-through' : 'none',
                  cursor: ruledOut ? 'not-allowed' : 'pointer',
                  '&:focus-within': { outline: `3px solid ${color.focus}`, outlineOffset: 2 },
                },
              ]}
            >
              <input
                type="radio"
                name={`answer-${question.id}`}
                value={answer.id}
                checked={selected}
                disabled={ruledOut || busy || Boolean(check) || checking}
                onChange={() => onChoose(answer.id)}
                css={{ width: 18, height: 18, accentColor: color.primary, margin: 0 }}
              />
              <span>{answer.text}</span>
              {ruledOut && <span css={visuallyHidden}> (ruled out by the hint)</span>}
              {(isRight || isWrongChoice) && (
                <span
                  css={{
                    marginLeft: 'auto',
                    fontSize: font.size.sm,
                    fontWeight: font.weight.bold,
                    color: isRight ? color.success : color.danger,
                  }}
                >
                  {isRight ? '✓ Right answer' : '✗ Your answer'}
                </span>
              )}
            </label>
          );
        })}
      </fieldset>
      {check && (
        <p
          css={{
            margin: 0,
            fontWeight: font.weight.bold,
            color: check.correct ? color.success : color.danger,
          }}
        >
          {verdictText(check, question)}
        </p>
      )}
      {hint && (
        <p
          role="note"
          aria-label="Hint"
          css={{
            margin: 0,
            padding: space.md,
            borderRadius: radius.md,
            background: color.surfaceAlt,
            borderLeft: `4px solid ${color.accent}`,
          }}
        >
          <strong>Hint:</strong> {hint.hint}
        </p>
      )}
      <div css={[spreadRow('md'), { flexWrap: 'wrap' }]}>
        <Button
          variant="secondary"
          onClick={onHint}
          disabled={Boolean(hint) || Boolean(check) || hintPending || busy || !canAffordHint}
          aria-describedby={canAffordHint ? undefined : `${headingId}-hint-cost`}
        >
          {hint ? 'Hint used' : `Hint · ${cost} ${cost === 1 ? 'ticket' : 'tickets'}`}
        </Button>
        {!canAffordHint && !hint && (
          <span id={`${headingId}-hint-cost`} css={[quietText, { alignSelf: 'center' }]}>
            Earn tickets by completing levels to buy hints.
          </span>
        )}
        <Button
          ref={moveOn}
          type="submit"
          disabled={chosen === undefined || busy || checking || loadingNext}
        >
          {moveOnLabel({ busy, checking, loadingNext, judged: Boolean(check), isLast })}
        </Button>
      </div>
    </form>
  );
}
