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
  tiers: { achievementTierId: number; title: string; goalCount: number; completed: boolean }[];
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
    expect(list.countTotal).toBe(4);
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
});
