import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { VISIBILITY_FIXTURES as F } from '../../src/seed/albums.ts';
import {
  BACKENDS,
  buildTestApp,
  OTHER_MEMBER,
  signIn,
  type SignedInMember,
  type TestApp,
} from '../helpers/app.ts';

interface Album {
  albumId: number;
  albumType: string;
  title: string;
  description: string;
  ownerId: number;
  visibility: string;
  metaData: Record<string, unknown>;
  publicPermissions: { read: boolean; write: boolean; delete: boolean; add: boolean };
  dateUpdated: number;
}

interface ItemBody {
  valid: boolean;
  message: string;
  errorCode?: string;
  item: Album;
}

interface ListBody {
  items: Album[];
  countTotal: number;
}

const cart = {
  offerCart: [
    {
      offerId: 7,
      offerLocationId: 31,
      quantity: 2,
      display: { item: 'Heirloom tomato starts', quantity: 2, fullPrice: 6, discountPrice: 4.5 },
    },
  ],
  currencyType: 'CASH',
  promoCode: '',
  finalPrice: 9,
};

/** What the web client sends (SPEC §7 "Cart album"), position included. */
const cartBody = (metaData: unknown = JSON.stringify(cart)) => ({
  title: 'Shopping Cart',
  albumType: 'cart',
  visibility: 'PUBLIC',
  publicRead: true,
  publicWrite: true,
  publicAdd: true,
  metaData,
  latitude: 38.97,
  longitude: -95.24,
});

