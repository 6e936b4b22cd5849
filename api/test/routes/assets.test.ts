import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { VISIBILITY_FIXTURES as F } from '../../src/seed/albums.ts';
import {
  BACKENDS,
  buildTestApp,
  OTHER_MEMBER,
  PUBLIC_API_URL,
  signIn,
  type SignedInMember,
  type TestApp,
} from '../helpers/app.ts';

interface Asset {
  assetId: number;
  albumId: number;
  fileName: string;
  caption: string;
  mediaType: string;
  mimeType: string;
  fullURL: string | null;
  thumbnailURL: string | null;
  uploader: { accountId: number; display: string };
  created: number;
}

interface AssetList {
  valid: true;
  items: Asset[];
  count: number;
  countTotal: number;
  hasMoreResults: boolean;
}

describe.each(BACKENDS)('assets (%s)', (backend) => {
  let t: TestApp;
  let dana: SignedInMember;
  beforeEach(async () => {
    t = await buildTestApp(backend);
    dana = await signIn(t.app);
  });
  afterEach(async () => {
    await t.close();
  });

  const get = (query: string, who: SignedInMember | null = dana) =>
    t.app.inject({ method: 'GET', url: `/api/asset/search?${query}`, headers: who?.headers });
  const list = async (query: string, who: SignedInMember = dana) => {
    const response = await get(query, who);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AssetList>();
  };
  const albumIdOf = async (title: string) =>
    (await t.db.query<{ id: number }>('SELECT id FROM albums WHERE title = $1', [title]))[0]?.id ??
    0;
  const assetIdsOf = async (title: string) =>
    (
      await t.db.query<{ id: number }>(
        'SELECT a.id FROM assets a JOIN albums al ON al.id = a.album_id WHERE al.title = $1 ORDER BY a.position',
        [title],
      )
    ).map((row) => row.id);

  it("lists an album's photos in order, in the platform's asset shape", async () => {
    const albumId = await albumIdOf('My balcony garden, month two');
    const photos = await list(`albumId=${albumId}`);
    expect(photos.countTotal).toBe(3);
    expect(photos.items.map((asset) => asset.caption)).toEqual([
      expect.any(String),
      'Basil and thyme on the railing',
      'The tomato starts, two weeks in',
    ]);
    expect(photos.items[1]).toMatchObject({
      albumId,
      fileName: 'cover-herbs.svg',
      mediaType: 'IMAGE',
      mimeType: 'image/svg+xml',
      fullURL: `${PUBLIC_API_URL}/media/cover-herbs.svg`,
      thumbnailURL: `${PUBLIC_API_URL}/media/cover-herbs.svg`,
      uploader: { accountId: dana.userId, display: 'Dana Rivera' },
      likesCount: expect.any(Number),
      commentsCount: 0,
      metaData: {},
    });
    // The album says how many assets it holds, and that is what the search finds.
    const album = await t.app.inject({
      method: 'GET',
      url: `/api/albums/${albumId}`,
      headers: dana.headers,
    });
    expect(album.json<{ item: { assetCount: number } }>().item.assetCount).toBe(3);
  });

  it('finds assets by id in the order asked, leaving out those of hidden albums', async () => {
    const [cover, herbs] = await assetIdsOf('My balcony garden, month two');
    const [hidden] = await assetIdsOf(F.hiddenOrGrowers); // Growers Club only
    const [privateOne] = await assetIdsOf(F.privateAlbum); // Marcus's private journal
    const found = await list(`assetIds=${herbs},${hidden},${cover},${privateOne},999999`);
    expect(found.items.map((asset) => asset.assetId)).toEqual([herbs, cover]);
    expect(found.countTotal).toBe(2);
    // Marcus is in the Growers Club and owns the journal, so he gets both.
    const marcus = await signIn(t.app, OTHER_MEMBER);
    const his = await list(`assetIds=${hidden},${privateOne}`, marcus);
    expect(his.items.map((asset) => asset.assetId)).toEqual([hidden, privateOne]);
    // Repeated keys work like a comma list.
    expect((await list(`assetIds=${cover}&assetIds=${herbs}`)).countTotal).toBe(2);
  });

  it('answers 404 for a hidden album and ACCESS_DENIED for a locked one', async () => {
    expect((await get(`albumId=${await albumIdOf(F.hiddenOrGrowers)}`)).statusCode).toBe(404);
    expect((await get(`albumId=${await albumIdOf(F.privateAlbum)}`)).statusCode).toBe(404);
    expect((await get('albumId=2000000000')).statusCode).toBe(404);
    const locked = await get(`albumId=${await albumIdOf(F.accessLocked)}`);
    expect(locked.json()).toMatchObject({ valid: false, errorCode: 'ACCESS_DENIED' });
    // Asked for by id, a locked album's assets are simply left out.
    const [lockedAsset] = await assetIdsOf(F.accessLocked);
    expect((await list(`assetIds=${lockedAsset}`)).items).toEqual([]);
    const marcus = await signIn(t.app, OTHER_MEMBER); // has the Growers Club access tag
    expect((await list(`assetIds=${lockedAsset}`, marcus)).countTotal).toBe(1);
  });

  it('combines album and ids, and pages', async () => {
    const albumId = await albumIdOf('My balcony garden, month two');
    const [cover, herbs] = await assetIdsOf('My balcony garden, month two');
    const [other] = await assetIdsOf('Best patios in Wichita');
    const both = await list(`albumId=${albumId}&assetIds=${other},${herbs}`);
    expect(both.items.map((asset) => asset.assetId)).toEqual([herbs]);
    const page = await list(`albumId=${albumId}&start=1&limit=1`);
    expect(page).toMatchObject({ count: 1, countTotal: 3, hasMoreResults: true });
    expect(page.items[0]?.assetId).toBe(herbs);
    expect(cover).toBeDefined();
  });

  it('validates input and needs a session', async () => {
    const none = await get('start=0');
    expect(none.statusCode).toBe(400);
    expect(none.json<{ message: string }>().message).toBe(
      'querystring/assetIds or querystring/albumId is required',
    );
    const tooMany = await get(
      `assetIds=${Array.from({ length: 101 }, (_, index) => index + 1).join(',')}`,
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json<{ message: string }>().message).toContain('at most 100');
    expect((await get('assetIds=abc')).statusCode).toBe(400);
    expect((await get('albumId=0')).statusCode).toBe(400);
    expect((await get('albumId=1', null)).statusCode).toBe(403);
  });
});
