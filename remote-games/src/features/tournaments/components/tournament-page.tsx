import {
  ResourceView,
  PageTitle,
  Skeleton,
  color,
  font,
  space,
  store,
  userAtom,
  type Tournament,
  formatDateTime,
  BareList,
} from '@canopy/shared-core';
import { pill, stack } from '@canopy/shared-core/layout';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ScoreRow } from '../../../components/score-row.tsx';
import { Section } from '../../../components/section.tsx';
import { useStandings, useTournament, useTournamentPacks } from '../api/use-tournament.ts';
import { statusText } from './tournament-card.tsx';
import { TournamentVote } from './tournament-vote.tsx';
import { gamesPaths } from '../../../utils/paths.ts';

function Standings({ tournament }: { tournament: Tournament }) {
  const [board] = useStandings(tournament.missionId);
  const me = useAtomValue(userAtom, { store })?.id;
  if (board.status === 'loading') return <Skeleton height={120} />;
  if (board.status === 'error') return <p>{board.message}</p>;
  const leader = board.data.items[0];
  return (
    <>
      {tournament.status === 'ENDED' && leader && (
        <p role="status" css={{ margin: 0, fontSize: font.size.lg, fontWeight: font.weight.bold }}>
          Winner: {leader.owner.display} with {leader.scoreValue} points
        </p>
      )}
      {board.data.items.length === 0 ? (
        <p css={{ margin: 0, color: color.textMuted }}>Nobody has scored yet.</p>
      ) : (
        <BareList ordered gap="sm" aria-label="Standings">
          {board.data.items.map((rank) => (
            <ScoreRow
              key={rank.owner.accountId}
              rank={rank.rank}
              owner={rank.owner}
              value={`${rank.scoreValue} points`}
              isMe={rank.owner.accountId === me}
            />
          ))}
        </BareList>
      )}
    </>
  );
}

function TournamentDetail({ initial }: { initial: Tournament }) {
  const [tournament, setTournament] = useState(initial);
  const packs = useTournamentPacks(tournament.games);
  // Play and votes count only while it runs (the API refuses both outside its dates).
  const canPlay = tournament.joined && tournament.status === 'ACTIVE';
  // A pack lists only the questions served to the member: they vote among those they met.
  const questions = packs.flatMap((pack) => pack.levels.flatMap((level) => level.gameObjects));

  return (
    <div css={stack('xl')}>
      <div css={stack('sm')}>
        <PageTitle
          aside={
            <span
              css={[pill, { padding: `${space.xs} ${space.md}`, fontWeight: font.weight.medium }]}
            >
              {statusText(tournament.status)}
            </span>
          }
        >
          {tournament.title}
        </PageTitle>
        {tournament.description && <p css={{ margin: 0 }}>{tournament.description}</p>}
        <dl
          css={{
            margin: 0,
            display: 'grid',
            gridTemplateColumns: 'max-content 1fr',
            gap: `${space.xs} ${space.md}`,
            fontSize: font.size.sm,
          }}
        >
          <dt css={{ color: color.textMuted }}>When</dt>
          <dd css={{ margin: 0 }}>
            {formatDateTime(tournament.startDate)} – {formatDateTime(tournament.endDate)}
          </dd>
          <dt css={{ color: color.textMuted }}>Join code</dt>
          <dd css={{ margin: 0, fontWeight: font.weight.bold, letterSpacing: 1 }}>
            {tournament.joinCode}
          </dd>
          <dt css={{ color: color.textMuted }}>Players</dt>
          <dd css={{ margin: 0 }}>{tournament.acceptedCount}</dd>
          <dt css={{ color: color.textMuted }}>Run by</dt>
          <dd css={{ margin: 0 }}>{tournament.owner.display}</dd>
          {tournament.rewards && (
            <>
              <dt css={{ color: color.textMuted }}>Prize</dt>
              <dd css={{ margin: 0 }}>{tournament.rewards}</dd>
            </>
          )}
        </dl>
      </div>
      <Section id="tournament-play" title="Play">
        {!canPlay && (
          <p css={{ margin: 0, color: color.textMuted }}>
            {tournament.status === 'UPCOMING'
              ? `Play opens ${formatDateTime(tournament.startDate)}.`
              : tournament.status === 'ENDED'
                ? 'This tournament has ended.'
                : 'Join with the code to play.'}
          </p>
        )}
        {canPlay && (
          <BareList gap="sm">
            {packs.flatMap((pack) =>
              pack.levels.map((level) => (
                <li key={level.gameLevelId}>
                  {level.locked ? (
                    <span css={{ color: color.textMuted }}>
                      {pack.name}: {level.name} (locked)
                    </span>
                  ) : (
                    <Link
                      to={gamesPaths.quizLevelFor(pack.packId, level.gameLevelId, {
                        missionId: tournament.missionId,
                      })}
                      css={{ color: color.primary, fontWeight: font.weight.medium }}
                    >
                      Play {pack.name}: {level.name}
                    </Link>
                  )}
                </li>
              )),
            )}
          </BareList>
        )}
      </Section>
      <Section id="tournament-standings" title="Standings">
        <Standings tournament={tournament} />
      </Section>
      {canPlay && questions.length > 0 && (
        <Section id="tournament-vote" title="Vote for the best question">
          <TournamentVote tournament={tournament} questions={questions} onVoted={setTournament} />
        </Section>
      )}
    </div>
  );
}

/** /browse/tournament/detail/{id}: one tournament, its play, standings and votes. */
export function TournamentPage() {
  const missionId = Number(useParams().id);
  const [tournament, reload] = useTournament(missionId);
  return (
    <ResourceView
      state={tournament}
      onRetry={reload}
      errorTitle="This tournament could not be loaded"
      loading={<Skeleton height={240} />}
    >
      {(data) => <TournamentDetail key={missionId} initial={data.item} />}
    </ResourceView>
  );
}