describe.each(BACKENDS)('album writes (%s)', (backend) => {
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

  const create = (payload: Record<string, unknown>, member: SignedInMember = dana) =>
    t.app.inject({ method: 'POST', url: '/api/albums', headers: member.headers, payload });
  const update = (id: number, payload: Record<string, unknown>, member: SignedInMember = dana) =>
    t.app.inject({ method: 'PUT', url: `/api/albums/${id}`, headers: member.headers, payload });
  const read = (id: number, member: SignedInMember = dana) =>
    t.app.inject({
      method: 'GET',
      url: `/api/albums/${id}?returnFullResponse=true`,
      headers: member.headers,
    });
  const search = async (query: string, member: SignedInMember = dana): Promise<ListBody> => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/albums/search?${query}`,
      headers: member.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ListBody>();
  };
  const createdId = async (
    payload: Record<string, unknown>,
    member: SignedInMember = dana,
  ): Promise<number> => {
    const response = await create(payload, member);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ItemBody>().item.albumId;
  };

  it('deletes a list its owner made, and nothing of anybody else', async () => {
    const listId = await createdId({ albumType: 'customlist', title: 'Weekend reading' });
    const remove = (id: number, member: SignedInMember = dana) =>
      t.app.inject({ method: 'DELETE', url: `/api/albums/${id}`, headers: member.headers });
    // Not Marcus's to delete: 404, and the list is still there.
    expect((await remove(listId, marcus)).statusCode).toBe(404);
    expect((await read(listId)).statusCode).toBe(200);
    const deleted = await remove(listId);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toMatchObject({ valid: true, message: 'The album has been deleted.' });
    expect((await read(listId)).statusCode).toBe(404);
    expect((await remove(listId)).statusCode).toBe(404);
    // A post of Dana's is deleted through its own route, not this one.
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/albums/posts',
      headers: dana.headers,
      payload: { description: 'Stays here' },
    });
    const postId = post.json<{ item: { albumId: number } }>().item.albumId;
    expect((await remove(postId)).statusCode).toBe(404);
  });

  describe('the cart album (SPEC §7)', () => {
    it('creates a cart owned by the caller, with metaData text stored as an object', async () => {
      const response = await create(cartBody());
      expect(response.statusCode).toBe(200);
      const body = response.json<ItemBody>();
      expect(body).toMatchObject({
        valid: true,
        item: {
          albumType: 'cart',
          title: 'Shopping Cart',
          ownerId: dana.userId,
          visibility: 'PUBLIC',
          publicPermissions: { read: true, write: true, delete: false, add: true },
          metaData: cart,
        },
      });
      expect(body.message.length).toBeGreaterThan(0);

      const again = await read(body.item.albumId);
      expect(again.statusCode).toBe(200);
      expect(again.json<ItemBody>().item).toEqual(body.item);
    });

    it('saves changes with PUT and returns the album as GET does', async () => {
      const id = await createdId(cartBody());
      const changed = { ...cart, promoCode: 'FALL10', finalPrice: 8.1 };
      const response = await update(id, cartBody(JSON.stringify(changed)));
      expect(response.statusCode).toBe(200);
      expect(response.json<ItemBody>()).toMatchObject({
        valid: true,
        item: { albumId: id, metaData: changed },
      });
      const reread = (await read(id)).json<ItemBody>().item;
      expect(reread.metaData).toEqual(changed);
      expect(reread).toEqual(response.json<ItemBody>().item);

      // Fields left out stay as they were.
      const renamed = await update(id, { title: '  Weekend cart  ' });
      expect(renamed.json<ItemBody>().item).toMatchObject({
        title: 'Weekend cart',
        albumType: 'cart',
        metaData: changed,
      });
    });

    it("keeps a member's cart from everybody else, whatever its public flags say", async () => {
      const id = await createdId(cartBody());
      const peek = await read(id, marcus);
      expect(peek.statusCode).toBe(404);
      expect(peek.json()).toMatchObject({ valid: false, errorCode: 'NOT_FOUND' });

      const overwrite = await update(id, cartBody(JSON.stringify({ offerCart: [] })), marcus);
      expect(overwrite.statusCode).toBe(404);
      expect(overwrite.json()).toMatchObject({ valid: false, errorCode: 'NOT_FOUND' });
      expect((await read(id)).json<ItemBody>().item.metaData).toEqual(cart);

      expect((await search('albumType=cart&limit=100', marcus)).countTotal).toBe(0);
      expect((await search('albumType=cart&filter=MINE', marcus)).countTotal).toBe(0);
      expect(
        (await search(`ownerId=${dana.userId}&limit=100`, marcus)).items.map((a) => a.albumId),
      ).not.toContain(id);
      // Its owner finds it with filter=MINE.
      const mine = await search('albumType=cart&filter=MINE');
      expect(mine.items.map((album) => album.albumId)).toEqual([id]);
    });

    it('answers 404 for an album that does not exist', async () => {
      const response = await update(999_999, cartBody());
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ valid: false, errorCode: 'NOT_FOUND' });
    });
  });

  describe('metaData', () => {
    it('round-trips a JSON object as an object', async () => {
      const metaData = { image_width: 640, nested: { list: [1, 'two', null], flag: true } };
      const id = await createdId({ title: 'Notes', albumType: 'customlist', metaData });
      expect((await read(id)).json<ItemBody>().item.metaData).toEqual(metaData);
      const stored = await t.db.query<{ kind: string }>(
        'SELECT jsonb_typeof(meta_data) AS kind FROM albums WHERE id = $1',
        [id],
      );
      expect(stored).toEqual([{ kind: 'object' }]);
    });

    it.each([
      ['cut-off JSON', '{"offerCart": [', 'body/metaData is not valid JSON text'],
      ['plain text', 'not json', 'body/metaData is not valid JSON text'],
      ['an array', '[1, 2]', 'body/metaData must be a JSON object'],
      ['a JSON string', '"text"', 'body/metaData must be a JSON object'],
      [
        'over 64 KiB of text',
        JSON.stringify({ blob: 'x'.repeat(70 * 1024) }),
        'must not be larger',
      ],
      ['an object over 64 KiB', { blob: 'x'.repeat(70 * 1024) }, 'must not be larger'],
      ['a NUL character', '{"note": "a\\u0000b"}', 'must not contain NUL'],
    ])('rejects metaData that is %s with a 400 naming the field', async (_, metaData, message) => {
      const created = await create(cartBody(metaData));
      expect(created.statusCode).toBe(400);
      const body = created.json<{ valid: boolean; message: string; errorCode: string }>();
      expect(body).toMatchObject({ valid: false, errorCode: 'VALIDATION_ERROR' });
      expect(body.message).toContain(message);

      const id = await createdId(cartBody());
      const updated = await update(id, cartBody(metaData));
      expect(updated.statusCode).toBe(400);
      expect(updated.json<{ message: string }>().message).toContain(message);
      expect((await read(id)).json<ItemBody>().item.metaData).toEqual(cart);
    });

    it('applies the audience rules in metaData to who may see the album', async () => {
      const priya = await signIn(t.app, {
        email: 'priya.shah@canopy.test',
        password: 'canopy-member',
      }); // audiences 1, 3
      const jonah = await signIn(t.app, {
        email: 'jonah.whitfield@canopy.test',
        password: 'canopy-member',
      }); // audiences 1, 2
      const id = await createdId({
        title: 'Grower-only bulb exchange',
        albumType: 'news',
        metaData: { visibility_tag_ids: [3] },
      });
      expect((await read(id, priya)).statusCode).toBe(200);
      expect((await read(id, jonah)).statusCode).toBe(404);

      await update(id, { metaData: JSON.stringify({ visibility_tag_ids: '2' }) });
      expect((await read(id, priya)).statusCode).toBe(404);
      expect((await read(id, jonah)).statusCode).toBe(200);
      expect(
        (await search('keyword=bulb exchange&limit=100', jonah)).items.map((a) => a.albumId),
      ).toEqual([id]);
    });
  });

  describe('validation and visibility', () => {
    it.each([
      [{ albumType: 'cart' }, 'body/title is required'],
      [{ title: '   ', albumType: 'cart' }, 'body/title'],
      [{ title: 'x'.repeat(201), albumType: 'cart' }, 'body/title'],
      [{ title: 'Cart' }, 'body/albumType is required'],
      [{ title: 'Cart', albumType: 'basket' }, 'body/albumType must be one of'],
      [{ title: 'Cart', albumType: 'cart', visibility: 'FRIENDS' }, 'body/visibility'],
      [{ title: 'Cart', albumType: 'cart', publicRead: 'yes' }, 'body/publicRead'],
      [{ title: 'Cart', albumType: 'cart', metaData: 42 }, 'body/metaData'],
    ])('rejects %o with a 400 naming the field', async (payload, message) => {
      const response = await create(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(message);
    });

    it('needs a session', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/albums',
        payload: cartBody(),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ valid: false, errorCode: 'SESSION_INVALID' });
    });

    it('shows public posts to others and keeps private ones to the owner', async () => {
      const open = await createdId({ title: 'Open garden day', albumType: 'news' });
      const closed = await createdId({
        title: 'Closed garden notes',
        albumType: 'news',
        visibility: 'PRIVATE',
        description: 'Just for me',
      });
      expect((await read(open, marcus)).statusCode).toBe(200);
      expect((await read(closed, marcus)).statusCode).toBe(404);
      expect((await read(closed)).json<ItemBody>().item).toMatchObject({
        visibility: 'PRIVATE',
        description: 'Just for me',
      });
      const theirs = (await search(`ownerId=${dana.userId}&limit=100`, marcus)).items.map(
        (album) => album.albumId,
      );
      expect(theirs).toContain(open);
      expect(theirs).not.toContain(closed);
    });
  });

  describe('search by owner', () => {
    it("lists only that member's albums the caller may see", async () => {
      const byMarcus = await search(`ownerId=${marcus.userId}&limit=100`);
      expect(byMarcus.items.every((album) => album.ownerId === marcus.userId)).toBe(true);
      const titles = byMarcus.items.map((album) => album.title).sort();
      // Dana lacks the Growers Club audience, and the grow journal is private; the rest
      // (his posts, and the group and event he runs) she sees.
      expect(titles).toEqual(
        expect.arrayContaining(['Best patios in Wichita', 'First frost is coming to Wichita']),
      );
      expect(byMarcus.countTotal).toBe(titles.length);
      expect(titles).not.toContain(F.hiddenAndGrowersLocals);
      expect(titles).not.toContain(F.privateAlbum);

      const forHimself = await search(`ownerId=${marcus.userId}&limit=100`, marcus);
      expect(forHimself.items.map((album) => album.title)).toContain(F.hiddenAndGrowersLocals);
      expect(
        (await search(`ownerId=${marcus.userId}&albumType=customlist`)).items.map((a) => a.title),
      ).toEqual(['Best patios in Wichita']);
      expect((await search('ownerId=999999')).countTotal).toBe(0);
    });

    it('rejects an owner id that is not a positive integer', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/albums/search?ownerId=abc',
        headers: dana.headers,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain('querystring/ownerId');
    });
  });
});
