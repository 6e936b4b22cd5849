import fp from 'fastify-plugin';
import { pageSql, statement } from '../../../db/sql.ts';
import type { Db, Queryable } from '../../../db/db.ts';
import { HttpError, notFound, refuse, type Refusal } from '../../../lib/errors.ts';
import type { MediaUrl } from '../../../lib/media.ts';
import { likePattern, type Page } from '../../../lib/paging.ts';
import type { CreateTournamentInput, TournamentResponse } from '../../../schemas/tournaments.ts';
import { lockAccount } from '../kernel/money.ts';
import { notify } from '../notifications/notify.ts';
import { addTicketEntry, notEnoughTickets, ticketBalance } from './tickets-repository.ts';
import {
  closedRefusal,
  newJoinCode,
  normalizeJoinCode,
  tournamentAccess,
  tournamentStatus,
} from './tournament-access.ts';
import { loadTournaments } from './tournament-loader.ts';
import { awardBadges } from './achievements-repository.ts';

/** Unfinished tournaments one member may run at once. */
export const MAX_OPEN_TOURNAMENTS = 20;
const MAX_DURATION_MS = 366 * 24 * 60 * 60 * 1000;

const invalid = (message: string) => new HttpError(400, 'VALIDATION_ERROR', message);

export interface TournamentSearch {
  joinCode?: string | undefined;
  filter: 'ALL' | 'OWNED' | 'JOINED';
  keyword?: string | undefined;
  includeScores: boolean;
  page: Page;
}

/** Checks a new tournament's dates and games; the message names the field. */
async function checkNewTournament(q: Queryable, input: CreateTournamentInput): Promise<void> {
  if (!input.title.trim()) throw invalid('body/title must not be blank');
  if (input.endDate <= input.startDate) throw invalid('body/endDate must be after body/startDate');
  if (input.endDate <= Date.now()) throw invalid('body/endDate must be in the future');
  if (input.endDate - input.startDate > MAX_DURATION_MS) {
    throw invalid('body/endDate must be at most 366 days after body/startDate');
  }
  const seen = new Set<number>();
  for (const [index, packId] of input.games.entries()) {
    if (seen.has(packId)) throw invalid(`body/games/${index} lists quiz pack ${packId} twice`);
    seen.add(packId);
  }
  const found = await q.query<{ id: number }>(
    'SELECT id FROM game_packs WHERE id = ANY($1::int[]) AND active',
    [input.games],
  );
  const index = input.games.findIndex((packId) => !found.some((pack) => pack.id === packId));
  if (index >= 0) throw invalid(`body/games/${index}: there is no quiz pack ${input.games[index]}`);
}

