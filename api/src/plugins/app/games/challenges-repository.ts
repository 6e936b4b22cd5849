// Head-to-head challenges: one member dares another to a quiz pack's first level; each
// plays it once and the better score wins. Only the two members can see a challenge.
import fp from 'fastify-plugin';
import type { Db, Queryable } from '../../../db/db.ts';
import { pageSql, statement } from '../../../db/sql.ts';
import { HttpError, notFound, refuse, type Refusal } from '../../../lib/errors.ts';
import type { MediaUrl } from '../../../lib/media.ts';
import { toEpochMs, type Page } from '../../../lib/paging.ts';
import type {
  ChallengeResponse,
  ChallengeScoreResponse,
  ChallengeStatus,
  CreateChallengeInput,
} from '../../../schemas/challenges.ts';
import {
  PUBLIC_ACCOUNT_COLUMNS,
  toAccountShort,
  type PublicAccountRow,
} from '../kernel/account-short.ts';
import { queueLiveEvents } from '../live/live-events.ts';
import { isPackOpen, type PackWindow } from './content.ts';
import { challengeWinner, mayPlayChallenge } from './rules.ts';

/** The live event both members' pages listen to, so each sees the other's move at once. */
export const CHALLENGE_LIVE_KIND = 'challenge';

const invalid = (message: string) => new HttpError(400, 'VALIDATION_ERROR', message);

interface ChallengeRow {
  id: number;
  challenger_id: number;
  opponent_id: number;
  pack_id: number;
  level_id: number;
  status: ChallengeStatus;
  message: string;
  pack_name: string;
  pack_icon: string | null;
  level_name: string;
  challenger_score: ScoreColumns | null;
  opponent_score: ScoreColumns | null;
  created_at: Date | string;
  updated_at: Date | string;
}

interface ScoreColumns {
  points: number;
  correct_count: number;
  question_count: number;
  time_ms: number;
}

const SELECT_CHALLENGES = `
  SELECT c.id, c.challenger_id, c.opponent_id, c.pack_id, c.level_id, c.status, c.message,
         c.created_at, c.updated_at, p.name AS pack_name, p.icon AS pack_icon,
         l.name AS level_name,
         (SELECT json_build_object('points', s.points, 'correct_count', s.correct_count,
                 'question_count', s.question_count, 'time_ms', s.time_ms)
            FROM game_scores s WHERE s.id = c.challenger_score_id) AS challenger_score,
         (SELECT json_build_object('points', s.points, 'correct_count', s.correct_count,
                 'question_count', s.question_count, 'time_ms', s.time_ms)
            FROM game_scores s WHERE s.id = c.opponent_score_id) AS opponent_score
    FROM challenges c
    JOIN game_packs p ON p.id = c.pack_id
    JOIN game_levels l ON l.id = c.level_id`;

/** Only the two members see a challenge: everyone else gets the same 404 as for none. */
const MINE = '(c.challenger_id = $1 OR c.opponent_id = $1)';

const toScore = (row: ScoreColumns | null): ChallengeScoreResponse | null =>
  row && {
    points: row.points,
    correctCount: row.correct_count,
    questionCount: row.question_count,
    timeValue: row.time_ms,
  };

interface ChallengeMove {
  id: number;
  challenger_id: number;
  opponent_id: number;
  status: string;
}

/** Tells both members' open pages that the challenge changed. */
function announceChallenge(tx: Queryable, row: ChallengeMove) {
  return queueLiveEvents(tx, [row.challenger_id, row.opponent_id], CHALLENGE_LIVE_KIND, {
    challengeId: row.id,
    status: row.status,
  });
}

