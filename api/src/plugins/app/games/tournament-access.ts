// Who may see and play a tournament, and when: shared by tournaments, scores and leaderboards.
import type { Queryable } from '../../../db/db.ts';
import { refuse, type Refusal } from '../../../lib/errors.ts';
import { randomCode } from '../../../lib/random-code.ts';
import { queueLiveEvents } from '../live/live-events.ts';
import { JOIN_CODE_LENGTH } from '../../../schemas/tournaments.ts';

export type TournamentStatus = 'UPCOMING' | 'ACTIVE' | 'ENDED';

export function newJoinCode(): string {
  return randomCode(JOIN_CODE_LENGTH);
}

/** Codes are shown in capitals and often pasted with spaces or dashes. */
export function normalizeJoinCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]+/g, '');
}

export function tournamentStatus(
  startDate: Date | string,
  endDate: Date | string,
  now = Date.now(),
): TournamentStatus {
  if (now < new Date(startDate).getTime()) return 'UPCOMING';
  return now > new Date(endDate).getTime() ? 'ENDED' : 'ACTIVE';
}

export interface TournamentAccess {
  id: number;
  title: string;
  ownerId: number;
  status: TournamentStatus;
  packIds: number[];
}

/** A tournament the viewer owns or joined; anyone else gets nothing (a 404 to them). */
export async function tournamentAccess(
  q: Queryable,
  viewerId: number,
  id: number,
): Promise<TournamentAccess | undefined> {
  const rows = await q.query<{
    id: number;
    title: string;
    owner_id: number;
    start_date: Date | string;
    end_date: Date | string;
    pack_ids: number[];
  }>(
    `SELECT t.id, t.title, t.owner_id, t.start_date, t.end_date,
            ARRAY(SELECT pack_id FROM tournament_games WHERE tournament_id = t.id
                   ORDER BY position) AS pack_ids
       FROM tournaments t
       JOIN tournament_members m ON m.tournament_id = t.id AND m.account_id = $2
      WHERE t.id = $1 AND t.active`,
    [id, viewerId],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    id: row.id,
    title: row.title,
    ownerId: row.owner_id,
    status: tournamentStatus(row.start_date, row.end_date),
    packIds: row.pack_ids.map(Number),
  };
}

/** The live event a tournament's members hear when its standings may have moved. */
export const STANDINGS_LIVE_KIND = 'tournament-standings';

/** Tells every member of the tournament, in the scoring transaction, to read the board again. */
export async function announceStandings(tx: Queryable, missionId: number): Promise<void> {
  const members = await tx.query<{ account_id: number }>(
    'SELECT account_id FROM tournament_members WHERE tournament_id = $1',
    [missionId],
  );
  await queueLiveEvents(
    tx,
    members.map((member) => member.account_id),
    STANDINGS_LIVE_KIND,
    { missionId },
  );
}

/** Why a tournament does not take scores or votes right now, if it does not. */
export function closedRefusal(access: TournamentAccess): Refusal | undefined {
  if (access.status === 'UPCOMING') {
    return refuse('TOURNAMENT_NOT_STARTED', `${access.title} has not started yet.`);
  }
  if (access.status === 'ENDED') {
    return refuse('TOURNAMENT_ENDED', `${access.title} has ended.`);
  }
  return undefined;
}
