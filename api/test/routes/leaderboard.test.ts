import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BACKENDS,
  buildTestApp,
  OTHER_MEMBER,
  signIn,
  type SignedInMember,
  type TestApp,
} from '../helpers/app.ts';
import { answersFor, getAs, levelsOf, NEWCOMER, postAs, tournamentId } from '../helpers/quiz.ts';

interface Rank {
  owner: { accountId: number; display: string; profileImage: string };
  rank: number;
  scoreValue: number;
  timeValue: number;
  countValue: number;
  updated: number;
}

interface Board {
  valid: true;
  items: Rank[];
  userRank: Rank | null;
  rankType: string;
  window: string;
  sortField: string;
  missionId: number | null;
  countTotal: number;
  hasMoreResults: boolean;
  start: number;
  limit: number;
}

interface PersonalRank {
  rankType: string;
  missionId: number | null;
  title: string;
  rank: number | null;
  scoreValue: number;
  rankedCount: number;
}

describe.each(BACKENDS)('leaderboards (%s)', (backend) => {
  let t: TestApp;
  let dana: SignedInMember;
  beforeEach(async () => {
    t = await buildTestApp(backend);
    dana = await signIn(t.app);
  });
  afterEach(async () => {
    await t.close();
  });

  const board = (member: SignedInMember, query: string) =>
    getAs<Board>(t.app, member, `/api/leaderboard/ranking?${query}`);

  /** Ranks must follow the scores: higher first, equal score and time share a rank. */
  const expectRanked = (items: Rank[]) => {
    for (const [index, entry] of items.entries()) {
      const previous = items[index - 1];
      if (!previous) continue;
      expect(entry.scoreValue).toBeLessThanOrEqual(previous.scoreValue);
      if (entry.scoreValue === previous.scoreValue && entry.timeValue === previous.timeValue) {
        expect(entry.rank).toBe(previous.rank);
      } else {
        expect(entry.rank).toBe(index + 1);
      }
    }
  };

  it('ranks members by their best points per level, with the viewer’s own rank', async () => {
    const all = await board(dana, 'rankType=POINTS&limit=100&latitude=38.97&longitude=-95.23');
    expect(all).toMatchObject({ rankType: 'POINTS', sortField: 'SCORE_VALUE', missionId: null });
    expect(all.items.length).toBeGreaterThanOrEqual(8);
    expect(all.countTotal).toBe(all.items.length);
    expectRanked(all.items);
    const mine = all.items.find((entry) => entry.owner.accountId === dana.userId);
    expect(all.userRank).toEqual(mine);
    expect(mine?.owner.display).toBe('Dana Rivera');

    const best = await t.db.query<{ total: number }>(
      `SELECT sum(best)::int AS total FROM (SELECT max(points) AS best FROM game_scores
        WHERE account_id = $1 GROUP BY level_id) levels`,
      [dana.userId],
    );
    expect(mine?.scoreValue).toBe(best[0]?.total);

    const page = await board(dana, 'limit=3&start=3');
    expect(page.items).toEqual(all.items.slice(3, 6));
    expect(page.hasMoreResults).toBe(all.items.length > 6);
    expect(page.userRank).toEqual(mine);
  });

  it('adds a member once they score, and a replay of the level never moves them', async () => {
    const grace = await signIn(t.app, NEWCOMER);
    expect((await board(grace, 'rankType=POINTS')).userRank).toBeNull();
    const [level] = await levelsOf(t.db, 'Plant Basics');
    if (!level) throw new Error('no level');
    const play = (rightCount: number) =>
      postAs(t.app, grace, '/api/games/score/create', {
        packId: level.packId,
        gameLevelId: level.gameLevelId,
        answers: answersFor(level, rightCount),
      });
    await play(2);
    expect((await board(grace, 'rankType=POINTS')).userRank?.scoreValue).toBe(20);
    // Every answer is final: sending them all right, or all wrong, changes nothing.
    await play(level.questions.length);
    await play(0);
    const after = await board(grace, 'rankType=POINTS&limit=100');
    expect(after.userRank?.scoreValue).toBe(20);
    expect(after.userRank?.countValue).toBe(1);
    expectRanked(after.items);
    expect((await board(grace, 'rankType=LEVELS')).userRank?.scoreValue).toBe(1);
    expect((await board(grace, 'rankType=TICKETS')).userRank?.scoreValue).toBe(2);
  });

  it('counts only the plays inside the chosen window, on every board', async () => {
    const grace = await signIn(t.app, NEWCOMER);
    const [level] = await levelsOf(t.db, 'Plant Basics');
    if (!level) throw new Error('no level');
    await postAs(t.app, grace, '/api/games/score/create', {
      packId: level.packId,
      gameLevelId: level.gameLevelId,
      answers: answersFor(level),
    });
    // Everyone else's plays are older than a month; Grace's is ten days old.
    await t.db.query(
      "UPDATE game_scores SET created_at = now() - interval '40 days' WHERE account_id <> $1",
      [grace.userId],
    );
    await t.db.query(
      "UPDATE ticket_ledger SET created_at = now() - interval '40 days' WHERE account_id <> $1",
      [grace.userId],
    );
    await t.db.query(
      "UPDATE game_scores SET created_at = now() - interval '10 days' WHERE account_id = $1",
      [grace.userId],
    );
    await t.db.query(
      "UPDATE ticket_ledger SET created_at = now() - interval '10 days' WHERE account_id = $1",
      [grace.userId],
    );
    for (const rankType of ['POINTS', 'TICKETS', 'LEVELS']) {
      const month = await board(dana, `rankType=${rankType}&window=MONTH`);
      expect(month.window).toBe('MONTH');
      expect(month.items.map((entry) => entry.owner.accountId)).toEqual([grace.userId]);
      expect(month.items[0]?.rank).toBe(1);
      expect(month.userRank).toBeNull();
      expect((await board(dana, `rankType=${rankType}&window=WEEK`)).items).toEqual([]);
      expect((await board(dana, `rankType=${rankType}&window=DAY`)).countTotal).toBe(0);
      const all = await board(dana, `rankType=${rankType}`);
      expect(all.window).toBe('ALL');
      expect(all.countTotal).toBeGreaterThan(1);
    }
    const personal = await getAs<{ items: PersonalRank[] }>(
      t.app,
      grace,
      '/api/leaderboard/personal?window=MONTH&rankType=POINTS',
    );
    expect(personal.items[0]).toMatchObject({ rank: 1, rankedCount: 1 });
    await getAs(t.app, dana, '/api/leaderboard/ranking?window=YEAR', 400);
  });

  it('ranks tickets earned, not the balance left after spending', async () => {
    const before = (await board(dana, 'rankType=TICKETS')).userRank;
    expect(before?.scoreValue).toBeGreaterThan(0);
    await postAs(t.app, dana, '/api/orders', { ticketCount: 1 });
    expect((await board(dana, 'rankType=TICKETS')).userRank?.scoreValue).toBe(before?.scoreValue);
  });

  it('shows a tournament board to its members only', async () => {
    const grow = await tournamentId(t.db, 'GROW24');
    const tournament = await board(dana, `missionId=${grow}&limit=100`);
    expect(tournament.missionId).toBe(grow);
    const members = await t.db.query<{ account_id: number }>(
      'SELECT account_id FROM tournament_members WHERE tournament_id = $1',
      [grow],
    );
    const memberIds = members.map((row) => row.account_id);
    expect(tournament.items.length).toBeGreaterThan(1);
    for (const entry of tournament.items) expect(memberIds).toContain(entry.owner.accountId);
    expectRanked(tournament.items);

    const buzz = await tournamentId(t.db, 'BUZZ42');
    await getAs(t.app, dana, `/api/leaderboard/ranking?missionId=${buzz}`, 404);
    const marcus = await signIn(t.app, OTHER_MEMBER);
    expect((await board(marcus, `missionId=${buzz}`)).items.length).toBeGreaterThan(0);
  });

  it('validates the board asked for and needs a session', async () => {
    const bad = await getAs<{ message: string }>(
      t.app,
      dana,
      '/api/leaderboard/ranking?rankType=LIKES',
      400,
    );
    expect(bad.message).toMatch(/querystring\/rankType/);
    await getAs(t.app, dana, '/api/leaderboard/ranking?missionId=0', 400);
    await getAs(t.app, undefined, '/api/leaderboard/ranking', 403);
    await getAs(t.app, undefined, '/api/leaderboard/personal', 403);
  });

  it('lists the member’s own standing on every board, their tournaments included', async () => {
    const personal = await getAs<{ items: PersonalRank[] }>(
      t.app,
      dana,
      '/api/leaderboard/personal?latitude=38.97&longitude=-95.23',
    );
    const global = personal.items.filter((entry) => entry.missionId === null);
    expect(global.map((entry) => entry.rankType)).toEqual(['POINTS', 'TICKETS', 'LEVELS']);
    for (const entry of global) {
      const full = await board(dana, `rankType=${entry.rankType}`);
      expect(entry.rank).toBe(full.userRank?.rank ?? null);
      expect(entry.scoreValue).toBe(full.userRank?.scoreValue ?? 0);
      expect(entry.rankedCount).toBe(full.countTotal);
    }
    const titles = personal.items.filter((entry) => entry.missionId !== null).map((e) => e.title);
    expect(titles).toEqual(expect.arrayContaining(['Spring Grow-Off', 'Terpene Tuesday']));
    expect(titles).not.toContain('Prairie Buzz Cup');

    const grace = await signIn(t.app, NEWCOMER);
    const theirs = await getAs<{ items: PersonalRank[] }>(
      t.app,
      grace,
      '/api/leaderboard/personal?rankType=POINTS',
    );
    expect(theirs.items).toEqual([
      expect.objectContaining({ rankType: 'POINTS', missionId: null, rank: null, scoreValue: 0 }),
    ]);
  });
});
