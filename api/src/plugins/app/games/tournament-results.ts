// A tournament's end, announced once: when its end date passes, every member hears who won
// (the winner that they won), the winners' badges are awarded, and open standings pages
// reload. A sweep runs on every API instance; the row lock makes exactly one announce each.
import fp from 'fastify-plugin';
import type { Db, Queryable } from '../../../db/db.ts';
import { runEvery } from '../../../lib/sweep.ts';
import { notify } from '../notifications/notify.ts';
import { awardBadges } from './achievements-repository.ts';
import { totalsSql } from './leaderboard-queries.ts';
import { announceStandings } from './tournament-access.ts';

/** How often each API instance looks for tournaments that have just ended. */
export const RESULTS_SWEEP_MS = 30_000;

interface Winner {
  account_id: number;
  display: string;
  score_value: number;
}

/** First place on the tournament's points board (ties share it), as the winner badge counts. */
async function winnersOf(q: Queryable, tournamentId: number): Promise<Winner[]> {
  return q.query<Winner>(
    `SELECT ranked.account_id, a.first_name || ' ' || a.last_name AS display, ranked.score_value
       FROM (SELECT account_id, score_value,
                    RANK() OVER (ORDER BY score_value DESC, time_value) AS place
               FROM (${totalsSql('POINTS', '$1::int')}) totals WHERE score_value > 0) ranked
       JOIN accounts a ON a.id = ranked.account_id
      WHERE ranked.place = 1 ORDER BY display`,
    [tournamentId],
  );
}

/** What a member who did not win reads. */
export function resultMessage(title: string, winners: readonly Omit<Winner, 'account_id'>[]) {
  const [first, second] = winners;
  if (!first) return `“${title}” has ended with no scores.`;
  const points = `${first.score_value} ${first.score_value === 1 ? 'point' : 'points'}`;
  if (!second) return `${first.display} won “${title}” with ${points}.`;
  const names = winners.map((winner) => winner.display);
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)} share first place in “${title}” with ${points}.`;
}

/** Announces one ended tournament, if one is waiting; false when none is. */
async function announceNext(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx.query<{ id: number; title: string }>(
      `UPDATE tournaments SET results_announced_at = now()
        WHERE id = (SELECT id FROM tournaments
                     WHERE results_announced_at IS NULL AND end_date <= now() AND active
                     ORDER BY end_date LIMIT 1 FOR UPDATE SKIP LOCKED)
        RETURNING id, title`,
    );
    const tournament = claimed[0];
    if (!tournament) return false;
    const winners = await winnersOf(tx, tournament.id);
    const winnerIds = new Set(winners.map((winner) => winner.account_id));
    const members = await tx.query<{ account_id: number }>(
      'SELECT account_id FROM tournament_members WHERE tournament_id = $1',
      [tournament.id],
    );
    const others = resultMessage(tournament.title, winners);
    for (const { account_id: memberId } of members) {
      const won = winnerIds.has(memberId);
      await notify(tx, {
        event: 'TOURNAMENT',
        recipientId: memberId,
        senderId: null,
        contentType: 'TOURNAMENT',
        contentId: tournament.id,
        contentName: tournament.title,
        message: won
          ? `You ${winners.length > 1 ? 'share first place in' : 'won'} “${tournament.title}”!`
          : others,
      });
      if (won) await awardBadges(tx, memberId);
    }
    await announceStandings(tx, tournament.id);
    return true;
  });
}

/** Announces every tournament that has ended unannounced; returns how many it announced. */
export async function announceEndedTournaments(db: Db): Promise<number> {
  let announced = 0;
  while (await announceNext(db)) announced += 1;
  return announced;
}

export default fp(
  async (app) => {
    runEvery(app, {
      name: 'announcing ended tournaments',
      everyMs: RESULTS_SWEEP_MS,
      run: () => announceEndedTournaments(app.db),
    });
  },
  { name: 'tournament-results', dependencies: ['db'] },
);
