import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BACKENDS,
  buildTestApp,
  signIn,
  type SignedInMember,
  type TestApp,
} from '../helpers/app.ts';
import { answersFor, getAs, levelsOf, NEWCOMER, postAs } from '../helpers/quiz.ts';

interface Achievement {
  achievementId: number;
  title: string;
  rankType: string;
  icon: string | null;
  tiers: {
    achievementTierId: number;
    title: string;
    goalCount: number;
    completed: boolean;
    awardedAt: number | null;
  }[];
  tierCount: number;
  active: boolean;
  progress: {
    achievementTierId: number | null;
    completed: boolean;
    progressCount: number;
    goalCount: number;
    tiersCompleted: number;
  };
}

describe.each(BACKENDS)('achievements (%s)', (backend) => {
  let t: TestApp;
  let dana: SignedInMember;
  beforeEach(async () => {
    t = await buildTestApp(backend);
    dana = await signIn(t.app);
  });
  afterEach(async () => {
    await t.close();
  });

  const byType = async (member: SignedInMember, rankType: string) => {
    const list = await getAs<{ items: Achievement[] }>(t.app, member, '/api/achievements/search');
    const found = list.items.find((achievement) => achievement.rankType === rankType);
    if (!found) throw new Error(`No ${rankType} achievement`);
    return (
      await getAs<{ item: Achievement }>(
        t.app,
        member,
        `/api/achievements/${found.achievementId}?latitude=38.97&longitude=-95.23`,
      )
    ).item;
  };

  it('lists achievements with tiers in order of their goals', async () => {
    const list = await getAs<{ items: Achievement[]; countTotal: number }>(
      t.app,
      dana,
      '/api/achievements/search',
    );
    expect(list.countTotal).toBe(8);
    for (const achievement of list.items) {
      expect(achievement.tierCount).toBe(achievement.tiers.length);
      const goals = achievement.tiers.map((tier) => tier.goalCount);
      expect(goals).toEqual([...goals].sort((a, b) => a - b));
      expect(achievement.icon).toMatch(/\/media\/quiz-icon-/);
    }
  });

  it('measures progress from the member’s own play', async () => {
    const tickets = await byType(dana, 'TICKETS');
    const count = await getAs<{ item: { earned: number } }>(t.app, dana, '/api/games/ticket/count');
    expect(tickets.progress.progressCount).toBe(count.item.earned);
    for (const tier of tickets.tiers) {
      expect(tier.completed).toBe(count.item.earned >= tier.goalCount);
    }
    const next = tickets.tiers.find((tier) => !tier.completed) ?? tickets.tiers.at(-1);
    expect(tickets.progress.achievementTierId).toBe(next?.achievementTierId);
    expect(tickets.progress.goalCount).toBe(next?.goalCount);

    const tournaments = await byType(dana, 'TOURNAMENTS');
    expect(tournaments.progress.progressCount).toBe(4);
    expect(tournaments.progress.tiersCompleted).toBe(2);
  });

  it('moves a newcomer through the first tier when they complete a level', async () => {
    const grace = await signIn(t.app, NEWCOMER);
    const danaBefore = await byType(dana, 'LEVELS');
    const before = await byType(grace, 'LEVELS');
    expect(before.progress).toMatchObject({
      progressCount: 0,
      completed: false,
      tiersCompleted: 0,
    });
    expect(before.progress.achievementTierId).toBe(before.tiers[0]?.achievementTierId);
    const [level] = await levelsOf(t.db, 'Plant Basics');
    if (!level) throw new Error('no level');
    await postAs(t.app, grace, '/api/games/score/create', {
      packId: level.packId,
      gameLevelId: level.gameLevelId,
      answers: answersFor(level),
    });
    const after = await byType(grace, 'LEVELS');
    expect(after.progress).toMatchObject({ progressCount: 1, tiersCompleted: 1 });
    expect(after.tiers[0]?.completed).toBe(true);
    expect(after.progress.achievementTierId).toBe(after.tiers[1]?.achievementTierId);
    // Someone else's play does not count for dana.
    expect((await byType(dana, 'LEVELS')).progress).toEqual(danaBefore.progress);
  });

  it('answers 404 for unknown or retired achievements, 400 for bad ids, 403 without a session', async () => {
    const any = await byType(dana, 'POINTS');
    await t.db.query('UPDATE achievements SET active = false WHERE id = $1', [any.achievementId]);
    await getAs(t.app, dana, `/api/achievements/${any.achievementId}`, 404);
    await getAs(t.app, dana, '/api/achievements/999999', 404);
    await getAs(t.app, dana, '/api/achievements/zero', 400);
    await getAs(t.app, undefined, `/api/achievements/${any.achievementId}`, 403);
    await getAs(t.app, undefined, '/api/achievements/search', 403);
  });

  it('awards a first post, a first order, a quiz streak and a tournament win, each once', async () => {
    const grace = await signIn(t.app, NEWCOMER);
    for (const rankType of ['POSTS', 'ORDERS', 'QUIZ_STREAK', 'TOURNAMENT_WINS']) {
      expect((await byType(grace, rankType)).progress.tiersCompleted).toBe(0);
    }

    // Writing a post awards its badge as part of the post.
    await postAs(t.app, grace, '/api/albums/posts', { description: 'My first post!' });
    const awards = () =>
      t.db.query<{ tier_id: number }>(
        'SELECT tier_id FROM achievement_awards WHERE account_id = $1 ORDER BY tier_id',
        [grace.userId],
      );
    const posts = await byType(grace, 'POSTS');
    expect(posts.tiers[0]).toMatchObject({ title: 'First post', completed: true });
    expect(posts.tiers[0]?.awardedAt).toBeGreaterThan(Date.now() - 60_000);
    expect(posts.tiers[1]?.completed).toBe(false);

    await t.db.query(
      `INSERT INTO orders (account_id, order_type, currency_type, subtotal_cents, total_cents)
       VALUES ($1, 'PURCHASE', 'CASH', 1000, 1000)`,
      [grace.userId],
    );
    expect((await byType(grace, 'ORDERS')).tiers[0]).toMatchObject({
      title: 'First order',
      completed: true,
    });

    // Levels completed on three days in a row, then a gap: the longest run is 3.
    const [level] = await levelsOf(t.db, 'Plant Basics');
    if (!level) throw new Error('no level');
    for (const daysAgo of [9, 5, 4, 3]) {
      await t.db.query(
        `INSERT INTO game_scores (account_id, pack_id, level_id, points, correct_count,
           question_count, passed, time_ms, created_at)
         VALUES ($1, $2, $3, 10, 1, 1, true, 1000, now() - make_interval(days => $4))`,
        [grace.userId, level.packId, level.gameLevelId, daysAgo],
      );
    }
    const streak = await byType(grace, 'QUIZ_STREAK');
    expect(streak.progress.progressCount).toBe(3);
    expect(streak.tiers.map((tier) => tier.completed)).toEqual([true, false, false]);

    // An ended tournament Grace won, and one she came second in.
    for (const [code, rival] of [
      ['WONIT1', 5],
      ['LOSTIT', 50],
    ] as const) {
      const rows = await t.db.query<{ id: number }>(
        `INSERT INTO tournaments (owner_id, title, join_code, start_date, end_date)
         VALUES ($1, $2, $2, now() - interval '10 days', now() - interval '1 day') RETURNING id`,
        [grace.userId, code],
      );
      const id = rows[0]?.id;
      await t.db.query(
        'INSERT INTO tournament_members (tournament_id, account_id) VALUES ($1, $2), ($1, $3)',
        [id, grace.userId, dana.userId],
      );
      for (const [accountId, points] of [
        [grace.userId, 20],
        [dana.userId, rival],
      ]) {
        await t.db.query(
          `INSERT INTO game_scores (account_id, pack_id, level_id, tournament_id, points,
             correct_count, question_count, passed, time_ms, created_at)
           VALUES ($1, $2, $3, $4, $5, 1, 1, true, 1000, now() - interval '5 days')`,
          [accountId, level.packId, level.gameLevelId, id, points],
        );
      }
    }
    const wins = await byType(grace, 'TOURNAMENT_WINS');
    expect(wins.progress.progressCount).toBe(1);
    expect(wins.tiers[0]).toMatchObject({ title: 'Tournament winner', completed: true });

    // Reading again, or another trigger, awards nothing twice.
    const before = await awards();
    await postAs(t.app, grace, '/api/albums/posts', { description: 'And another' });
    await byType(grace, 'POSTS');
    expect(await awards()).toEqual(before);
    expect(new Set(before.map((row) => row.tier_id)).size).toBe(before.length);
  });
});
