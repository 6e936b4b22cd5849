// The leaderboard's SQL against a plain computation of the same rules over random play:
// 10 000 scores with many ties, for every board and every time window.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../../src/db/db.ts';
import { migrate } from '../../../../src/db/migrate.ts';
import { seededRandom } from '../../../../src/seed/game-play.ts';
import { refreshLeaderboardTotals } from '../../../../src/plugins/app/games/leaderboard-totals.ts';
import { createLeaderboardsRepository } from '../../../../src/plugins/app/games/leaderboards-repository.ts';
import { windowStart } from '../../../../src/plugins/app/games/rules.ts';
import {
  RANK_TYPES,
  RANK_WINDOWS,
  type RankType,
  type RankWindow,
} from '../../../../src/schemas/leaderboard.ts';
import { BACKENDS, emptyDatabase } from '../../../helpers/app.ts';

const SCORES = 10_000;
const LEDGER_ENTRIES = 3_000;
const MEMBERS = 400;
const PACKS = 3;
const LEVELS_PER_PACK = 5;
const DAY = 86_400_000;
const HOUR = 3_600_000;
/** Window edges (days back) no play is placed near, so the clock moving cannot matter. */
const EDGES = [1, 7, 30];

interface Play {
  id: number;
  accountId: number;
  packId: number;
  levelId: number;
  points: number;
  timeMs: number;
  passed: boolean;
  at: number;
}

interface Earning {
  accountId: number;
  amount: number;
  at: number;
}

interface Expected {
  rank: number;
  scoreValue: number;
  timeValue: number;
  countValue: number;
}

function randomAt(random: () => number, now: number): number {
  for (;;) {
    const at = now - Math.floor(random() * 45 * DAY);
    if (EDGES.every((days) => Math.abs(now - days * DAY - at) > HOUR)) return at;
  }
}

/** Each member's totals on a board, by the rules the API documents, then competition ranks. */
function bruteForce(
  rankType: RankType,
  plays: Play[],
  earnings: Earning[],
  since: number | null,
): Map<number, Expected> {
  const inWindow = (at: number) => since === null || at >= since;
  const totals = new Map<number, { score: number; time: number; count: number }>();
  if (rankType === 'POINTS') {
    // Best attempt per member and level: most points, then least time, then first recorded.
    const best = new Map<string, Play>();
    for (const play of plays.filter((candidate) => inWindow(candidate.at))) {
      const key = `${play.accountId}:${play.levelId}`;
      const held = best.get(key);
      if (
        !held ||
        play.points > held.points ||
        (play.points === held.points &&
          (play.timeMs < held.timeMs || (play.timeMs === held.timeMs && play.id < held.id)))
      ) {
        best.set(key, play);
      }
    }
    for (const play of best.values()) {
      const total = totals.get(play.accountId) ?? { score: 0, time: 0, count: 0 };
      totals.set(play.accountId, {
        score: total.score + play.points,
        time: total.time + play.timeMs,
        count: total.count + 1,
      });
    }
  } else if (rankType === 'LEVELS') {
    const levels = new Map<number, Set<number>>();
    const packs = new Map<number, Set<number>>();
    for (const play of plays.filter((candidate) => candidate.passed && inWindow(candidate.at))) {
      levels.set(play.accountId, (levels.get(play.accountId) ?? new Set()).add(play.levelId));
      packs.set(play.accountId, (packs.get(play.accountId) ?? new Set()).add(play.packId));
    }
    for (const [accountId, done] of levels) {
      totals.set(accountId, { score: done.size, time: 0, count: packs.get(accountId)?.size ?? 0 });
    }
  } else {
    for (const earning of earnings.filter((candidate) => inWindow(candidate.at))) {
      const total = totals.get(earning.accountId) ?? { score: 0, time: 0, count: 0 };
      totals.set(earning.accountId, {
        score: total.score + earning.amount,
        time: 0,
        count: total.count + 1,
      });
    }
  }
  const ranked = [...totals].filter(([, total]) => total.score > 0);
  return new Map(
    ranked.map(([accountId, total]) => [
      accountId,
      {
        // Competition ranking: one more than everyone strictly ahead.
        rank:
          1 +
          ranked.filter(
            ([, other]) =>
              other.score > total.score || (other.score === total.score && other.time < total.time),
          ).length,
        scoreValue: total.score,
        timeValue: total.time,
        countValue: total.count,
      },
    ]),
  );
}

