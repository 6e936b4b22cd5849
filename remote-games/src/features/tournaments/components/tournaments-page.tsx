import { EmptyState, ErrorState, PageTitle, Skeleton, font, space } from '@canopy/shared-core';
import type { ReactNode } from 'react';
import { usePackChoices } from '../api/use-pack-choices.ts';
import { useTournaments } from '../api/use-tournaments.ts';
import { CreateTournamentForm } from './create-tournament-form.tsx';
import { JoinByCode } from './join-by-code.tsx';
import { TournamentCard } from './tournament-card.tsx';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} css={{ display: 'grid', gap: space.md }}>
      <h2 id={id} css={{ margin: 0, fontSize: font.size.lg }}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** /browse/tournament: the member's tournaments, joining one by code, starting one. */
export function TournamentsPage() {
  const [tournaments, reload] = useTournaments();
  const [packs] = usePackChoices();
  return (
    <div css={{ display: 'grid', gap: space.xl }}>
      <PageTitle>Tournaments</PageTitle>
      <Section id="tournaments-join" title="Join with a code">
        <JoinByCode />
      </Section>
      <Section id="tournaments-mine" title="Your tournaments">
        {tournaments.status === 'loading' && <Skeleton height={120} />}
        {tournaments.status === 'error' && (
          <ErrorState
            title="Tournaments could not be loaded"
            message={tournaments.message}
            onRetry={reload}
          />
        )}
        {tournaments.status === 'ready' &&
          (tournaments.data.items.length === 0 ? (
            <EmptyState title="No tournaments yet">
              Join one with a code, or start your own below.
            </EmptyState>
          ) : (
            <ul
              aria-labelledby="tournaments-mine"
              css={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: space.md }}
            >
              {tournaments.data.items.map((tournament) => (
                <TournamentCard key={tournament.missionId} tournament={tournament} />
              ))}
            </ul>
          ))}
      </Section>
      <Section id="tournaments-new" title="Start a tournament">
        {packs.status === 'ready' && <CreateTournamentForm packs={packs.data.items} />}
      </Section>
    </div>
  );
}
