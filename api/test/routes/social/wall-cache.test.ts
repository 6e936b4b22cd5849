// The wall's answers and the sessions behind them are kept in memory between reads
// (issue 16). These tests hold the cache to what a member must see: their own page, never
// another reader's, and every write on their next read.
import { gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BACKENDS,
  buildTestApp,
  DEMO,
  OTHER_MEMBER,
  signIn,
  type SignedInMember,
  type TestApp,
} from '../../helpers/app.ts';

interface WallPost {
  albumId: number;
  title: string;
  likeCount: number;
  sharedCount: number;
  hasLiked: boolean;
}

interface WallPage {
  items: WallPost[];
}

describe.each(BACKENDS)('the wall answered from memory (%s)', (backend) => {
  let t: TestApp;
  let dana: SignedInMember;
  let marcus: SignedInMember;
  let statements: number;
  beforeEach(async () => {
    t = await buildTestApp(backend);
    dana = await signIn(t.app);
    marcus = await signIn(t.app, OTHER_MEMBER);
    // Counts what the app asks the database from here on (repositories call db.query).
    statements = 0;
    const query = t.db.query.bind(t.db);
    t.db.query = (sql, params, options) => {
      statements += 1;
      return query(sql, params, options);
    };
  });
  afterEach(async () => {
    await t.close();
  });

  const WALL = '/api/albums/wall?limit=10&latitude=39.8283&longitude=-98.5795';
  const read = (who: SignedInMember, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: WALL, headers: { ...who.headers, ...headers } });
  const wall = async (who: SignedInMember) => (await read(who)).json<WallPage>();
  const postBy = async (who: SignedInMember, description: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/albums/posts',
        payload: { description },
        headers: who.headers,
      })
    ).json<{ item: WallPost }>().item;
  const like = (who: SignedInMember, albumId: number) =>
    t.app.inject({ method: 'POST', url: '/api/likes', payload: { albumId }, headers: who.headers });

  it('answers a page read again without asking the database, compressed as asked', async () => {
    const first = await read(dana, { 'accept-encoding': 'gzip' });
    expect(first.headers['content-encoding']).toBe('gzip');
    const asked = statements;
    expect(asked).toBeGreaterThan(0);
    const again = await read(dana, { 'accept-encoding': 'gzip' });
    const plain = await read(dana);
    expect(statements).toBe(asked);
    expect(again.statusCode).toBe(200);
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again.headers['vary']).toMatch(/accept-encoding/i);
    expect(gunzipSync(again.rawPayload).toString()).toBe(gunzipSync(first.rawPayload).toString());
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(gunzipSync(first.rawPayload).toString());
  });

  it("keeps pages in memory across a page view elsewhere, but not across a post's shares", async () => {
    const usage = (action: string, albumId?: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/sirqul/analytics/usage',
        payload: { tag: 'activity-wall', action, customId: albumId },
        headers: marcus.headers,
      });
    const first = (await wall(dana)).items[0];
    if (!first) throw new Error('the demo wall is empty');
    expect((await usage('Viewed')).statusCode).toBe(200);
    const asked = statements;
    expect((await wall(dana)).items[0]).toEqual(first);
    expect(statements).toBe(asked);
    // A share moves the post's sharedCount, which the page shows.
    expect((await usage('Shared', first.albumId)).statusCode).toBe(200);
    const shared = (await wall(dana)).items[0];
    expect(statements).toBeGreaterThan(asked);
    expect(shared).toMatchObject({ albumId: first.albumId, sharedCount: first.sharedCount + 1 });
  });

  it("gives each reader their own page: one member's like is not another's", async () => {
    const post = await postBy(marcus, 'Tomatoes are in');
    expect((await like(dana, post.albumId)).statusCode).toBe(200);
    const forDana = (await wall(dana)).items.find((item) => item.albumId === post.albumId);
    const forMarcus = (await wall(marcus)).items.find((item) => item.albumId === post.albumId);
    expect(forDana).toMatchObject({ hasLiked: true, likeCount: 1 });
    expect(forMarcus).toMatchObject({ hasLiked: false, likeCount: 1 });
    // Read again, each from memory: still each their own.
    expect((await wall(dana)).items[0]).toMatchObject({ albumId: post.albumId, hasLiked: true });
    expect((await wall(marcus)).items[0]).toMatchObject({
      albumId: post.albumId,
      hasLiked: false,
    });
  });

  it("shows another member's post, like and audience change on the reader's next read", async () => {
    const post = await postBy(marcus, 'Seedlings for swap');
    expect((await wall(dana)).items[0]).toMatchObject({ albumId: post.albumId, likeCount: 0 });

    await like(marcus, post.albumId);
    expect((await wall(dana)).items[0]).toMatchObject({ albumId: post.albumId, likeCount: 1 });

    const newer = await postBy(marcus, 'Rain barrel tips');
    expect((await wall(dana)).items[0]?.albumId).toBe(newer.albumId);

    const hidden = await t.app.inject({
      method: 'PUT',
      url: `/api/albums/${newer.albumId}`,
      payload: { visibility: 'PRIVATE' },
      headers: marcus.headers,
    });
    expect(hidden.statusCode).toBe(200);
    const ids = (await wall(dana)).items.map((item) => item.albumId);
    expect(ids).not.toContain(newer.albumId);
    expect(ids[0]).toBe(post.albumId);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/albums/posts/${post.albumId}`,
      headers: marcus.headers,
    });
    expect(deleted.statusCode).toBe(200);
    expect((await wall(dana)).items.map((item) => item.albumId)).not.toContain(post.albumId);
  });

  it('shows a change written straight to the database on the next read', async () => {
    const first = (await wall(dana)).items[0];
    if (!first) throw new Error('the demo wall is empty');
    await t.db.query('UPDATE albums SET title = $2 WHERE id = $1', [first.albumId, 'Renamed']);
    expect((await wall(dana)).items[0]).toMatchObject({ albumId: first.albumId, title: 'Renamed' });
  });

  it('refuses a token as soon as it is signed out, and the others of a password change', async () => {
    expect((await read(dana)).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/users/logout', headers: dana.headers });
    expect((await read(dana)).statusCode).toBe(403);

    const phone = await signIn(t.app, DEMO);
    const laptop = await signIn(t.app, DEMO);
    expect((await read(phone)).statusCode).toBe(200);
    expect((await read(laptop)).statusCode).toBe(200);
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/users/password',
      payload: { currentPassword: DEMO.password, newPassword: 'a much longer garden password' },
      headers: laptop.headers,
    });
    expect(changed.json()).toMatchObject({ valid: true });
    expect((await read(phone)).statusCode).toBe(403);
    expect((await read(laptop)).statusCode).toBe(200);
  });

  it("uses a member's new audiences on their next read", async () => {
    // Marcus's post for one audience only, which Dana is not in until the change below.
    const post = await postBy(marcus, 'Only for the beekeepers');
    const audience = 999_001;
    await t.app.inject({
      method: 'PUT',
      url: `/api/albums/${post.albumId}`,
      payload: { metaData: { visibility_tag_ids: [audience] } },
      headers: marcus.headers,
    });
    expect((await wall(dana)).items.map((item) => item.albumId)).not.toContain(post.albumId);
    await t.db.query('UPDATE accounts SET audience_ids = audience_ids || $2::int WHERE id = $1', [
      dana.userId,
      audience,
    ]);
    expect((await wall(dana)).items.map((item) => item.albumId)).toContain(post.albumId);
  });
});
