import {
  Button,
  color,
  isApiFailure,
  isRefusal,
  joinTournament,
  searchTournaments,
  space,
  type Tournament,
  sharedPaths,
  TextInput,
} from '@canopy/shared-core';
import { spreadRow, stack } from '@canopy/shared-core/layout';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useSend } from '../../../hooks/use-send.ts';
import { statusText } from './tournament-card.tsx';

/** Finds a tournament by the code its owner shared, then joins it (paying its ticket cost). */
export function JoinByCode() {
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [found, setFound] = useState<Tournament | null>(null);
  const [message, setMessage] = useState('');
  const [searching, setSearching] = useState(false);
  const { busy: joining, send } = useSend();
  const busy = searching || joining;

  const find = async (event: FormEvent) => {
    event.preventDefault();
    const joinCode = code.trim();
    if (!joinCode) return;
    setSearching(true);
    const result = await searchTournaments({ joinCode, includeScores: 'MINE', limit: 1 });
    setSearching(false);
    const tournament = isApiFailure(result) || isRefusal(result) ? undefined : result.items[0];
    setFound(tournament ?? null);
    setMessage(tournament ? '' : `No tournament has the code ${joinCode.toUpperCase()}.`);
  };

  const join = async () => {
    if (!found) return;
    if (found.joined) {
      void navigate(sharedPaths.tournament(found.missionId));
      return;
    }
    const answer = await send(() => joinTournament(code), 'Joining failed.');
    if (answer) void navigate(sharedPaths.tournament(answer.item.missionId));
  };

  return (
    <div css={stack('md')}>
      <form
        onSubmit={(event) => void find(event)}
        css={{ display: 'flex', gap: space.sm, alignItems: 'end', flexWrap: 'wrap' }}
      >
        <div css={{ flex: '1 1 180px' }}>
          <TextInput
            label="Join code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoCapitalize="characters"
            autoComplete="off"
            maxLength={20}
            css={{ textTransform: 'uppercase' }}
          />
        </div>
        <Button type="submit" variant="secondary" disabled={busy || !code.trim()}>
          Find
        </Button>
      </form>
      <p aria-live="polite" css={{ margin: 0, color: color.textMuted }}>
        {message}
      </p>
      {found && (
        <section
          aria-label={`Tournament ${found.title}`}
          css={[spreadRow('md'), { flexWrap: 'wrap' }]}
        >
          <span>
            <strong>{found.title}</strong> · {statusText(found.status)} · by {found.owner.display}
          </span>
          <Button onClick={() => void join()} disabled={busy}>
            {found.joined
              ? 'Open'
              : found.costToPlay > 0
                ? `Join for ${found.costToPlay} ${found.costToPlay === 1 ? 'ticket' : 'tickets'}`
                : 'Join'}
          </Button>
        </section>
      )}
    </div>
  );
}
