import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BACKENDS,
  buildTestApp,
  OTHER_MEMBER,
  signIn,
  type SignedInMember,
  type TestApp,
} from '../../helpers/app.ts';

interface Profile {
  profileInfo: Record<string, unknown>;
  appInfo: { appBlob: string | null };
  following: boolean;
  isProfileOwner: boolean;
  referralAccountId: number | null;
  counts: { albums: number; followers: number; following: number };
}
interface Person {
  accountId: number;
  display: string;
  following: boolean;
}

describe.each(BACKENDS)("another member's profile (%s)", (backend) => {
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

  const get = <T>(url: string, who = dana) =>
    t.app
      .inject({ method: 'GET', url: `/api${url}`, headers: who.headers })
      .then((response) => response.json<T>());
  const profileOf = (id: number, who = dana) =>
    get<{ item: Profile }>(`/users/${id}`, who).then((body) => body.item);
  const people = (id: number, followType: string, who = dana) =>
    get<{ items: Person[]; countTotal: number }>(
      `/users/follow/search?accountId=${id}&followType=${followType}`,
      who,
    );

  it('never shows private data: no e-mail, app blob or referrer, on the profile or its lists', async () => {
    await t.db.query(`UPDATE accounts SET app_blob = '{"shoppingCartId":9}' WHERE id = $1`, [
      marcus.userId,
    ]);
    const profile = await profileOf(marcus.userId);
    expect(profile.isProfileOwner).toBe(false);
    expect(profile.appInfo.appBlob).toBeNull();
    expect(profile.referralAccountId).toBeNull();
    const [email] = await t.db.query<{ email: string }>(
      'SELECT email FROM accounts WHERE id = $1',
      [marcus.userId],
    );
    const everything = JSON.stringify([
      profile,
      await people(marcus.userId, 'FOLLOWERS'),
      await people(marcus.userId, 'FOLLOWING'),
    ]);
    expect(everything).not.toContain(email?.email);
    expect(everything).not.toContain('shoppingCartId');
    expect(everything).not.toMatch(/"(email|passwordHash|password_hash|appBlob":"\{)/);
    // The owner sees their own app blob.
    expect((await profileOf(marcus.userId, marcus)).appInfo.appBlob).toContain('shoppingCartId');
  });

  it('lists followers and followings, and a follow shows on both sides at once', async () => {
    const before = await profileOf(marcus.userId);
    expect(before.following).toBe(false);
    const followers = await people(marcus.userId, 'FOLLOWERS');
    expect(followers.countTotal).toBe(before.counts.followers);
    expect(followers.items.map((person) => person.accountId)).not.toContain(dana.userId);

    await t.app.inject({
      method: 'POST',
      url: '/api/users/follow',
      payload: { accountId: marcus.userId },
      headers: dana.headers,
    });
    const after = await profileOf(marcus.userId);
    expect(after.following).toBe(true);
    expect(after.counts.followers).toBe(before.counts.followers + 1);
    const newest = (await people(marcus.userId, 'FOLLOWERS')).items[0];
    expect(newest).toMatchObject({ accountId: dana.userId });
    const danaFollows = await people(dana.userId, 'FOLLOWING', marcus);
    expect(danaFollows.items.map((person) => person.accountId)).toContain(marcus.userId);
    expect((await profileOf(dana.userId)).counts.following).toBe(danaFollows.countTotal);
  });

  it("shows only the member's posts the viewer may see, and counts only those", async () => {
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/albums/posts',
      payload: { description: 'For my audience only' },
      headers: marcus.headers,
    });
    const { albumId } = post.json<{ item: { albumId: number } }>().item;
    const visible = async () =>
      (
        await get<{ items: { albumId: number }[]; countTotal: number }>(
          `/albums/search?ownerId=${marcus.userId}&limit=100`,
        )
      ).items.map((album) => album.albumId);
    const counted = (await profileOf(marcus.userId)).counts.albums;
    expect(await visible()).toContain(albumId);
    // Hidden from Dana's audiences: gone from his profile's posts and its count for her.
    await t.db.query(
      `UPDATE albums SET visibility_tag_ids = '{99}', visibility_operator = 'or' WHERE id = $1`,
      [albumId],
    );
    expect(await visible()).not.toContain(albumId);
    expect((await profileOf(marcus.userId)).counts.albums).toBe(counted - 1);
    expect(
      (await get<{ countTotal: number }>(`/albums/search?ownerId=${marcus.userId}`, marcus))
        .countTotal,
    ).toBeGreaterThanOrEqual(counted);
  });
});
