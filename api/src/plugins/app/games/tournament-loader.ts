// Reads tournaments as the viewer sees them: games, tallies, their own vote and scores.
import type { Queryable } from '../../../db/db.ts';
import type { MediaUrl } from '../../../lib/media.ts';
import { toEpochMs } from '../../../lib/paging.ts';
import type { TournamentResponse } from '../../../schemas/tournaments.ts';
import { ownerColumns, toOwner, type OwnerColumns } from '../kernel/account-short.ts';
import { SCORE_SUMMARY_COLUMNS, toScoreSummary, type ScoreSummaryRow } from './scores.ts';
import { tournamentStatus } from './tournament-access.ts';

const SCORES_PER_TOURNAMENT = 50;

interface TournamentRow extends OwnerColumns {
  id: number;
  title: string;
  description: string;
  join_code: string;
  mission_type: string;
  start_date: Date | string;
  end_date: Date | string;
  cost_to_play: number;
  rewards: string | null;
  created_at: Date | string;
  accepted_count: number;
  joined: boolean;
}

export async function loadTournaments(
  q: Queryable,
  mediaUrl: MediaUrl,
  viewerId: number,
  ids: number[],
  includeScores: boolean,
): Promise<TournamentResponse[]> {
  if (ids.length === 0) return [];
  const rows = await q.query<TournamentRow>(
    `SELECT t.id, t.title, t.description, t.join_code, t.mission_type, t.start_date, t.end_date,
            t.cost_to_play, t.rewards, t.created_at, ${ownerColumns('a')},
            (SELECT count(*)::int FROM tournament_members m WHERE m.tournament_id = t.id)
              AS accepted_count,
            EXISTS (SELECT 1 FROM tournament_members m
                     WHERE m.tournament_id = t.id AND m.account_id = $2) AS joined
       FROM tournaments t JOIN accounts a ON a.id = t.owner_id
      WHERE t.id = ANY($1::int[])`,
    [ids, viewerId],
  );
  const games = await q.query<{
    tournament_id: number;
    id: number;
    name: string;
    icon: string | null;
    level_count: number;
  }>(
    `SELECT tg.tournament_id, p.id, p.name, p.icon,
            (SELECT count(*)::int FROM game_levels l WHERE l.pack_id = p.id) AS level_count
       FROM tournament_games tg JOIN game_packs p ON p.id = tg.pack_id
      WHERE tg.tournament_id = ANY($1::int[]) ORDER BY tg.tournament_id, tg.position`,
    [ids],
  );
  const votes = await q.query<{
    tournament_id: number;
    question_id: number;
    question: string;
    vote_count: number;
    mine: boolean;
  }>(
    `SELECT v.tournament_id, v.question_id, g.question, count(*)::int AS vote_count,
            bool_or(v.account_id = $2) AS mine
       FROM tournament_votes v JOIN game_questions g ON g.id = v.question_id
      WHERE v.tournament_id = ANY($1::int[])
      GROUP BY v.tournament_id, v.question_id, g.question
      ORDER BY vote_count DESC, v.question_id`,
    [ids, viewerId],
  );
  const scores = includeScores
    ? await q.query<ScoreSummaryRow>(
        `SELECT ${SCORE_SUMMARY_COLUMNS} FROM game_scores
          WHERE account_id = $2 AND tournament_id = ANY($1::int[])
          ORDER BY id DESC`,
        [ids, viewerId],
      )
    : [];
  const byId = new Map(
    rows.map((row): [number, TournamentResponse] => {
      const status = tournamentStatus(row.start_date, row.end_date);
      const tallies = votes.filter((vote) => vote.tournament_id === row.id);
      return [
        row.id,
        {
          missionId: row.id,
          title: row.title,
          description: row.description,
          joinCode: row.join_code,
          owner: toOwner(row, mediaUrl),
          startDate: toEpochMs(row.start_date) ?? 0,
          endDate: toEpochMs(row.end_date) ?? 0,
          missionType: row.mission_type,
          status,
          active: status === 'ACTIVE',
          games: games
            .filter((game) => game.tournament_id === row.id)
            .map((game) => ({
              packId: game.id,
              name: game.name,
              icon: mediaUrl(game.icon),
              levelCount: game.level_count,
            })),
          scores: scores
            .filter((score) => score.tournament_id === row.id)
            .slice(0, SCORES_PER_TOURNAMENT)
            .map(toScoreSummary),
          rewards: row.rewards,
          costToPlay: row.cost_to_play,
          acceptedCount: row.accepted_count,
          joined: row.joined,
          isOwner: row.owner_id === viewerId,
          votes: tallies.map((vote) => ({
            gameObjectId: vote.question_id,
            question: vote.question,
            voteCount: vote.vote_count,
          })),
          myVote: tallies.find((vote) => vote.mine)?.question_id ?? null,
          created: toEpochMs(row.created_at) ?? 0,
        },
      ];
    }),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}
