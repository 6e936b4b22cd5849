import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../../../src/db/db.ts';
import { migrate } from '../../../../src/db/migrate.ts';
import {
  awardBadges,
  type AwardedTier,
} from '../../../../src/plugins/app/games/achievements-repository.ts';
import { BACKENDS, emptyDatabase } from '../../../helpers/app.ts';

const TRIGGERS = 12;

/** A member who has completed two levels and written one post, and three badges to earn. */
async function member(db: Db) {
  const one = async (sql: string, params: unknown[] = []) => {
    const rows = await db.query<{ id: number }>(`${sql} RETURNING id`, params);
    if (!rows[0]) throw new Error(`Nothing inserted: ${sql}`);
    return rows[0].id;
  };
  const accountId = await one(
    `INSERT INTO accounts (email, password_hash, first_name, last_name, username)
     VALUES ('racer@canopy.test', 'x', 'Rae', 'Racer', 'rae.racer')`,
  );
  const packId = await one("INSERT INTO game_packs (name) VALUES ('Pack')");
  for (const position of [1, 2]) {
    const levelId = await one(
      'INSERT INTO game_levels (pack_id, position, name) VALUES ($1, $2, $3)',
      [packId, position, `Level ${position}`],
    );
    await one(
      `INSERT INTO game_scores (account_id, pack_id, level_id, points, correct_count,
         question_count, passed, time_ms)
       VALUES ($1, $2, $3, 20, 2, 2, true, 1000)`,
      [accountId, packId, levelId],
    );
  }
  await one("INSERT INTO albums (owner_id, album_type, title) VALUES ($1, 'post', 'Hello')", [
    accountId,
  ]);
  const tiers: number[] = [];
  for (const [title, rankType, goals] of [
    ['Level Up', 'LEVELS', [1, 2, 5]],
    ['Voice', 'POSTS', [1, 10]],
    ['Shop Local', 'ORDERS', [1]],
  ] as const) {
    const achievementId = await one('INSERT INTO achievements (title, rank_type) VALUES ($1, $2)', [
      title,
      rankType,
    ]);
    for (const [index, goal] of goals.entries()) {
      const tierId = await one(
        `INSERT INTO achievement_tiers (achievement_id, position, title, goal_count)
         VALUES ($1, $2, $3, $4)`,
        [achievementId, index + 1, `${title} ${goal}`, goal],
      );
      // Reached: levels 1 and 2 (two levels done) and posts 1 (one post).
      if ((rankType === 'LEVELS' && goal <= 2) || (rankType === 'POSTS' && goal <= 1)) {
        tiers.push(tierId);
      }
    }
  }
  return { accountId, reachedTierIds: tiers.sort((a, b) => a - b) };
}

describe.each(BACKENDS)('badge awards (%s)', (backend) => {
  let db: Db;
  let dispose: () => Promise<void>;
  beforeEach(async () => {
    ({ db, dispose } = await emptyDatabase(backend));
    await migrate(db);
  });
  afterEach(async () => {
    await dispose();
  });

  it('awards each reached tier exactly once when many triggers race', async () => {
    const { accountId, reachedTierIds } = await member(db);
    // Every trigger (a score, a post, a page read) runs the award in its own transaction.
    const results = await Promise.allSettled(
      Array.from({ length: TRIGGERS }, () => db.transaction((tx) => awardBadges(tx, accountId))),
    );
    const failed = results.filter((result) => result.status === 'rejected');
    expect(failed).toEqual([]);
    const announced = results.flatMap((result) =>
      result.status === 'fulfilled' ? result.value : ([] as AwardedTier[]),
    );
    // Each award is handed back to exactly one trigger, so it is announced once.
    expect(announced.map((award) => award.achievementTierId).sort((a, b) => a - b)).toEqual(
      reachedTierIds,
    );
    const stored = await db.query<{ tier_id: number; n: number }>(
      `SELECT tier_id, count(*)::int AS n FROM achievement_awards WHERE account_id = $1
        GROUP BY tier_id ORDER BY tier_id`,
      [accountId],
    );
    expect(stored).toEqual(reachedTierIds.map((tierId) => ({ tier_id: tierId, n: 1 })));

    // A later trigger with nothing new awards nothing.
    expect(await db.transaction((tx) => awardBadges(tx, accountId))).toEqual([]);
  });
});
