import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { VISIBILITY_FIXTURES as F } from '../../../src/seed/albums.ts';
import {
  BACKENDS,
  buildTestApp,
  OTHER_MEMBER,
  signIn,
  type SignedInMember,
  type TestApp,
} from '../../helpers/app.ts';

interface Person {
  accountId: number;
  display: string;
  following: boolean;
  followerCount: number;
}
interface Influencer extends Person {
  rank: number;
  engagement: number;
  postCount: number;
}

describe.each(BACKENDS)('following members (%s)', (backend) => {
  let t: TestApp;
  let dana: SignedInMember;
  let marcus: SignedInMember;
  beforeEach(async () => {
    t = await buildTestApp(backend);
    dana = await signIn(t.app);
    marcus = await signIn(t.app, OTHER_MEMBER);
  });
  afterEach(async () => {
    await t.close();
  });

  const follow = (accountId: number, who = dana) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/follow',
      payload: { accountId },
      headers: who.headers,
    });
  const findPerson = async (keyword: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/users/people/search?keyword=${keyword}`,
        headers: dana.headers,
      })
    ).json<{ items: Person[] }>().items[0];
  const influencers = async (who = dana) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/users/influencers?limit=100',
        headers: who.headers,
      })
    ).json<{ items: Influencer[] }>().items;

  it('follows once, shows it in people search and records one FOLLOW event', async () => {
    const before = await findPerson('Marcus');
    expect(before).toMatchObject({ following: false });
    await follow(marcus.userId);
    const second = await follow(marcus.userId);
    expect(second.json()).toMatchObject({
      item: {
        accountId: marcus.userId,
        following: true,
        followerCount: (before?.followerCount ?? 0) + 1,
      },
    });
    expect(await findPerson('Marcus')).toMatchObject({
      following: true,
      followerCount: (before?.followerCount ?? 0) + 1,
    });
    const events = await t.db.query(
      `SELECT event, sender_id, recipient_id FROM social_events WHERE event = 'FOLLOW'
         AND sender_id = $1`,
      [dana.userId],
    );
    expect(events).toEqual([
      { event: 'FOLLOW', sender_id: dana.userId, recipient_id: marcus.userId },
    ]);

    const unfollowed = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/follow?accountId=${marcus.userId}`,
      headers: dana.headers,
    });
    expect(unfollowed.json()).toMatchObject({ item: { following: false } });
  });

  it('cannot follow yourself or nobody', async () => {
    expect((await follow(dana.userId)).statusCode).toBe(404);
    expect((await follow(2_000_000)).statusCode).toBe(404);
  });

  it('ranks influencers by followers and engagement, counting only posts you may see', async () => {
    const ranked = await influencers();
    expect(ranked.map((person) => person.rank)).toEqual(ranked.map((_, index) => index + 1));
    expect(ranked.some((person) => person.accountId === dana.userId)).toBe(false);

    // Engagement counts what the viewer may see: Priya's Growers-only post counts when
    // Marcus (a grower) looks, not when Dana does.
    const hidden = (
      await t.db.query<{ owner_id: number; engagement: number }>(
        'SELECT owner_id, like_count + comments_count AS engagement FROM albums WHERE title = $1',
        [F.hiddenOrGrowers],
      )
    )[0];
    const ownerForDana = ranked.find((person) => person.accountId === hidden?.owner_id);
    const ownerForMarcus = (await influencers(marcus)).find(
      (person) => person.accountId === hidden?.owner_id,
    );
    expect(hidden?.engagement).toBeGreaterThan(0);
    expect((ownerForMarcus?.engagement ?? 0) - (ownerForDana?.engagement ?? 0)).toBe(
      hidden?.engagement,
    );

    // Followers lift a member: ten followers outweigh a hundred likes.
    const last = ranked.at(-1);
    const accounts = await t.db.query<{ id: number }>(
      'SELECT id FROM accounts WHERE id <> $1 ORDER BY id LIMIT 40',
      [last?.accountId],
    );
    for (const account of accounts) {
      await t.db.query('INSERT INTO follows (follower_id, followed_id) VALUES ($1, $2)', [
        account.id,
        last?.accountId,
      ]);
    }
    const after = await influencers();
    expect(after.findIndex((person) => person.accountId === last?.accountId)).toBeLessThan(
      ranked.length - 1,
    );
  });
});
