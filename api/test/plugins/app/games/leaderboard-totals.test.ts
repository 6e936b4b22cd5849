// The stored all-time totals against a recomputation from the scores and earned tickets:
// after plays through the API, after plays written at the same moment, and after the
// migration that creates them on a database that already has play.
import { afterEach, describe, expect, it } from 'vitest';
import type { Queryable } from '../../../../src/db/db.ts';
import { migrate } from '../../../../src/db/migrate.ts';
import { totalsSql } from '../../../../src/plugins/app/games/leaderboard-queries.ts';
import { refreshLeaderboardTotals } from '../../../../src/plugins/app/games/leaderboard-totals.ts';
import { RANK_TYPES } from '../../../../src/schemas/leaderboard.ts';
import {
  BACKENDS,
  buildPooledTestApp,
  buildTestApp,
  emptyDatabase,
  migrateBefore,
  signIn,
  type TestApp,
} from '../../../helpers/app.ts';
import { answersFor, levelsOf, NEWCOMER, postAs } from '../../../helpers/quiz.ts';

const STORED = `SELECT rank_type, account_id, score_value, time_value, count_value, updated
                  FROM leaderboard_totals ORDER BY rank_type, account_id`;

const RECOMPUTED = `${RANK_TYPES.map(
  (rankType) => `SELECT '${rankType}' AS rank_type, t.*
                   FROM (${totalsSql(rankType, null)}) t WHERE score_value > 0`,
).join(' UNION ALL ')} ORDER BY rank_type, account_id`;

/** Every stored total, and how many members hold each score, equal what the scores add up to. */
async function expectBoardsMatchScores(db: Queryable): Promise<void> {
  const recomputed = await db.query<{ rank_type: string; score_value: number }>(RECOMPUTED);
  expect(await db.query(STORED)).toEqual(recomputed);
  const counts = await db.query<{ rank_type: string; score_value: number; members: number }>(
    `SELECT rank_type, score_value, members FROM leaderboard_score_counts
      WHERE members > 0 ORDER BY rank_type, score_value`,
  );
  const expected = new Map<string, { rank_type: string; score_value: number; members: number }>();
  for (const row of recomputed) {
    const key = `${row.rank_type}:${row.score_value}`;
    const held = expected.get(key) ?? { ...row, members: 0 };
    expected.set(key, {
      rank_type: row.rank_type,
      score_value: row.score_value,
      members: held.members + 1,
    });
  }
  expect(counts).toEqual(
    [...expected.values()].sort(
      (a, b) => a.rank_type.localeCompare(b.rank_type) || a.score_value - b.score_value,
    ),
  );
}

