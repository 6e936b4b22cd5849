import {
  Button,
  createChallenge,
  MemberCombobox,
  showToast,
  type PickedMember,
  type QuizPack,
  TextInput,
} from '@canopy/shared-core';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useSend } from '../../../hooks/use-send.ts';
import { FieldGrid, PackField } from '../../../components/field-grid.tsx';
import { gamesPaths } from '../../../utils/paths.ts';

/** Dares a member to a quiz pack; the opponent may come preselected from People. */
export function NewChallengeForm({
  packs,
  preselected,
}: {
  packs: QuizPack[];
  /** The member People linked to, if any. */
  preselected: PickedMember | null;
}) {
  const navigate = useNavigate();
  const [opponent, setOpponent] = useState<PickedMember | null>(preselected);
  const [packId, setPackId] = useState(() => String(packs[0]?.packId ?? ''));
  const [message, setMessage] = useState('');
  const { busy, send } = useSend();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await send(
      () =>
        createChallenge({
          opponentId: opponent?.accountId ?? 0,
          packId: Number(packId),
          ...(message.trim() ? { message: message.trim() } : {}),
        }),
      'The challenge was not sent.',
    );
    if (!answer) return;
    showToast(answer.message, 'success');
    void navigate(gamesPaths.challenge(answer.item.challengeId));
  };

  return (
    <FieldGrid onSubmit={submit}>
      <MemberCombobox label="Opponent" value={opponent} onPick={setOpponent} required />
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
