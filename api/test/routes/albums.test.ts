import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COUNT_CAP } from '../../src/lib/paging.ts';
import { VISIBILITY_FIXTURES as F } from '../../src/seed/albums.ts';
import {
  BACKENDS,
  buildTestApp,
  OPERATOR,
  OTHER_MEMBER,
  PUBLIC_API_URL,
  signIn,
  type SignedInMember,
  type TestApp,
} from '../helpers/app.ts';

interface Album {
  albumId: number;
  albumType: string;
  title: string;
  ownerId: number;
  owner: { accountId: number; display: string; profileImage: string };
  likeCount: number;
  dateCreated: number;
  coverURL: string | null;
  distance: number | null;
  categoryIds: number[];
  metaData: Record<string, unknown>;
}

interface AlbumList {
  valid: boolean;
  items: Album[];
  count: number;
  countTotal: number;
  hasMoreResults: boolean;
  start: number;
  limit: number;
}

describe.each(BACKENDS)('albums (%s)', (backend) => {
  let t: TestApp;
  let dana: SignedInMember;
  beforeEach(async () => {
    t = await buildTestApp(backend);
    dana = await signIn(t.app);
  });
  afterEach(async () => {
    await t.close();
  });

  const search = async (query: string, member: SignedInMember = dana): Promise<AlbumList> => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/albums/search?${query}`,
      headers: member.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AlbumList>();
  };
  const titles = (list: AlbumList) => list.items.map((album) => album.title);
  const idOf = async (title: string): Promise<number> => {
    const rows = await t.db.query<{ id: number }>('SELECT id FROM albums WHERE title = $1', [
      title,
    ]);
    const id = rows[0]?.id;
    if (id === undefined) throw new Error(`No album titled ${title}`);
    return id;
  };

  describe('visibility (SPEC §4)', () => {
    it("hides albums whose tags do not match the member's audiences", async () => {
      const visible = titles(await search('limit=100&latitude=38.97&longitude=-95.24'));
      // Dana belongs to audiences 1 and 2.
      expect(visible).toContain(F.visibleAndLocals); // and [1,2]
      expect(visible).toContain(F.visibleDefaultOr); // default operator, ["2","9"]
      expect(visible).toContain(F.accessLocked); // no visibility tags; access is separate
      expect(visible).not.toContain(F.hiddenOrGrowers); // or [3]
      expect(visible).not.toContain(F.hiddenAndInsiders); // and "1,4"
      expect(visible).not.toContain(F.hiddenAndGrowersLocals); // AND [2,3]
      expect(visible).not.toContain(F.privateAlbum);
      expect(visible).not.toContain(F.draftAlbum);
    });

    it('shows the same albums to members whose audiences match', async () => {
      const marcus = await signIn(t.app, OTHER_MEMBER); // audiences 1, 2, 3
      const forMarcus = titles(await search('limit=100', marcus));
      expect(forMarcus).toContain(F.hiddenOrGrowers);
      expect(forMarcus).toContain(F.hiddenAndGrowersLocals);
      expect(forMarcus).not.toContain(F.hiddenAndInsiders);
      // His own private album is his, but it is not public.
      expect(forMarcus).not.toContain(F.privateAlbum);
      const operator = await signIn(t.app, OPERATOR); // audiences 1–5
      const forOperator = titles(await search('limit=100', operator));
      expect(forOperator).toEqual(
        expect.arrayContaining([F.hiddenOrGrowers, F.hiddenAndInsiders, F.hiddenAndGrowersLocals]),
      );
    });

    it('never returns a hidden album by id, and locks albums the member may not open', async () => {
      const get = (id: number, member: SignedInMember = dana) =>
        t.app.inject({
          method: 'GET',
          url: `/api/albums/${id}?returnFullResponse=true`,
          headers: member.headers,
        });
      for (const title of [F.hiddenOrGrowers, F.hiddenAndInsiders, F.privateAlbum, F.draftAlbum]) {
        const response = await get(await idOf(title));
        expect(response.statusCode, title).toBe(404);
        expect(response.json()).toMatchObject({ valid: false, errorCode: 'NOT_FOUND' });
      }
      expect((await get(999_999)).statusCode).toBe(404);

      const visible = await get(await idOf(F.visibleAndLocals));
      expect(visible.statusCode).toBe(200);
      expect(visible.json()).toMatchObject({ valid: true, item: { title: F.visibleAndLocals } });

      const locked = await get(await idOf(F.accessLocked));
      expect(locked.statusCode).toBe(200);
      expect(locked.json()).toEqual({
        valid: false,
        message: 'You do not have access to this content.',
        errorCode: 'ACCESS_DENIED',
      });
      const marcus = await signIn(t.app, OTHER_MEMBER); // in the Growers Club (3)
      expect((await get(await idOf(F.accessLocked), marcus)).json()).toMatchObject({ valid: true });
      expect((await get(await idOf(F.privateAlbum), marcus)).json()).toMatchObject({ valid: true });
    });
  });

  describe('MINE and assistant conversations', () => {
    it("returns only the member's own albums, including private conversations", async () => {
      const mine = await search('filter=MINE&limit=100');
      expect(mine.items.length).toBeGreaterThan(0);
      expect(mine.items.every((album) => album.ownerId === dana.userId)).toBe(true);
      expect(titles(mine)).toEqual(
        expect.arrayContaining(['My balcony garden, month two', "Dana's favorite shops"]),
      );

      const chats = await search('albumType=chat_bot&filter=MINE&sortField=ALBUM_UPDATED');
      expect(chats.countTotal).toBe(4);
      for (const chat of chats.items) {
        expect(chat.albumType).toBe('chat_bot');
        const messages = chat.metaData.messages as { role: string; text: string; at: string }[];
        expect(messages.length).toBeGreaterThan(1);
        for (const message of messages) {
          expect(['user', 'assistant']).toContain(message.role);
          expect(message.text.length).toBeGreaterThan(0);
          expect(Number.isNaN(Date.parse(message.at))).toBe(false);
        }
      }
    });

    it("never shows a member's conversations to anyone else", async () => {
      const chatId =
        (await search('albumType=chat_bot&filter=MINE&limit=1')).items[0]?.albumId ?? 0;
      const marcus = await signIn(t.app, OTHER_MEMBER);
      expect((await search('albumType=chat_bot&limit=100', marcus)).countTotal).toBe(0);
      expect((await search('albumType=chat_bot&filter=MINE', marcus)).countTotal).toBe(0);
      expect((await search('albumType=chat_bot&limit=100')).countTotal).toBe(0);
      const byId = await t.app.inject({
        method: 'GET',
        url: `/api/albums/${chatId}`,
        headers: marcus.headers,
      });
      expect(byId.statusCode).toBe(404);
    });
  });

  describe('sorting', () => {
    it('falls back to ALBUM_CREATED (newest first) for unknown sort fields', async () => {
      const byCreated = await search('limit=100&sortField=ALBUM_CREATED');
      const created = byCreated.items.map((album) => album.dateCreated);
      expect(created).toEqual([...created].sort((a, b) => b - a));
      for (const sortField of ['NOT_A_FIELD', 'DROP TABLE albums', '']) {
        const fallback = await search(`limit=100&sortField=${encodeURIComponent(sortField)}`);
        expect(titles(fallback)).toEqual(titles(byCreated));
      }
      expect(titles(await search('limit=100'))).toEqual(titles(byCreated));
    });

    it('sorts by an allowed field, with sortOrder overriding the direction', async () => {
      const likes = (await search('limit=100&sortField=ALBUM_LIKES')).items.map(
        (album) => album.likeCount,
      );
      expect(likes).toEqual([...likes].sort((a, b) => b - a));
      expect(likes[0]).toBeGreaterThan(likes[likes.length - 1] ?? 0);
      const ascending = (await search('limit=100&sortField=ALBUM_LIKES&sortOrder=ASC')).items.map(
        (album) => album.likeCount,
      );
      expect(ascending).toEqual([...likes].sort((a, b) => a - b));
      const byTitle = titles(await search('limit=100&sortField=ALBUM_TITLE'));
      expect(byTitle).toEqual(
        [...byTitle].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
      );
    });

    it('sorts by distance from the member', async () => {
      const near = await search(
        'limit=100&sortField=ALBUM_DISTANCE&latitude=38.9717&longitude=-95.2353',
      );
      const distances = near.items.map((album) => album.distance ?? Infinity);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      expect(distances[0]).toBeLessThan(1); // a Lawrence post
    });
  });

  describe('filters and paging', () => {
    it('pages with start and limit, defaulting to 10 and capping at 100', async () => {
      const all = await search('limit=100');
      expect(all.countTotal).toBe(all.items.length);
      const firstPage = await search('');
      expect(firstPage).toMatchObject({
        start: 0,
        limit: 10,
        count: 10,
        countTotal: all.countTotal,
        hasMoreResults: true,
      });
      const lastPage = await search(`start=${all.countTotal - 2}&limit=5`);
      expect(lastPage).toMatchObject({
        count: 2,
        hasMoreResults: false,
        countTotal: all.countTotal,
      });
      expect(titles(lastPage)).toEqual(titles(all).slice(-2));
      const pastTheEnd = await search('start=500&limit=5');
      expect(pastTheEnd).toMatchObject({
        count: 0,
        items: [],
        countTotal: all.countTotal,
        hasMoreResults: false,
      });
      expect((await search('limit=5000')).limit).toBe(100);
    });

    it('counts at most COUNT_CAP matches, so a long list does not count every row on every page', async () => {
      const owner = (
        await t.db.query<{ id: number }>('SELECT owner_id AS id FROM albums LIMIT 1')
      )[0]!.id;
      await t.db.query(
        `INSERT INTO albums (owner_id, album_type, title, visibility, published, public_read)
         SELECT $1, 'crowd', 'Crowd ' || n, 'PUBLIC', true, true FROM generate_series(1, $2::int) n`,
        [owner, COUNT_CAP + 50],
      );
      const first = await search('albumType=crowd&limit=10');
      expect(first).toMatchObject({ count: 10, countTotal: COUNT_CAP, hasMoreResults: true });
      // Deep pages still count past their next row; the last page knows its total exactly.
      const deep = await search(`albumType=crowd&start=${COUNT_CAP}&limit=10`);
      expect(deep).toMatchObject({ count: 10, countTotal: COUNT_CAP + 11, hasMoreResults: true });
      const last = await search(`albumType=crowd&start=${COUNT_CAP + 40}&limit=20`);
      expect(last).toMatchObject({ count: 10, countTotal: COUNT_CAP + 50, hasMoreResults: false });
    });

    it('filters by album type, keyword, ids and categories', async () => {
      const brands = await search('albumType=brand');
      expect(brands.items.length).toBe(2);
      expect(brands.items.every((album) => album.albumType === 'brand')).toBe(true);
      const mixed = await search('albumType=brand,star&limit=100');
      expect(new Set(mixed.items.map((album) => album.albumType))).toEqual(
        new Set(['brand', 'star']),
      );

      expect(titles(await search('keyword=SUNFLOWER'))).toEqual([
        'Sunflowers along I-70 are at their peak',
      ]);
      expect((await search('keyword=100%25')).countTotal).toBe(0);

      const ids = [
        await idOf(F.visibleAndLocals),
        await idOf(F.hiddenOrGrowers),
        await idOf('Welcome to Canopy'),
      ];
      expect(titles(await search(`albumIds=${ids.join(',')}`)).sort()).toEqual(
        [F.visibleAndLocals, 'Welcome to Canopy'].sort(),
      );

      const anyOf = await search('categoryIds=23,24&limit=100');
      expect(
        anyOf.items.every((album) => album.categoryIds.some((id) => id === 23 || id === 24)),
      ).toBe(true);
      const allOf = await search('categoryIds=21,22&strictMap=true&limit=100');
      expect(allOf.items.length).toBeGreaterThan(0);
      expect(
        allOf.items.every(
          (album) => album.categoryIds.includes(21) && album.categoryIds.includes(22),
        ),
      ).toBe(true);
      expect(allOf.items.length).toBeLessThan(
        (await search('categoryIds=21,22&limit=100')).items.length,
      );
    });

    it('returns albums in the platform shape with absolute media URLs', async () => {
      const [album] = (
        await search('keyword=Welcome to Canopy&nocache=12345&returnFullResponse=true')
      ).items;
      expect(album).toMatchObject({
        albumType: 'news',
        title: 'Welcome to Canopy',
        owner: {
          display: 'Casey Morgan',
          profileImage: `${PUBLIC_API_URL}/media/avatar-casey-morgan.svg`,
        },
        coverURL: `${PUBLIC_API_URL}/media/cover-prairie.svg`,
        fullURL: `${PUBLIC_API_URL}/media/cover-prairie.svg`,
        thumbnailURL: `${PUBLIC_API_URL}/media/cover-prairie.svg`,
        mediaType: 'IMAGE',
        tags: ['announcement', 'welcome'],
        visibility: 'PUBLIC',
        publicPermissions: { read: true, write: false, delete: false, add: false },
        metaData: { image_width: 1200, image_height: 800 },
      });
      expect(album?.ownerId).toBe(album?.owner.accountId);
      expect(album?.dateCreated).toBeLessThan(Date.now());
    });
  });
});
