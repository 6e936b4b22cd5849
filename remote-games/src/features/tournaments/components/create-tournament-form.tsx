import {
  Button,
  createTournament,
  showToast,
  type QuizPack,
  sharedPaths,
  TextInput,
} from '@canopy/shared-core';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useSend } from '../../../hooks/use-send.ts';
import { DateTimeField, FieldGrid, PackField } from '../../../components/field-grid.tsx';
import { defaultWindow, fromLocalInput } from '../utils/dates.ts';

/** Starts a tournament on one quiz pack; members join it with the code it gets. */
export function CreateTournamentForm({ packs }: { packs: QuizPack[] }) {
  const navigate = useNavigate();
  const [initial] = useState(() => defaultWindow(Date.now()));
  const [title, setTitle] = useState('');
  const [packId, setPackId] = useState(() => String(packs[0]?.packId ?? ''));
  const [start, setStart] = useState(initial.start);
  const [end, setEnd] = useState(initial.end);
  const [cost, setCost] = useState('0');
  const { busy, send } = useSend();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const startDate = fromLocalInput(start);
    const endDate = fromLocalInput(end);
    if (startDate === null || endDate === null || endDate <= startDate) {
      showToast('The tournament has to end after it starts.');
      return;
    }
    const answer = await send(
      () =>
        createTournament({
          title: title.trim(),
          games: [Number(packId)],
          startDate,
          endDate,
          costToPlay: Number(cost) || 0,
        }),
      'The tournament was not created.',
    );
    if (answer) void navigate(sharedPaths.tournament(answer.item.missionId));
  };

  return (
    <FieldGrid onSubmit={submit}>
      <TextInput
        label="Tournament name"
        required
        maxLength={100}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
      />
      <PackField packs={packs} packId={packId} onChange={setPackId} />
      <DateTimeField label="Starts" value={start} onChange={setStart} />
      <DateTimeField label="Ends" value={end} onChange={setEnd} />
      <TextInput
        label="Tickets to join"
        type="number"
        min={0}
        max={1000}
        value={cost}
        onChange={(event) => setCost(event.target.value)}
      />
      <div>
        <Button type="submit" disabled={busy || !title.trim() || !packId}>
          Create tournament
        </Button>
      </div>
    </FieldGrid>
  );
}
