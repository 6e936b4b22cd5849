import {
  Button,
  createChallenge,
  errorText,
  isRefusal,
  showToast,
  type QuizPack,
  Field,
  TextInput,
  inputCss,
} from '@canopy/shared-core';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { FieldGrid, PackField } from '../../../components/field-grid.tsx';
import type { Opponent } from '../api/use-challenges.ts';
import { gamesPaths } from '../../../utils/paths.ts';

/** Dares a member to a quiz pack; the opponent may come preselected from People. */
export function NewChallengeForm({
  people,
  packs,
  opponentId,
}: {
  people: Opponent[];
  packs: QuizPack[];
  opponentId: number | undefined;
}) {
  const navigate = useNavigate();
  const [opponent, setOpponent] = useState(() =>
    people.some((person) => person.accountId === opponentId) ? String(opponentId) : '',
  );
  const [packId, setPackId] = useState(() => String(packs[0]?.packId ?? ''));
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const answer = await createChallenge({
        opponentId: Number(opponent),
        packId: Number(packId),
        ...(message.trim() ? { message: message.trim() } : {}),
      });
      if (!isRefusal(answer)) {
        showToast(answer.message, 'success');
        void navigate(gamesPaths.challenge(answer.item.challengeId));
      }
    } catch (error) {
      showToast(errorText(error, 'The challenge was not sent.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FieldGrid onSubmit={submit}>
      <Field label="Opponent">
        {(control) => (
          <select
            required
            value={opponent}
            onChange={(event) => setOpponent(event.target.value)}
            {...control}
            css={inputCss}
          >
            <option value="">Choose a member</option>
            {people.map((person) => (
              <option key={person.accountId} value={person.accountId}>
                {person.display}
              </option>
            ))}
          </select>
        )}
      </Field>
      <PackField packs={packs} packId={packId} onChange={setPackId} />
      <TextInput
        label="Message (optional)"
        maxLength={280}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
      />
      <div>
        <Button type="submit" disabled={busy || !opponent || !packId}>
          Send challenge
        </Button>
      </div>
    </FieldGrid>
  );
}