describe.each(BACKENDS)('stored leaderboard totals (%s)', (backend) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('match the scores after a run of plays through the API', async () => {
    t = await buildTestApp(backend);
    await expectBoardsMatchScores(t.db);
    const grace = await signIn(t.app, NEWCOMER);
    const dana = await signIn(t.app);
    const [first, second] = await levelsOf(t.db, 'Plant Basics');
    if (!first || !second) throw new Error('no levels');
    const plays = [
      [grace, first, 1],
      [grace, first, first.questions.length],
      [grace, first, 0],
      [grace, second, second.questions.length],
      [dana, first, 0],
      [dana, second, 1],
    ] as const;
    for (const [member, level, rightCount] of plays) {
      await postAs(t.app, member, '/api/games/score/create', {
        packId: level.packId,
        gameLevelId: level.gameLevelId,
        answers: answersFor(level, rightCount),
      });
    }
    const graceRows = await t.db.query('SELECT 1 FROM leaderboard_totals WHERE account_id = $1', [
      grace.userId,
    ]);
    expect(graceRows).toHaveLength(RANK_TYPES.length);
    await expectBoardsMatchScores(t.db);
  });

  it('stay exact when two plays of one member are written at the same moment', async () => {
    t = await buildPooledTestApp(backend);
    const { db } = t;
    const member = (
      await db.query<{ id: number }>('SELECT id FROM accounts WHERE email = $1', [NEWCOMER.email])
    )[0]?.id;
    if (member === undefined) throw new Error('no member');
    const levels = (await levelsOf(db, 'Plant Basics')).slice(0, 2);
    // Both plays are written before either refresh starts, so unlocked refreshes would each
    // total without the other's play. PGlite runs one transaction at a time: no race to set up.
    let written = 0;
    let bothWritten = () => {};
    const barrier = new Promise<void>((resolve) => (bothWritten = resolve));
    await Promise.all(
      levels.map((level, index) =>
        db.transaction(async (tx) => {
          const score = await tx.query<{ id: number }>(
            `INSERT INTO game_scores (account_id, pack_id, level_id, points, correct_count,
               question_count, passed, time_ms, tickets_earned)
             VALUES ($1, $2, $3, $4, 1, 1, true, 1000, 1) RETURNING id`,
            [member, level.packId, level.gameLevelId, 10 * (index + 1)],
          );
          await tx.query(
            `INSERT INTO ticket_ledger (account_id, amount, entry_type, score_id, description)
             VALUES ($1, 1, 'EARNED', $2, 'Played')`,
            [member, score[0]?.id],
          );
          if (backend === 'postgres') {
            written += 1;
            if (written === levels.length) bothWritten();
            await barrier;
          }
          await refreshLeaderboardTotals(tx, [member]);
        }),
      ),
    );
    expect(levels).toHaveLength(2);
    const stored = await db.query(
      `SELECT rank_type, score_value FROM leaderboard_totals WHERE account_id = $1
        ORDER BY rank_type`,
      [member],
    );
    expect(stored).toEqual([
      { rank_type: 'LEVELS', score_value: 2 },
      { rank_type: 'POINTS', score_value: 30 },
      { rank_type: 'TICKETS', score_value: 2 },
    ]);
    await expectBoardsMatchScores(db);
  });

  it('are filled from the play already there when the migration runs', async () => {
    const { db, dispose } = await emptyDatabase(backend);
    try {
      await migrateBefore(db, '077');
      const accounts = await db.query<{ id: number }>(
        `INSERT INTO accounts (email, password_hash, first_name, last_name, username)
         SELECT 'old' || n || '@canopy.test', 'x', 'Old', 'Member ' || n, 'old.member' || n
           FROM generate_series(1, 4) AS n RETURNING id`,
      );
      const pack = await db.query<{ id: number }>(
        "INSERT INTO game_packs (name) VALUES ('Old pack') RETURNING id",
      );
      await db.query(
        `INSERT INTO game_levels (pack_id, position, name)
         SELECT $1, n, 'Level ' || n FROM generate_series(1, 3) AS n`,
        [pack[0]?.id],
      );
      // Replays, ties, a member with only zero-point plays, and spending beside earning.
      await db.query(
        `INSERT INTO game_scores (account_id, pack_id, level_id, points, correct_count,
           question_count, passed, time_ms, created_at)
         SELECT a.id, l.pack_id, l.id, (a.k * l.position * 10) % 40, 1, 3,
                (a.k * l.position * 10) % 40 >= 20, 1000 * l.position,
                now() - make_interval(hours => (a.k * 10 + l.position)::int)
           FROM (SELECT id, row_number() OVER (ORDER BY id) - 1 AS k FROM accounts) a,
                game_levels l, generate_series(1, 2)`,
      );
      await db.query(
        `INSERT INTO ticket_ledger (account_id, amount, entry_type, description)
         SELECT id, 2, 'EARNED', 'Played' FROM accounts WHERE id <> $1
         UNION ALL SELECT id, -1, 'SPENT', 'Spent' FROM accounts`,
        [accounts[0]?.id],
      );
      await migrate(db);
      expect((await db.query(STORED)).length).toBeGreaterThan(4);
      await expectBoardsMatchScores(db);
    } finally {
      await dispose();
    }
  });
});
