import {
  Button,
  color,
  showToast,
  space,
  voteInTournament,
  type QuizQuestion,
  type Tournament,
  visuallyHidden,
} from '@canopy/shared-core';
import { quietText, row, stack } from '@canopy/shared-core/layout';
import { useState, type FormEvent } from 'react';
import { useSend } from '../../../hooks/use-send.ts';

/** Members vote for the question they liked best; the tally shows beside each. */
export function TournamentVote({
  tournament,
  questions,
  onVoted,
}: {
  tournament: Tournament;
  questions: QuizQuestion[];
  onVoted: (tournament: Tournament) => void;
}) {
  const [choice, setChoice] = useState<number | null>(tournament.myVote);
  const { busy, send } = useSend();
  const votesFor = (id: number) =>
    tournament.votes.find((tally) => tally.gameObjectId === id)?.voteCount ?? 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (choice === null) return;
    const answer = await send(
      () => voteInTournament(tournament.missionId, choice),
      'Your vote was not counted.',
    );
    if (!answer) return;
    showToast('Your vote is in.', 'success');
    onVoted(answer.item);
  };

  return (
    <form onSubmit={(event) => void submit(event)} css={stack('md')}>
      <fieldset css={[stack('sm'), { border: 0, margin: 0, padding: 0 }]}>
        <legend css={visuallyHidden}>Best question</legend>
        {questions.map((question) => (
          <label
            key={question.id}
            css={[
              row('md'),
              {
                padding: `${space.sm} ${space.md}`,
                borderRadius: 8,
                border: `1px solid ${choice === question.id ? color.primary : color.border}`,
                background: color.surface,
              },
            ]}
          >
            <input
              type="radio"
              name="tournament-vote"
              checked={choice === question.id}
              onChange={() => setChoice(question.id)}
              css={{ accentColor: color.primary, margin: 0 }}
            />
            <span css={{ flex: 1 }}>{question.question}</span>
            <span css={quietText}>
              {votesFor(question.id)} {votesFor(question.id) === 1 ? 'vote' : 'votes'}
              {tournament.myVote === question.id ? ' (yours)' : ''}
            </span>
          </label>
        ))}
      </fieldset>
      <div>
        <Button
          type="submit"
          variant="secondary"
          disabled={busy || choice === null || choice === tournament.myVote}
        >
          {tournament.myVote === null ? 'Vote' : 'Move my vote'}
        </Button>
      </div>
    </form>
  );
}