describe.each(BACKENDS)('leaderboard ranks against brute force (%s)', (backend) => {
  let db: Db;
  let dispose: () => Promise<void>;
  const plays: Play[] = [];
  const earnings: Earning[] = [];
  let accountIds: number[] = [];

  beforeAll(async () => {
    ({ db, dispose } = await emptyDatabase(backend));
    await migrate(db);
    const random = seededRandom(14_000 + (backend === 'pglite' ? 1 : 2));
    const now = Date.now();
    accountIds = (
      await db.query<{ id: number }>(
        `INSERT INTO accounts (email, password_hash, first_name, last_name, username)
         SELECT 'rank' || n || '@canopy.test', 'x', 'Rank', 'Member ' || n, 'rank.member' || n
           FROM generate_series(1, $1::int) AS n RETURNING id`,
        [MEMBERS],
      )
    ).map((row) => row.id);
    const levels: { packId: number; levelId: number }[] = [];
    for (let pack = 1; pack <= PACKS; pack += 1) {
      const packId = (
        await db.query<{ id: number }>('INSERT INTO game_packs (name) VALUES ($1) RETURNING id', [
          `Pack ${pack}`,
        ])
      )[0]?.id;
      if (packId === undefined) throw new Error('no pack');
      const rows = await db.query<{ id: number }>(
        `INSERT INTO game_levels (pack_id, position, name)
         SELECT $1, n, 'Level ' || n FROM generate_series(1, $2::int) AS n RETURNING id`,
        [packId, LEVELS_PER_PACK],
      );
      levels.push(...rows.map((row) => ({ packId, levelId: row.id })));
    }
    const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)] as T;
    // A small set of points and times, so equal totals (and equal times) are common.
    const drafts = Array.from({ length: SCORES }, () => {
      const level = pick(levels);
      const points = pick([0, 10, 20, 30]);
      return {
        accountId: pick(accountIds),
        ...level,
        points,
        timeMs: pick([1000, 2000, 3000]),
        passed: points >= 20,
        at: randomAt(random, now),
      };
    });
    const ids = await db.query<{ id: number }>(
      `INSERT INTO game_scores (account_id, pack_id, level_id, points, correct_count,
         question_count, passed, time_ms, created_at)
       SELECT a, p, l, pts, pts / 10, 3, ok, t, to_timestamp(at_ms / 1000.0)
         FROM unnest($1::int[], $2::int[], $3::int[], $4::int[], $5::bool[], $6::int[],
                     $7::float8[]) AS u (a, p, l, pts, ok, t, at_ms)
       ORDER BY at_ms RETURNING id`,
      [
        drafts.map((draft) => draft.accountId),
        drafts.map((draft) => draft.packId),
        drafts.map((draft) => draft.levelId),
        drafts.map((draft) => draft.points),
        drafts.map((draft) => draft.passed),
        drafts.map((draft) => draft.timeMs),
        drafts.map((draft) => draft.at),
      ],
    );
    // Rows went in by time, so ids follow the drafts sorted the same way.
    const byTime = [...drafts].sort((a, b) => a.at - b.at);
    plays.push(...byTime.map((draft, index) => ({ ...draft, id: ids[index]?.id ?? 0 })));
    earnings.push(
      ...Array.from({ length: LEDGER_ENTRIES }, () => ({
        accountId: pick(accountIds),
        amount: pick([1, 2, 3]),
        at: randomAt(random, now),
      })),
    );
    await db.query(
      `INSERT INTO ticket_ledger (account_id, amount, entry_type, created_at)
       SELECT a, amount, 'EARNED', to_timestamp(at_ms / 1000.0)
         FROM unnest($1::int[], $2::int[], $3::float8[]) AS u (a, amount, at_ms)`,
      [
        earnings.map((earning) => earning.accountId),
        earnings.map((earning) => earning.amount),
        earnings.map((earning) => earning.at),
      ],
    );
    // Spending does not count on the tickets board.
    await db.query(
      `INSERT INTO ticket_ledger (account_id, amount, entry_type)
       SELECT id, -1, 'SPENT' FROM accounts`,
    );
    // Written straight into the tables, so totalled for the all-time boards as the seed does.
    await refreshLeaderboardTotals(db, accountIds);
  }, 300_000);

  afterAll(async () => {
    await dispose();
  });

  const boards = RANK_TYPES.flatMap((rankType) =>
    RANK_WINDOWS.map((window) => [rankType, window] as [RankType, RankWindow]),
  );

  it.each(boards)('%s over %s', async (rankType, window) => {
    const leaderboards = createLeaderboardsRepository(db, (file) => file ?? null);
    const viewer = accountIds[7] ?? 0;
    const board = await leaderboards.ranking(viewer, {
      rankType,
      window,
      page: { start: 0, limit: MEMBERS },
    });
    const since = windowStart(window);
    const expected = bruteForce(rankType, plays, earnings, since ? since.getTime() : null);
    expect(expected.size).toBeGreaterThan(window === 'DAY' ? 0 : 50);
    expect(board.countTotal).toBe(expected.size);
    const actual = new Map(
      board.items.map((item) => [
        item.owner.accountId,
        {
          rank: item.rank,
          scoreValue: item.scoreValue,
          timeValue: item.timeValue,
          countValue: item.countValue,
        },
      ]),
    );
    expect(actual).toEqual(expected);
    // Read page by page, ties split across pages keep their shared rank.
    const paged = [];
    for (let start = 0; start < board.countTotal; start += 37) {
      const page = await leaderboards.ranking(viewer, {
        rankType,
        window,
        page: { start, limit: 37 },
      });
      expect(page.countTotal).toBe(board.countTotal);
      paged.push(...page.items);
    }
    expect(paged).toEqual(board.items);
    const ranks = board.items.map((item) => item.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    // The viewer's own row (GET /leaderboard/personal and userRank) agrees as well.
    expect(board.userRank && { rank: board.userRank.rank }).toEqual(
      expected.has(viewer) ? { rank: expected.get(viewer)?.rank } : null,
    );
    const personal = await leaderboards.personal(viewer, rankType, window);
    expect(personal[0]?.rank ?? null).toBe(expected.get(viewer)?.rank ?? null);
    expect(personal[0]?.rankedCount).toBe(expected.size);
  });
});
