import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashToken } from '../../src/lib/tokens.ts';
import { VISIBILITY_FIXTURES as F } from '../../src/seed/albums.ts';
import { DEMO_INVITE_ALBUM_TITLE, DEMO_INVITE_TOKEN } from '../../src/seed/invites.ts';
import {
  BACKENDS,
  buildTestApp,
  OTHER_MEMBER,
  PUBLIC_API_URL,
  signIn,
  type SignedInMember,
  type TestApp,
} from '../helpers/app.ts';

interface Album {
  albumId: number;
  title: string;
  ownerId: number;
  coverURL: string | null;
  userCount: number;
}

interface Invite {
  token: string;
  url: string;
  inviter: { accountId: number; display: string; profileImage: string; accountType: string };
  inviteText: string;
  albumTitle: string;
  albumCoverUrl: string | null;
  album: Album;
  offerId: null;
  offerLocationId: null;
}

interface Envelope<T> {
  valid: boolean;
  message: string;
  errorCode?: string;
  item: T;
}

const ELENA = { email: 'elena.ortiz@canopy.test', password: 'canopy-member' } as const;

describe.each(BACKENDS)('invites (%s)', (backend) => {
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

  const albumId = async (title: string): Promise<number> => {
    const rows = await t.db.query<{ id: number }>('SELECT id FROM albums WHERE title = $1', [
      title,
    ]);
    const id = rows[0]?.id;
    if (id === undefined) throw new Error(`No album titled ${title}`);
    return id;
  };
  const invite = (id: number, member: SignedInMember = dana) =>
    t.app.inject({
      method: 'POST',
      url: '/api/invite/album',
      headers: member.headers,
      payload: { albumId: id, latitude: 38.97, longitude: -95.24 },
    });
  const tokenFor = async (id: number, member: SignedInMember = dana): Promise<string> => {
    const response = await invite(id, member);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Envelope<Invite>>().item.token;
  };
  const show = (token: string, member: SignedInMember = marcus) =>
    t.app.inject({
      method: 'GET',
      url: `/api/invite?token=${encodeURIComponent(token)}&latitude=37.69&longitude=-97.34`,
      headers: member.headers,
    });
  const accept = (token: string, member: SignedInMember = marcus, autoFriend = true) =>
    t.app.inject({
      method: 'POST',
      url: '/api/invite/accept',
      headers: member.headers,
      payload: { token, autoFriend, autoAttendEvent: false, autoFavoriteOffer: false },
    });
  const profile = async (id: number, viewer: SignedInMember) =>
    (await t.app.inject({ method: 'GET', url: `/api/users/${id}`, headers: viewer.headers })).json<
      Envelope<{ friend: boolean; counts: { albums: number; friends: number } }>
    >().item;

  describe('creating and reading an invite', () => {
    it('returns a link with an opaque token, the inviter and the album', async () => {
      const id = await albumId('Welcome to Canopy');
      const response = await invite(id);
      expect(response.statusCode).toBe(200);
      const body = response.json<Envelope<Invite>>();
      expect(body.valid).toBe(true);
      const { item } = body;
      expect(item.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(item.url).toBe(`http://localhost:3000/#/albums/invite?token=${item.token}`);
      expect(item).toMatchObject({
        inviter: {
          accountId: dana.userId,
          display: 'Dana Rivera',
          profileImage: `${PUBLIC_API_URL}/media/avatar-dana-rivera.svg`,
          accountType: 'MEMBER',
        },
        inviteText: 'Dana Rivera invited you to "Welcome to Canopy" on Canopy.',
        albumTitle: 'Welcome to Canopy',
        albumCoverUrl: `${PUBLIC_API_URL}/media/cover-prairie.svg`,
        album: { albumId: id, title: 'Welcome to Canopy' },
        offerId: null,
        offerLocationId: null,
      });
      // Only a hash of the token is stored.
      const stored = await t.db.query<{ token_hash: string }>(
        'SELECT token_hash FROM album_invites WHERE album_id = $1',
        [id],
      );
      expect(stored).toEqual([{ token_hash: hashToken(item.token) }]);

      const shown = await show(item.token);
      expect(shown.statusCode).toBe(200);
      const seen = shown.json<Envelope<Invite>>().item;
      expect({ ...seen, album: undefined }).toEqual({ ...item, album: undefined });
      expect(seen.album.albumId).toBe(id);
    });

    it('uses the configured web app address in the link', async () => {
      await t.close();
      t = await buildTestApp(backend, { publicAppUrl: 'https://canopy.example/' });
      dana = await signIn(t.app);
      const response = await invite(await albumId('Welcome to Canopy'));
      const { item } = response.json<Envelope<Invite>>();
      expect(item.url).toBe(`https://canopy.example/#/albums/invite?token=${item.token}`);
    });

    it('answers 404 for albums the member cannot see or that do not exist', async () => {
      for (const id of [await albumId(F.hiddenOrGrowers), await albumId(F.privateAlbum), 999_999]) {
        const response = await invite(id);
        expect(response.statusCode, String(id)).toBe(404);
        expect(response.json()).toMatchObject({ valid: false, errorCode: 'NOT_FOUND' });
      }
    });

    it('refuses to share a cart as a business rule', async () => {
      const cart = await t.app.inject({
        method: 'POST',
        url: '/api/albums',
        headers: dana.headers,
        payload: { title: 'Shopping Cart', albumType: 'cart', metaData: '{}' },
      });
      const response = await invite(cart.json<Envelope<Album>>().item.albumId);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ valid: false, errorCode: 'ALBUM_NOT_SHAREABLE' });
      expect(
        await t.db.query('SELECT 1 FROM album_invites WHERE inviter_id = $1', [dana.userId]),
      ).toHaveLength(0);
    });

    it('answers 404 for unknown and expired tokens, and 400 without one', async () => {
      expect((await show('no-such-invite-token')).statusCode).toBe(404);
      const token = await tokenFor(await albumId('Welcome to Canopy'));
      await t.db.query(
        "UPDATE album_invites SET expires_at = now() - interval '1 minute' WHERE token_hash = $1",
        [hashToken(token)],
      );
      const expired = await show(token);
      expect(expired.statusCode).toBe(404);
      expect(expired.json()).toMatchObject({ valid: false, errorCode: 'NOT_FOUND' });
      expect((await accept(token)).statusCode).toBe(404);

      const missing = await t.app.inject({
        method: 'GET',
        url: '/api/invite',
        headers: marcus.headers,
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json<{ message: string }>().message).toBe('querystring/token is required');
    });

    it('needs a session', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/invite?token=${DEMO_INVITE_TOKEN}`,
      });
      expect(response.statusCode).toBe(403);
    });
  });

  describe('accepting', () => {
    it('joins the album and befriends the inviter', async () => {
      const id = await albumId('Welcome to Canopy');
      const before = await profile(dana.userId, marcus);
      expect(before).toMatchObject({ friend: false, counts: { friends: 0 } });
      const token = await tokenFor(id);

      const response = await accept(token);
      expect(response.statusCode).toBe(200);
      const body = response.json<Envelope<{ album: Album }>>();
      expect(body).toMatchObject({
        valid: true,
        message: 'You joined "Welcome to Canopy".',
        item: { album: { albumId: id, title: 'Welcome to Canopy' } },
      });
      const members = await t.db.query<{ account_id: number }>(
        'SELECT account_id FROM album_members WHERE album_id = $1',
        [id],
      );
      expect(members).toEqual([{ account_id: marcus.userId }]);
      expect(await profile(dana.userId, marcus)).toMatchObject({
        friend: true,
        counts: { friends: 1 },
      });
      expect(await profile(marcus.userId, dana)).toMatchObject({
        friend: true,
        counts: { friends: 1 },
      });
    });

    it('says no, as a business rule, to a second acceptance', async () => {
      const token = await tokenFor(await albumId('Welcome to Canopy'));
      expect((await accept(token)).json()).toMatchObject({ valid: true });
      const again = await accept(token);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({
        valid: false,
        message: 'You have already joined "Welcome to Canopy".',
        errorCode: 'INVITE_ALREADY_ACCEPTED',
      });
      // A second invite to the same album does not join it twice either.
      const other = await tokenFor(await albumId('Welcome to Canopy'));
      expect((await accept(other)).json()).toMatchObject({
        valid: false,
        errorCode: 'INVITE_ALREADY_ACCEPTED',
      });
    });

    it("says no to accepting one's own invite, or an invite to one's own album", async () => {
      // The demo groups, channels and events have members of their own.
      const members = async () => (await t.db.query('SELECT 1 FROM album_members')).length;
      const before = await members();
      const token = await tokenFor(await albumId('Welcome to Canopy'));
      const own = await accept(token, dana);
      expect(own.statusCode).toBe(200);
      expect(own.json()).toMatchObject({ valid: false, errorCode: 'INVITE_OWN' });
      expect(own.json<{ message: string }>().message).toContain('your own invite');

      // Dana invites Marcus to his own post.
      const toHisOwn = await tokenFor(await albumId('Best patios in Wichita'));
      expect((await accept(toHisOwn)).json()).toMatchObject({
        valid: false,
        errorCode: 'INVITE_OWN',
      });
      expect(await members()).toBe(before);
    });

    it('does not befriend the inviter without autoFriend', async () => {
      const token = await tokenFor(await albumId('Welcome to Canopy'));
      expect((await accept(token, marcus, false)).json()).toMatchObject({ valid: true });
      expect(await profile(dana.userId, marcus)).toMatchObject({ friend: false });
      expect(await t.db.query('SELECT 1 FROM friendships')).toHaveLength(0);
    });

    it('lets an owner share a private album, and joining lets the invitee read it', async () => {
      const id = await albumId(F.privateAlbum);
      const read = () =>
        t.app.inject({ method: 'GET', url: `/api/albums/${id}`, headers: dana.headers });
      expect((await read()).statusCode).toBe(404);

      const token = await tokenFor(id, marcus);
      const shown = await show(token, dana);
      expect(shown.statusCode).toBe(200);
      expect(shown.json<Envelope<Invite>>().item).toMatchObject({
        albumTitle: F.privateAlbum,
        inviter: { accountId: marcus.userId },
      });
      const before = shown.json<Envelope<Invite>>().item.album.userCount;
      const joined = await accept(token, dana);
      expect(joined.json()).toMatchObject({
        valid: true,
        item: { album: { albumId: id, userCount: before + 1 } },
      });
      expect((await read()).statusCode).toBe(200);
      // Joining is not listing: the private album still stays out of searches.
      const search = await t.app.inject({
        method: 'GET',
        url: `/api/albums/search?albumIds=${id}`,
        headers: dana.headers,
      });
      expect(search.json<{ countTotal: number }>().countTotal).toBe(0);
    });

    it("never shows, through someone else's invite, an album hidden from the invitee", async () => {
      // Marcus (Growers Club) invites Dana to Priya's Growers-only post.
      const id = await albumId(F.hiddenOrGrowers);
      const token = await tokenFor(id, marcus);
      expect((await show(token, dana)).statusCode).toBe(404);
      expect((await accept(token, dana)).statusCode).toBe(404);
      // Elena, also in the Growers Club, may follow it.
      const elena = await signIn(t.app, ELENA);
      expect((await show(token, elena)).json()).toMatchObject({
        valid: true,
        item: { albumTitle: F.hiddenOrGrowers },
      });
      expect((await accept(token, elena)).json()).toMatchObject({ valid: true });
    });
  });

  it('seeds a demo invite from Marcus to Dana', async () => {
    const response = await show(DEMO_INVITE_TOKEN, dana);
    expect(response.statusCode).toBe(200);
    expect(response.json<Envelope<Invite>>().item).toMatchObject({
      token: DEMO_INVITE_TOKEN,
      url: `http://localhost:3000/#/albums/invite?token=${DEMO_INVITE_TOKEN}`,
      inviter: { accountId: marcus.userId, display: 'Marcus Bell' },
      albumTitle: DEMO_INVITE_ALBUM_TITLE,
    });
    expect((await accept(DEMO_INVITE_TOKEN, dana)).json()).toMatchObject({
      valid: true,
      message: `You joined "${DEMO_INVITE_ALBUM_TITLE}".`,
    });
  });
});