export function createTournamentsRepository(db: Db, mediaUrl: MediaUrl) {
  const loadOne = async (q: Queryable, viewerId: number, id: number, includeScores = false) => {
    const item = (await loadTournaments(q, mediaUrl, viewerId, [id], includeScores))[0];
    if (!item) throw new Error(`Tournament ${id} could not be read back`);
    return item;
  };

  return {
    async create(
      ownerId: number,
      input: CreateTournamentInput,
    ): Promise<TournamentResponse | Refusal> {
      await checkNewTournament(db, input);
      return db.transaction(async (tx) => {
        await lockAccount(tx, ownerId);
        const open = await tx.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM tournaments WHERE owner_id = $1 AND end_date > now()',
          [ownerId],
        );
        if ((open[0]?.n ?? 0) >= MAX_OPEN_TOURNAMENTS) {
          return refuse(
            'TOO_MANY_TOURNAMENTS',
            `You already run ${MAX_OPEN_TOURNAMENTS} tournaments. Wait for one to end first.`,
          );
        }
        let id: number | undefined;
        // A clash of random codes is rare; a skipped insert just draws another.
        for (let attempt = 0; id === undefined && attempt < 5; attempt += 1) {
          const rows = await tx.query<{ id: number }>(
            `INSERT INTO tournaments (owner_id, title, description, join_code, start_date,
               end_date, cost_to_play, rewards)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
             ON CONFLICT (join_code) DO NOTHING RETURNING id`,
            [
              ownerId,
              input.title.trim(),
              input.description?.trim() ?? '',
              newJoinCode(),
              new Date(input.startDate),
              new Date(input.endDate),
              input.costToPlay ?? 0,
              input.rewards?.trim() || null,
            ],
          );
          id = rows[0]?.id;
        }
        if (id === undefined) throw new Error('Could not find a free join code');
        for (const [position, packId] of input.games.entries()) {
          await tx.query(
            'INSERT INTO tournament_games (tournament_id, pack_id, position) VALUES ($1, $2, $3)',
            [id, packId, position + 1],
          );
        }
        const tournamentId = id;
        // Running a tournament counts towards the tournament badges, as joining one does.
        await tx.query(
          'INSERT INTO tournament_members (tournament_id, account_id) VALUES ($1, $2)',
          [tournamentId, ownerId],
        );
        await awardBadges(tx, ownerId);
        return loadOne(tx, ownerId, id);
      });
    },

    async search(
      viewerId: number,
      search: TournamentSearch,
    ): Promise<{ items: TournamentResponse[]; countTotal: number }> {
      const { params, param } = statement();
      const where = ['t.active'];
      const joinCode = search.joinCode ? normalizeJoinCode(search.joinCode) : '';
      if (joinCode) {
        // The code is the key: whoever holds it may see the tournament in order to join.
        where.push(`t.join_code = ${param(joinCode)}`);
      } else {
        const viewer = param(viewerId);
        where.push(
          `EXISTS (SELECT 1 FROM tournament_members m
                    WHERE m.tournament_id = t.id AND m.account_id = ${viewer})`,
        );
        if (search.filter === 'OWNED') where.push(`t.owner_id = ${viewer}`);
        if (search.filter === 'JOINED') where.push(`t.owner_id <> ${viewer}`);
      }
      if (search.keyword) {
        const pattern = param(likePattern(search.keyword));
        where.push(`(t.title ILIKE ${pattern} OR t.description ILIKE ${pattern})`);
      }
      const filter = where.join(' AND ');
      const counted = await db.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM tournaments t WHERE ${filter}`,
        params,
      );
      const rows = await db.query<{ id: number }>(
        `SELECT t.id FROM tournaments t WHERE ${filter}
          ORDER BY t.end_date < now(), t.start_date DESC, t.id DESC
          ${pageSql(param, search.page)}`,
        params,
      );
      return {
        items: await loadTournaments(
          db,
          mediaUrl,
          viewerId,
          rows.map((row) => row.id),
          search.includeScores,
        ),
        countTotal: counted[0]?.total ?? 0,
      };
    },

    async find(
      viewerId: number,
      id: number,
      includeScores: boolean,
    ): Promise<TournamentResponse | undefined> {
      if (!(await tournamentAccess(db, viewerId, id))) return undefined;
      return loadOne(db, viewerId, id, includeScores);
    },

    /** Joins by code, paying its ticket cost; 404 when no tournament has the code. */
    async join(viewerId: number, code: string): Promise<TournamentResponse | Refusal> {
      const joinCode = normalizeJoinCode(code);
      return db.transaction(async (tx) => {
        await lockAccount(tx, viewerId);
        const rows = await tx.query<{
          id: number;
          owner_id: number;
          title: string;
          start_date: Date | string;
          end_date: Date | string;
          cost_to_play: number;
        }>(
          `SELECT id, owner_id, title, start_date, end_date, cost_to_play FROM tournaments
            WHERE join_code = $1 AND active`,
          [joinCode],
        );
        const tournament = rows[0];
        if (!tournament) throw notFound('No tournament has that join code.');
        if (tournamentStatus(tournament.start_date, tournament.end_date) === 'ENDED') {
          return refuse('TOURNAMENT_ENDED', `${tournament.title} has ended.`);
        }
        const balance = await ticketBalance(tx, viewerId);
        if (balance < tournament.cost_to_play) {
          return notEnoughTickets(balance, tournament.cost_to_play);
        }
        const joined = await tx.query(
          `INSERT INTO tournament_members (tournament_id, account_id) VALUES ($1, $2)
           ON CONFLICT DO NOTHING RETURNING account_id`,
          [tournament.id, viewerId],
        );
        if (joined.length === 0) {
          return refuse('ALREADY_JOINED', `You are already in ${tournament.title}.`);
        }
        await notify(tx, {
          event: 'TOURNAMENT',
          recipientId: tournament.owner_id,
          senderId: viewerId,
          contentType: 'TOURNAMENT',
          contentId: tournament.id,
          contentName: tournament.title,
        });
        if (tournament.cost_to_play > 0) {
          await addTicketEntry(tx, {
            accountId: viewerId,
            amount: -tournament.cost_to_play,
            entryType: 'TOURNAMENT_ENTRY',
            tournamentId: tournament.id,
            description: `Joined ${tournament.title}`,
          });
        }
        await awardBadges(tx, viewerId);
        return loadOne(tx, viewerId, tournament.id);
      });
    },

    /**
     * One vote per member per tournament: voting for another question moves it, voting for
     * the same one again is refused (ALREADY_VOTED), however close together the two arrive.
     */
    async vote(
      viewerId: number,
      missionId: number,
      questionId: number,
    ): Promise<TournamentResponse | Refusal> {
      const access = await tournamentAccess(db, viewerId, missionId);
      if (!access) throw notFound('That tournament does not exist.');
      const closed = closedRefusal(access);
      if (closed) return closed;
      const inTournament = await db.query(
        `SELECT 1 FROM game_questions g JOIN game_levels l ON l.id = g.level_id
          WHERE g.id = $1 AND l.pack_id = ANY($2::int[])`,
        [questionId, access.packIds],
      );
      if (inTournament.length === 0)
        throw notFound('That question is not part of this tournament.');
      const counted = await db.query(
        `INSERT INTO tournament_votes (tournament_id, account_id, question_id) VALUES ($1, $2, $3)
         ON CONFLICT (tournament_id, account_id)
         DO UPDATE SET question_id = EXCLUDED.question_id, voted_at = now()
         WHERE tournament_votes.question_id <> EXCLUDED.question_id
         RETURNING 1`,
        [missionId, viewerId, questionId],
      );
      if (counted.length === 0) {
        return refuse('ALREADY_VOTED', 'You have already voted for this question.');
      }
      return loadOne(db, viewerId, missionId);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    tournaments: ReturnType<typeof createTournamentsRepository>;
  }
}

export default fp(
  async (app) => {
    app.decorate('tournaments', createTournamentsRepository(app.db, app.mediaUrl));
  },
  { name: 'tournaments', dependencies: ['db', 'media-url'] },
);