export function createChallengesRepository(db: Db, mediaUrl: MediaUrl) {
  const toChallenges = async (
    q: Queryable,
    viewerId: number,
    rows: ChallengeRow[],
  ): Promise<ChallengeResponse[]> => {
    const ids = [...new Set(rows.flatMap((row) => [row.challenger_id, row.opponent_id]))];
    const accounts = ids.length
      ? await q.query<PublicAccountRow>(
          `SELECT ${PUBLIC_ACCOUNT_COLUMNS('a')} FROM accounts a WHERE a.id = ANY($1::int[])`,
          [ids],
        )
      : [];
    const account = (id: number) => {
      const row = accounts.find((candidate) => candidate.id === id);
      if (!row) throw new Error(`Account ${id} of a challenge is missing`);
      return toAccountShort(row, mediaUrl);
    };
    return rows.map((row) => {
      const isChallenger = row.challenger_id === viewerId;
      const finished = row.status === 'FINISHED';
      const side = (id: number, score: ScoreColumns | null, own: boolean) => ({
        account: account(id),
        played: score !== null,
        score: own || finished ? toScore(score) : null,
      });
      const myScore = isChallenger ? row.challenger_score : row.opponent_score;
      return {
        challengeId: row.id,
        status: row.status,
        message: row.message,
        packId: row.pack_id,
        packName: row.pack_name,
        icon: mediaUrl(row.pack_icon),
        gameLevelId: row.level_id,
        levelName: row.level_name,
        challenger: side(row.challenger_id, row.challenger_score, isChallenger),
        opponent: side(row.opponent_id, row.opponent_score, !isChallenger),
        isChallenger,
        canRespond: !isChallenger && row.status === 'PENDING',
        canPlay: mayPlayChallenge(row.status, isChallenger, myScore !== null),
        winnerId:
          finished && row.challenger_score && row.opponent_score
            ? challengeWinner(
                {
                  id: row.challenger_id,
                  score: {
                    points: row.challenger_score.points,
                    timeMs: row.challenger_score.time_ms,
                  },
                },
                {
                  id: row.opponent_id,
                  score: { points: row.opponent_score.points, timeMs: row.opponent_score.time_ms },
                },
              )
            : null,
        created: toEpochMs(row.created_at) ?? 0,
        updated: toEpochMs(row.updated_at) ?? 0,
      };
    });
  };

  const loadOne = async (q: Queryable, viewerId: number, id: number) => {
    const rows = await q.query<ChallengeRow>(`${SELECT_CHALLENGES} WHERE ${MINE} AND c.id = $2`, [
      viewerId,
      id,
    ]);
    return (await toChallenges(q, viewerId, rows))[0];
  };

  return {
    find: (viewerId: number, id: number) => loadOne(db, viewerId, id),

    async search(
      viewerId: number,
      status: ChallengeStatus | undefined,
      page: Page,
    ): Promise<{ items: ChallengeResponse[]; countTotal: number }> {
      const { params, param } = statement([viewerId]);
      const filter = status ? `AND c.status = ${param(status)}` : '';
      // Those waiting on the viewer first, then the rest by latest change.
      const rows = await db.query<ChallengeRow>(
        `${SELECT_CHALLENGES} WHERE ${MINE} ${filter}
          ORDER BY (c.status = 'PENDING' AND c.opponent_id = $1) DESC, c.updated_at DESC, c.id DESC
          ${pageSql(param, page)}`,
        params,
      );
      const counted = await db.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM challenges c WHERE ${MINE} ${status ? 'AND c.status = $2' : ''}`,
        status ? [viewerId, status] : [viewerId],
      );
      return { items: await toChallenges(db, viewerId, rows), countTotal: counted[0]?.total ?? 0 };
    },

    async create(
      viewerId: number,
      input: CreateChallengeInput,
    ): Promise<ChallengeResponse | Refusal> {
      if (input.opponentId === viewerId) {
        throw invalid('body/opponentId must be another member, not you');
      }
      const opponent = await db.query<{ id: number }>('SELECT id FROM accounts WHERE id = $1', [
        input.opponentId,
      ]);
      if (!opponent[0]) throw invalid(`body/opponentId: there is no member ${input.opponentId}`);
      const pack = (
        await db.query<PackWindow & { level_id: number | null }>(
          `SELECT p.id, p.active, p.start_date, p.end_date,
                  (SELECT l.id FROM game_levels l WHERE l.pack_id = p.id
                    ORDER BY l.position, l.id LIMIT 1) AS level_id
             FROM game_packs p WHERE p.id = $1 AND p.active`,
          [input.packId],
        )
      )[0];
      if (!pack || pack.level_id === null) {
        throw invalid(`body/packId: there is no quiz pack ${input.packId}`);
      }
      if (!isPackOpen(pack)) return refuse('PACK_CLOSED', 'This quiz pack is not open for play.');
      return db.transaction(async (tx) => {
        const open = await tx.query<{ id: number }>(
          `SELECT id FROM challenges
            WHERE pack_id = $3 AND status IN ('PENDING', 'ACCEPTED')
              AND ((challenger_id = $1 AND opponent_id = $2)
                OR (challenger_id = $2 AND opponent_id = $1))`,
          [viewerId, input.opponentId, input.packId],
        );
        if (open[0]) {
          return refuse(
            'CHALLENGE_OPEN',
            'You two already have an open challenge on this pack: finish it first.',
          );
        }
        const inserted = await tx.query<ChallengeMove>(
          `INSERT INTO challenges (challenger_id, opponent_id, pack_id, level_id, message)
           VALUES ($1, $2, $3, $4, $5) RETURNING id, challenger_id, opponent_id, status`,
          [viewerId, input.opponentId, input.packId, pack.level_id, input.message?.trim() ?? ''],
        );
        const row = inserted[0];
        if (!row) throw new Error('The challenge was not saved');
        await announceChallenge(tx, row);
        const item = await loadOne(tx, viewerId, row.id);
        if (!item) throw new Error(`Challenge ${row.id} could not be read back`);
        return item;
      });
    },

    /** The opponent accepts or declines a pending challenge. */
    async respond(
      viewerId: number,
      id: number,
      accept: boolean,
    ): Promise<ChallengeResponse | Refusal> {
      return db.transaction(async (tx) => {
        const rows = await tx.query<{
          id: number;
          challenger_id: number;
          opponent_id: number;
          status: ChallengeStatus;
        }>(
          `SELECT c.id, c.challenger_id, c.opponent_id, c.status FROM challenges c
            WHERE ${MINE} AND c.id = $2 FOR UPDATE`,
          [viewerId, id],
        );
        const row = rows[0];
        if (!row) throw notFound('That challenge does not exist.');
        if (row.opponent_id !== viewerId) {
          return refuse('NOT_YOUR_ANSWER', 'Only the member you challenged can answer it.');
        }
        if (row.status !== 'PENDING') {
          return refuse('ALREADY_ANSWERED', 'You already answered this challenge.');
        }
        const status: ChallengeStatus = accept ? 'ACCEPTED' : 'DECLINED';
        await tx.query('UPDATE challenges SET status = $2, updated_at = now() WHERE id = $1', [
          id,
          status,
        ]);
        await announceChallenge(tx, { ...row, status });
        const item = await loadOne(tx, viewerId, id);
        if (!item) throw new Error(`Challenge ${id} could not be read back`);
        return item;
      });
    },
  };
}

/**
 * Checks, inside the scoring transaction, that the member may play their attempt of
 * challenge `id` now (the row stays locked until the score is in). 404 when it is not theirs.
 */
export async function lockChallengeForPlay(
  tx: Queryable,
  viewerId: number,
  id: number,
  play: { packId: number; gameLevelId: number },
): Promise<Refusal | undefined> {
  const row = (
    await tx.query<{
      challenger_id: number;
      pack_id: number;
      level_id: number;
      status: ChallengeStatus;
      challenger_score_id: number | null;
      opponent_score_id: number | null;
    }>(
      `SELECT c.challenger_id, c.pack_id, c.level_id, c.status, c.challenger_score_id,
              c.opponent_score_id
         FROM challenges c WHERE ${MINE} AND c.id = $2 FOR UPDATE`,
      [viewerId, id],
    )
  )[0];
  if (!row) throw notFound('That challenge does not exist.');
  if (row.pack_id !== play.packId || row.level_id !== play.gameLevelId) {
    throw invalid(`body/gameLevelId ${play.gameLevelId} is not the level of this challenge`);
  }
  const isChallenger = row.challenger_id === viewerId;
  const played = (isChallenger ? row.challenger_score_id : row.opponent_score_id) !== null;
  if (mayPlayChallenge(row.status, isChallenger, played)) return undefined;
  if (played) return refuse('CHALLENGE_PLAYED', 'You already played this challenge.');
  if (row.status === 'DECLINED')
    return refuse('CHALLENGE_DECLINED', 'This challenge was declined.');
  return refuse('CHALLENGE_NOT_ACCEPTED', 'Accept the challenge before you play it.');
}

/** Records the member's attempt on the challenge; finishes it when both have played. */
export async function recordChallengeScore(
  tx: Queryable,
  viewerId: number,
  id: number,
  scoreId: number,
): Promise<void> {
  const rows = await tx.query<ChallengeMove>(
    `UPDATE challenges SET
       challenger_score_id = CASE WHEN challenger_id = $2 THEN $3 ELSE challenger_score_id END,
       opponent_score_id = CASE WHEN opponent_id = $2 THEN $3 ELSE opponent_score_id END,
       updated_at = now()
     WHERE id = $1 RETURNING id, challenger_id, opponent_id, status`,
    [id, viewerId, scoreId],
  );
  const finished = await tx.query<ChallengeMove>(
    `UPDATE challenges SET status = 'FINISHED'
      WHERE id = $1 AND challenger_score_id IS NOT NULL AND opponent_score_id IS NOT NULL
      RETURNING id, challenger_id, opponent_id, status`,
    [id],
  );
  const row = finished[0] ?? rows[0];
  if (row) await announceChallenge(tx, row);
}

declare module 'fastify' {
  interface FastifyInstance {
    challenges: ReturnType<typeof createChallengesRepository>;
  }
}

export default fp(
  async (app) => {
    app.decorate('challenges', createChallengesRepository(app.db, app.mediaUrl));
  },
  { name: 'challenges', dependencies: ['db', 'media-url'] },
);
