// The funnel panel reads each member's posts and completed orders from a table triggers keep
// (migration 370). These tests hold it to a direct count of the posts and orders themselves,
// for the panel and for every member's row, as members sign up, post, order, delete and leave.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BACKENDS,
  buildTestApp,
  OPERATOR,
  signIn,
  type SignedInMember,
  type TestApp,
} from '../helpers/app.ts';

interface Envelope<T> {
  item: T;
}
interface SignedIn {
  user: { id: number };
  session: { token: string };
}
interface Funnel {
  signedUp: number;
  posted: number;
  ordered: number;
}

const PASSWORD = 'maple syrup lanterns';

describe.each(BACKENDS)('community dashboard funnel counts (%s)', (backend) => {
  let t: TestApp;
  let operator: SignedInMember;
  const today = new Date().toISOString().slice(0, 10);
  const range = `from=${today}&to=${today}`;

  beforeAll(async () => {
    t = await buildTestApp(backend, { rateLimitMax: 0, memberLimits: 'off' });
    operator = await signIn(t.app, OPERATOR);
  });
  afterAll(async () => {
    await t.close();
  });

  let signups = 0;
  const signUp = async () => {
    signups += 1;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/signup',
      payload: {
        email: `funnel-${signups}@dashboard.test`,
        password: PASSWORD,
        firstName: 'Funnel',
        lastName: `Member ${signups}`,
        ageConfirmed: true,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { user, session } = response.json<Envelope<SignedIn>>().item;
    return { id: user.id, headers: { authorization: `Bearer ${session.token}` } };
  };
  type Member = Awaited<ReturnType<typeof signUp>>;

  const writePost = async (who: Member) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/albums/posts',
      headers: who.headers,
      payload: { description: 'Counted by the funnel' },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Envelope<{ albumId: number }>>().item.albumId;
  };
  const deletePost = async (who: Member, id: number) => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/albums/posts/${id}`,
      headers: who.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const order = async (who: Member, status: string) =>
    (
      await t.db.query<{ id: number }>(
        `INSERT INTO orders (account_id, order_type, currency_type, status, subtotal_cents,
           total_cents) VALUES ($1, 'PURCHASE', 'CASH', $2, 500, 500) RETURNING id`,
        [who.id, status],
      )
    )[0]?.id;

  const panel = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/staff/dashboard/funnel?${range}`,
      headers: operator.headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json<Envelope<Funnel>>().item;
  };
  /** The funnel counted from the posts and orders themselves. */
  const counted = async (): Promise<Funnel> => {
    const [row] = await t.db.query<Funnel>(
      `WITH joined AS (
         SELECT id FROM accounts WHERE deleted_at IS NULL
            AND created_at >= ($1::date::timestamp AT TIME ZONE 'UTC')
            AND created_at < (($1::date + 1)::timestamp AT TIME ZONE 'UTC')),
       posted AS (
         SELECT j.id FROM joined j
          WHERE EXISTS (SELECT 1 FROM albums WHERE owner_id = j.id AND album_type = 'post'))
       SELECT (SELECT count(*) FROM joined)::int AS "signedUp",
              (SELECT count(*) FROM posted)::int AS posted,
              (SELECT count(*) FROM posted p WHERE EXISTS (
                 SELECT 1 FROM orders WHERE account_id = p.id AND status = 'COMPLETED'))::int
                AS ordered`,
      [today],
    );
    return row ?? { signedUp: 0, posted: 0, ordered: 0 };
  };
  /** Every member whose kept posts or completed orders differ from a direct count. */
  const disagreeing = () =>
    t.db.query(
      `WITH direct AS (
         SELECT a.id AS account_id,
                (SELECT count(*) FROM albums WHERE owner_id = a.id AND album_type = 'post')::int
                  AS posts,
                (SELECT count(*) FROM orders WHERE account_id = a.id AND status = 'COMPLETED')::int
                  AS completed_orders
           FROM accounts a)
       SELECT d.account_id, d.posts, d.completed_orders, c.posts AS kept_posts,
              c.completed_orders AS kept_orders
         FROM direct d LEFT JOIN dashboard_member_counts c USING (account_id)
        WHERE (d.posts, d.completed_orders)
              IS DISTINCT FROM (COALESCE(c.posts, 0), COALESCE(c.completed_orders, 0))`,
    );
  const expectFunnel = async (expected: Funnel) => {
    expect(await counted()).toEqual(expected);
    expect(await panel()).toEqual(expected);
    expect(await disagreeing()).toEqual([]);
  };

  it('agrees with a direct count as members post, order, delete and leave', async () => {
    // The demo community's posts and orders, counted by the migration, agree to begin with.
    expect(await disagreeing()).toEqual([]);
    const base = await counted();
    const [ana, ben, cy] = [await signUp(), await signUp(), await signUp()];
    await expectFunnel({ signedUp: base.signedUp + 3, posted: base.posted, ordered: base.ordered });

    const anaPost = await writePost(ana);
    const anaSecond = await writePost(ana);
    const benPost = await writePost(ben);
    const anaOrder = await order(ana, 'COMPLETED');
    await order(ben, 'PENDING');
    await order(cy, 'COMPLETED'); // an order without a post is not in the funnel's last step
    await expectFunnel({
      signedUp: base.signedUp + 3,
      posted: base.posted + 2,
      ordered: base.ordered + 1,
    });

    // A second post deleted leaves Ana posted; her order refunded takes her out of the last step.
    await deletePost(ana, anaSecond);
    await t.db.query("UPDATE orders SET status = 'REFUNDED' WHERE id = $1", [anaOrder]);
    await expectFunnel({
      signedUp: base.signedUp + 3,
      posted: base.posted + 2,
      ordered: base.ordered,
    });
    // Ben's pending order completes; Ana's order deleted; Ben's only post deleted.
    await t.db.query(
      "UPDATE orders SET status = 'COMPLETED' WHERE account_id = $1 AND status = 'PENDING'",
      [ben.id],
    );
    await t.db.query('DELETE FROM orders WHERE id = $1', [anaOrder]);
    await deletePost(ana, anaPost);
    await expectFunnel({
      signedUp: base.signedUp + 3,
      posted: base.posted + 1,
      ordered: base.ordered + 1,
    });
    await deletePost(ben, benPost);
    await expectFunnel({ signedUp: base.signedUp + 3, posted: base.posted, ordered: base.ordered });

    // A post moved to another member (as an import might) is counted for them.
    const cyPost = await writePost(cy);
    await t.db.query('UPDATE albums SET owner_id = $1 WHERE id = $2', [ben.id, cyPost]);
    await expectFunnel({
      signedUp: base.signedUp + 3,
      posted: base.posted + 1,
      ordered: base.ordered + 1,
    });

    // A member who deletes their account leaves the funnel; their posts stay counted as theirs.
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/users/myprofile/delete',
      headers: ben.headers,
      payload: { password: PASSWORD },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await expectFunnel({ signedUp: base.signedUp + 2, posted: base.posted, ordered: base.ordered });
    // A member removed outright takes their posts and orders with them.
    await writePost(cy);
    await expectFunnel({
      signedUp: base.signedUp + 2,
      posted: base.posted + 1,
      ordered: base.ordered + 1,
    });
    await t.db.query('DELETE FROM accounts WHERE id = $1', [cy.id]);
    await expectFunnel({ signedUp: base.signedUp + 1, posted: base.posted, ordered: base.ordered });
  });
});
