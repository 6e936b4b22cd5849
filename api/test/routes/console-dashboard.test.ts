// The operator's community dashboard (issue 38): each panel's figures from fixture data put
// in a fortnight of 2020 that the demo community never touched, and today's post count
// moved by a post written here (the panels count live: no refresh to wait for).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BACKENDS,
  buildTestApp,
  DEMO,
  MODERATOR,
  OPERATOR,
  signIn,
  type SignedInMember,
  type TestApp,
} from '../helpers/app.ts';

const RANGE = 'from=2020-03-02&to=2020-03-15';

/** Members joined (days of March 2020), and each one's usage events (day, tag, item). */
const FIXTURE = [
  {
    name: 'ana',
    joined: 2,
    events: [
      [2, 'wall', null],
      [3, 'post', '7'],
      [10, 'post', '7'],
    ],
  },
  {
    name: 'ben',
    joined: 2,
    events: [
      [2, 'wall', null],
      [9, 'quiz', '3'],
    ],
  },
  { name: 'cy', joined: 4, events: [[4, 'post', '7']] },
  {
    name: 'dee',
    joined: 10,
    events: [
      [10, 'wall', null],
      [11, 'post', '8'],
      [15, 'wall', null],
    ],
  },
] as const;

describe.each(BACKENDS)('community dashboard (%s)', (backend) => {
  let t: TestApp;
  let operator: SignedInMember;
  let member: SignedInMember;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await buildTestApp(backend, { rateLimitMax: 0, memberLimits: 'off' });
    operator = await signIn(t.app, OPERATOR);
    member = await signIn(t.app, DEMO);
    const at = (day: number, hour = 12) => `2020-03-${String(day).padStart(2, '0')}T${hour}:00:00Z`;
    for (const person of FIXTURE) {
      const [row] = await t.db.query<{ id: number }>(
        `INSERT INTO accounts (email, password_hash, first_name, last_name, username, created_at)
         VALUES ($1, 'x', 'Fixture', $2, $3, $4) RETURNING id`,
        [`${person.name}@dashboard.test`, person.name, `dash.${person.name}`, at(person.joined, 9)],
      );
      ids[person.name] = row?.id ?? 0;
      for (const [day, tag, item] of person.events) {
        await t.db.query(
          `INSERT INTO usage_events (account_id, tag, action, custom_id, created_at)
           VALUES ($1, $2, 'Viewed', $3, $4)`,
          [ids[person.name], tag, item, at(day)],
        );
      }
    }
    // A 'Liked' event counts toward activity but is no view.
    await t.db.query(
      `INSERT INTO usage_events (account_id, tag, action, created_at) VALUES ($1, 'post', 'Liked', $2)`,
      [ids.cy, at(5)],
    );
    // Ana and Cy post; Ana comments and gets a reaction; Ben and Ana chat; Ana orders.
    const post = async (owner: string, day: number) =>
      (
        await t.db.query<{ id: number }>(
          `INSERT INTO albums (owner_id, album_type, title, created_at)
           VALUES ($1, 'post', 'Fixture post', $2) RETURNING id`,
          [ids[owner], at(day)],
        )
      )[0]?.id;
    const anaPost = await post('ana', 3);
    await post('cy', 4);
    await post('ana', 10);
    await t.db.query(
      `INSERT INTO notes (album_id, owner_id, comment, created_at) VALUES ($1, $2, 'Nice', $3)`,
      [anaPost, ids.ben, at(3)],
    );
    await t.db.query(
      `INSERT INTO emoji_reactions (account_id, album_id, reaction, created_at)
       VALUES ($1, $2, 'heart', $3)`,
      [ids.cy, anaPost, at(4)],
    );
    const [chat] = await t.db.query<{ id: number }>(
      `INSERT INTO albums (owner_id, album_type, title, created_at)
       VALUES ($1, 'chat_single', '', $2) RETURNING id`,
      [ids.ana, at(3)],
    );
    for (const owner of ['ana', 'ben', 'ana']) {
      await t.db.query(
        `INSERT INTO notes (album_id, owner_id, comment, created_at) VALUES ($1, $2, 'Hi', $3)`,
        [chat?.id, ids[owner], at(9)],
      );
    }
    for (const [owner, cents, status] of [
      ['ana', 1250, 'COMPLETED'],
      ['ana', 999, 'PENDING'],
      ['ben', 500, 'COMPLETED'],
    ] as const) {
      await t.db.query(
        `INSERT INTO orders (account_id, order_type, currency_type, status, subtotal_cents,
           total_cents, created_at) VALUES ($1, 'PURCHASE', 'CASH', $2, $3, $3, $4)`,
        [ids[owner], status, cents, at(11)],
      );
    }
    const [level] = await t.db.query<{ id: number; pack_id: number }>(
      'SELECT id, pack_id FROM game_levels ORDER BY id LIMIT 1',
    );
    await t.db.query(
      `INSERT INTO game_scores (account_id, pack_id, level_id, points, correct_count,
         question_count, passed, time_ms, created_at)
       VALUES ($1, $2, $3, 20, 2, 2, true, 1000, $4)`,
      [ids.ben, level?.pack_id, level?.id, at(9)],
    );
  });
  afterAll(async () => {
    await t.close();
  });

  const panel = async <T>(name: string, query = RANGE, who = operator) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/staff/dashboard/${name}?${query}`,
      headers: who.headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ item: T }>().item;
  };
  type Day = { day: string } & Record<string, number>;
  const onDay = (days: Day[], day: number) =>
    days.find((row) => row.day === `2020-03-${String(day).padStart(2, '0')}`);

  it('counts new and active members per day, and weekly and monthly active at the end', async () => {
    const members = await panel<{
      days: Day[];
      weeklyActive: number;
      monthlyActive: number;
    }>('members');
    expect(members.days).toHaveLength(14);
    expect(onDay(members.days, 2)).toEqual({ day: '2020-03-02', newMembers: 2, activeMembers: 2 });
    expect(onDay(members.days, 10)).toMatchObject({ newMembers: 1, activeMembers: 2 });
    expect(onDay(members.days, 6)).toMatchObject({ newMembers: 0, activeMembers: 0 });
    // 9–15 March: Ben (9th), Ana and Dee (10th), Dee (11th, 15th); all four in 30 days.
    expect(members).toMatchObject({ weeklyActive: 3, monthlyActive: 4 });
  });

  it('counts posts, comments, reactions, chat messages, quiz plays, orders and revenue', async () => {
    const days = await panel<Day[]>('activity');
    expect(days).toHaveLength(14);
    const total = (key: string) => days.reduce((sum, row) => sum + (row[key] ?? 0), 0);
    expect({
      posts: total('posts'),
      comments: total('comments'),
      reactions: total('reactions'),
      chatMessages: total('chatMessages'),
      quizPlays: total('quizPlays'),
      orders: total('orders'),
      revenueCents: total('revenueCents'),
    }).toEqual({
      posts: 3,
      comments: 1,
      reactions: 1,
      chatMessages: 3,
      quizPlays: 1,
      orders: 2,
      revenueCents: 1750,
    });
    expect(onDay(days, 3)).toMatchObject({ posts: 1, comments: 1 });
    expect(onDay(days, 11)).toMatchObject({ orders: 2, revenueCents: 1750 });
  });

  it('lists the most viewed pages and items', async () => {
    expect(await panel('top-pages')).toEqual([
      { page: 'post', views: 4 },
      { page: 'wall', views: 4 },
      { page: 'quiz', views: 1 },
    ]);
    expect(await panel('top-content')).toEqual([
      { page: 'post', contentId: '7', views: 3 },
      { page: 'post', contentId: '8', views: 1 },
      { page: 'quiz', contentId: '3', views: 1 },
    ]);
  });

  it('follows the members who joined to their first post and first order', async () => {
    expect(await panel('funnel')).toEqual({ signedUp: 4, posted: 2, ordered: 1 });
  });

  it('groups members by the week they joined and counts them active each week after', async () => {
    expect(await panel('retention')).toEqual([
      // Week of 2 March: Ana, Ben, Cy; active in week 0 all three, in week 1 Ana and Ben.
      { week: '2020-03-02', members: 3, active: [3, 2] },
      { week: '2020-03-09', members: 1, active: [1] },
    ]);
  });

  it("moves today's post count by one when a member posts", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const range = `from=${today}&to=${today}`;
    const before = (await panel<Day[]>('activity', range))[0]?.posts ?? 0;
    const written = await t.app.inject({
      method: 'POST',
      url: '/api/albums/posts',
      payload: { description: 'Counted at once on the dashboard' },
      headers: member.headers,
    });
    expect(written.statusCode).toBe(200);
    expect((await panel<Day[]>('activity', range))[0]?.posts).toBe(before + 1);
  });

  it("counts today's activity and views at once, beside the rolled-up days", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const range = `from=${today}&to=${today}`;
    type Members = { days: Day[]; weeklyActive: number };
    const before = await panel<Members>('members', range);
    const pagesBefore = await panel<{ page: string; views: number }[]>('top-pages', range);
    await t.db.query(
      `INSERT INTO usage_events (account_id, tag, action, custom_id)
       VALUES ($1, 'dashboard-test-page', 'Viewed', '42')`,
      [ids.dee],
    );
    const after = await panel<Members>('members', range);
    expect(after.days[0]?.activeMembers).toBe((before.days[0]?.activeMembers ?? 0) + 1);
    expect(after.weeklyActive).toBe(before.weeklyActive + 1);
    expect(pagesBefore.find((page) => page.page === 'dashboard-test-page')).toBeUndefined();
    expect(await panel('top-pages', range)).toContainEqual({
      page: 'dashboard-test-page',
      views: 1,
    });
    expect(await panel('top-content', range)).toContainEqual({
      page: 'dashboard-test-page',
      contentId: '42',
      views: 1,
    });
    // The fixture's fortnight was rolled up on the first read, and reads the same from there.
    const [state] = await t.db.query<{ rolled: boolean }>(
      `SELECT rolled_through >= '2020-03-15' AS rolled FROM dashboard_rollup_state`,
    );
    expect(state?.rolled).toBe(true);
    expect(await panel('funnel')).toEqual({ signedUp: 4, posted: 2, ordered: 1 });
  });

  it('refuses a range that ends first, is too long or names no real day', async () => {
    for (const query of [
      'from=2020-03-15&to=2020-03-02',
      'from=2019-01-01&to=2020-03-02',
      'from=2020-02-30&to=2020-03-02',
      'from=2020-3-1&to=2020-03-02',
      'to=2020-03-02',
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/staff/dashboard/members?${query}`,
        headers: operator.headers,
      });
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('is for operators: members and moderators are refused', async () => {
    const moderator = await signIn(t.app, MODERATOR);
    for (const who of [member, moderator]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/staff/dashboard/members?${RANGE}`,
        headers: who.headers,
      });
      expect(response.json()).toMatchObject({ errorCode: 'ROLE_REQUIRED' });
    }
  });

  it('counts retention up to today as the members active each week, one by one', async () => {
    const today = new Date();
    const day = (back: number) =>
      new Date(today.getTime() - back * 86_400_000).toISOString().slice(0, 10);
    // Members who joined today, active today: the week of the last rolled-up day, live.
    await t.db.query(
      `WITH joined AS (
         INSERT INTO accounts (email, password_hash, first_name, last_name, username)
         SELECT 'today' || n || '@dashboard.test', 'x', 'Today', 'Member', 'dash.today' || n
           FROM generate_series(1, 3) AS n RETURNING id)
       INSERT INTO usage_events (account_id, tag, action) SELECT id, 'wall', 'Viewed' FROM joined`,
    );
    const [from, to] = [day(13), day(0)];
    const counted = await t.db.query<{ week: string; week_offset: number; n: number }>(
      `WITH cohort AS (
         SELECT id, date_trunc('week', created_at AT TIME ZONE 'UTC')::date AS week
           FROM accounts WHERE deleted_at IS NULL
            AND created_at >= ($1::date::timestamp AT TIME ZONE 'UTC')
            AND created_at < (($2::date + 1)::timestamp AT TIME ZONE 'UTC'))
       SELECT to_char(c.week, 'YYYY-MM-DD') AS week,
              (date_trunc('week', (e.created_at AT TIME ZONE 'UTC'))::date - c.week) / 7
                AS week_offset,
              count(DISTINCT c.id)::int AS n
         FROM usage_events e JOIN cohort c ON c.id = e.account_id
        WHERE e.created_at >= ($1::date::timestamp AT TIME ZONE 'UTC')
          AND e.created_at < (($2::date + 1)::timestamp AT TIME ZONE 'UTC')
        GROUP BY 1, 2`,
      [from, to],
    );
    const cohorts = await panel<{ week: string; active: number[] }[]>(
      'retention',
      `from=${from}&to=${to}`,
    );
    expect(counted.length).toBeGreaterThan(0);
    for (const row of counted.filter((r) => r.week_offset >= 0)) {
      const cohort = cohorts.find((c) => c.week === row.week);
      expect(cohort?.active[row.week_offset], JSON.stringify(row)).toBe(row.n);
    }
  });

  // Last: it deletes a fixture member.
  it('counts retention the same from the rolled-up weeks, the edge days and without the deleted', async () => {
    // 4–12 March: no whole week; Cy (4th) and Dee (10th, 11th) counted day by day.
    expect(await panel('retention', 'from=2020-03-04&to=2020-03-12')).toEqual([
      { week: '2020-03-02', members: 1, active: [1, 0] },
      { week: '2020-03-09', members: 1, active: [1] },
    ]);
    // 2–12 March: the first week summed, 9–12 March day by day.
    const mixed = 'from=2020-03-02&to=2020-03-12';
    expect(await panel('retention', mixed)).toEqual([
      { week: '2020-03-02', members: 3, active: [3, 2] },
      { week: '2020-03-09', members: 1, active: [1] },
    ]);
    await t.db.query('UPDATE accounts SET deleted_at = now() WHERE id = $1', [ids.ben]);
    for (const range of [mixed, RANGE]) {
      expect(await panel('retention', range)).toEqual([
        { week: '2020-03-02', members: 2, active: [2, 1] },
        { week: '2020-03-09', members: 1, active: [1] },
      ]);
    }
  });
});
