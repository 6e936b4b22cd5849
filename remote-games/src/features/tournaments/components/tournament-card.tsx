import {
  color,
  font,
  space,
  type Tournament,
  sharedPaths,
  formatDateTime,
} from '@canopy/shared-core';
import { quietText, stack } from '@canopy/shared-core/layout';
import { Link } from 'react-router';
import { raisedCard } from '../../../components/styles.ts';

const STATUS_TEXT: Record<string, string> = {
  UPCOMING: 'Starts soon',
  ACTIVE: 'On now',
  ENDED: 'Ended',
};

/** A tournament in a list: what, when, who. */
export function TournamentCard({ tournament }: { tournament: Tournament }) {
  return (
    <li>
      <Link
        to={sharedPaths.tournament(tournament.missionId)}
        css={[
          stack('xs'),
          raisedCard(),
          {
            color: color.text,
            textDecoration: 'none',
          },
        ]}
      >
        <span css={{ display: 'flex', justifyContent: 'space-between', gap: space.md }}>
          <strong css={{ fontSize: font.size.md }}>{tournament.title}</strong>
          <span css={quietText}>{STATUS_TEXT[tournament.status] ?? tournament.status}</span>
        </span>
        <span css={quietText}>
          {formatDateTime(tournament.startDate)} – {formatDateTime(tournament.endDate)}
        </span>
        <span css={{ fontSize: font.size.sm }}>
          {tournament.acceptedCount} {tournament.acceptedCount === 1 ? 'player' : 'players'} ·{' '}
          {tournament.games.map((game) => game.name).join(', ')}
        </span>
      </Link>
    </li>
  );
}

export function statusText(status: string): string {
  return STATUS_TEXT[status] ?? status;
}
