import { PageTitle, useTrackView } from '@canopy/shared-core';
import { stack } from '@canopy/shared-core/layout';
import { Section } from '../../../components/section.tsx';
import { usePackChoices } from '../../../hooks/use-pack-choices.ts';
import { useTournaments } from '../api/use-tournaments.ts';
import { CreateTournamentForm } from './create-tournament-form.tsx';
import { JoinByCode } from './join-by-code.tsx';
import { TournamentCard } from './tournament-card.tsx';
import { YourList } from '../../../components/list-view.tsx';

/** /browse/tournament: the member's tournaments, joining one by code, starting one. */
export function TournamentsPage() {
  useTrackView('tournament');
  const [tournaments, reload] = useTournaments();
  const [packs] = usePackChoices();
  return (
    <div css={stack('xl')}>
      <PageTitle>Tournaments</PageTitle>
      <Section id="tournaments-join" title="Join with a code">
        <JoinByCode />
      </Section>
      <YourList
        state={tournaments}
        onRetry={reload}
        things="tournaments"
        emptyText="Join one with a code, or start your own below."
      >
        {(tournament) => <TournamentCard key={tournament.missionId} tournament={tournament} />}
      </YourList>
      <Section id="tournaments-new" title="Start a tournament">
        {packs.status === 'ready' && <CreateTournamentForm packs={packs.data.items} />}
      </Section>
    </div>
  );
}
