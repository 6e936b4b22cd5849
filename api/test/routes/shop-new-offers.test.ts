// Staff add new offers to their shop's menu with photos, and change an offer's photos
// (issue 36, item 4): photos are the staff member's own uploads (POST /assets, the posts'
// upload path), served to every member once on the menu and kept by the sweep of
// unattached uploads. Only the shop's staff may (404 otherwise); a refused field names
// itself and writes nothing. Closures to come are in the shop's answer for members.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_SHOP_STAFF } from '../../src/seed/demo-credentials.ts';
import { DEMO_STAFFED_SHOP } from '../../src/seed/marketplace.ts';
import {
  type ApiCall,
  BACKENDS,
  buildTestApp,
  callAs,
  OTHER_MEMBER,
  type SignedInMember,
  signIn,
  type TestApp,
} from '../helpers/app.ts';
import { imageOf } from '../helpers/images.ts';

const PNG = await imageOf('png', 40, 30);

interface MenuItem {
  offerLocationId: number;
  offerId: number;
  offerName: string;
  fullPrice: number;
  discountPrice: number;
  stock: number;
  photos: { photoId: string; thumbnailURL: string; fullURL: string }[];
}

type Answer = { valid?: boolean; errorCode?: string; message: string; item?: MenuItem };

describe.each(BACKENDS)('new offers and offer photos (%s)', (backend) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(backend);
  });
  afterEach(async () => {
    await t.close();
  });

  const call = <T>(...request: ApiCall) => callAs<T>(t.app, ...request);

  async function upload(who: SignedInMember): Promise<string> {
    const data = new FormData();
    data.append('file', new Blob([PNG], { type: 'image/png' }), 'offer.png');
    const request = new Request('http://api.test/', { method: 'POST', body: data });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/assets',
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { ...who.headers, 'content-type': request.headers.get('content-type') ?? '' },
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ item: { uploadId: string } }>().item.uploadId;
  }

  async function demoShop() {
    const [shop] = await t.db.query<{ id: number }>(
      'SELECT id FROM retailer_locations WHERE name = $1',
      [DEMO_STAFFED_SHOP],
    );
    return shop!.id;
  }

  it('lets staff add an offer with a photo that members see; others get 404; refusals write nothing', async () => {
    const jordan = await signIn(t.app, DEMO_SHOP_STAFF);
    const dana = await signIn(t.app);
    const marcus = await signIn(t.app, OTHER_MEMBER);
    const shop = await demoShop();
    const photo = await upload(jordan);
    const create = (who: SignedInMember, body: object) =>
      call<Answer>(who, 'POST', `/business/locations/${shop}/menu`, body);
    const offer = {
      name: '  Sunflower Tincture ',
      description: 'Made in Lawrence.',
      sizes: ['15 ml', '30 ml'],
      fullPrice: 24,
      discountPrice: 19.5,
      stock: 8,
      photos: [photo],
    };

    expect((await create(dana, offer)).status).toBe(404);
    const [{ count: offersBefore } = { count: 0 }] = await t.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM offers',
    );
    // Refusals: each names its field; nothing is written.
    expect((await create(jordan, { ...offer, name: undefined })).status).toBe(400);
    expect((await create(jordan, { ...offer, stock: -1 })).status).toBe(400);
    const sale = await create(jordan, { ...offer, discountPrice: 30 });
    expect(sale.body).toMatchObject({ valid: false, errorCode: 'INVALID_OFFER' });
    expect(sale.body.message).toMatch(/^Sale price:/);
    const marcusPhoto = await upload(marcus);
    const notMine = await create(jordan, { ...offer, photos: [marcusPhoto] });
    expect(notMine.body.message).toMatch(/^Photos:/);
    const notAnUpload = await create(jordan, { ...offer, photos: ['../../etc/passwd'] });
    expect(notAnUpload.body.message).toMatch(/^Photos:/);
    const twice = await create(jordan, { ...offer, photos: [photo, photo] });
    expect(twice.body.message).toMatch(/^Photos:/);
    const [{ count: offersAfter } = { count: 0 }] = await t.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM offers',
    );
    expect(offersAfter).toBe(offersBefore);

    const made = await create(jordan, offer);
    expect(made.status).toBe(200);
    expect(made.body.item).toMatchObject({
      offerName: 'Sunflower Tincture',
      fullPrice: 24,
      discountPrice: 19.5,
      stock: 8,
      photos: [{ photoId: photo }],
    });

    // A member's next read of the shop has it, with its photo, served without a signature.
    const page = await call<{
      item: { offers: { offerName: string; image: string | null; price: number }[] };
    }>(dana, 'GET', `/retailers/location/${shop}`);
    const listed = page.body.item.offers.find((entry) => entry.offerName === 'Sunflower Tincture');
    expect(listed).toMatchObject({ price: 19.5 });
    expect(listed?.image).toContain(`/media/uploads/${photo}`);
    const image = await t.app.inject({ method: 'GET', url: `/media/uploads/${photo}/thumbnail` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toContain('public');

    // A day later the sweep of unattached uploads keeps it (and drops Marcus's lone one).
    await t.db.query("UPDATE uploads SET created_at = now() - interval '3 days'");
    await t.app.uploads.deleteUnattached();
    const kept = await t.db.query<{ id: string }>(
      'SELECT id::text FROM uploads WHERE id = ANY($1::uuid[])',
      [[photo, marcusPhoto]],
    );
    expect(kept.map((row) => row.id)).toEqual([photo]);
  });

  it("changes an offer's photos: keeps, adds and removes; another shop's staff get 404", async () => {
    const jordan = await signIn(t.app, DEMO_SHOP_STAFF);
    const marcus = await signIn(t.app, OTHER_MEMBER);
    const shop = await demoShop();
    const first = await upload(jordan);
    const made = await call<Answer>(jordan, 'POST', `/business/locations/${shop}/menu`, {
      name: 'Photo Test Pre-roll',
      fullPrice: 9,
      stock: 2,
      photos: [first],
    });
    const item = made.body.item!;
    const edit = (who: SignedInMember, photos: string[]) =>
      call<Answer>(who, 'PUT', `/business/menu/${item.offerLocationId}`, { photos });

    expect((await edit(marcus, [])).status).toBe(404);
    const second = await upload(jordan);
    const both = await edit(jordan, [second, first]);
    expect(both.body.item?.photos.map((entry) => entry.photoId)).toEqual([second, first]);
    const [row] = await t.db.query<{ image: string; images: string[] }>(
      'SELECT image, images FROM offers WHERE id = $1',
      [item.offerId],
    );
    expect(row).toEqual({
      image: `uploads/${second}`,
      images: [`uploads/${second}`, `uploads/${first}`],
    });
    const none = await edit(jordan, []);
    expect(none.body.item?.photos).toEqual([]);
    // Removed, the photo is no longer public: only a signed link would serve it.
    const gone = await t.app.inject({ method: 'GET', url: `/media/uploads/${first}/thumbnail` });
    expect(gone.statusCode).toBe(404);
  });

  it("answers a shop's closures to come to its staff and to members on the shop's page", async () => {
    const jordan = await signIn(t.app, DEMO_SHOP_STAFF);
    const dana = await signIn(t.app);
    const shop = await demoShop();
    const closures = [
      { date: '2099-12-24', note: 'Christmas Eve' },
      { date: '2099-12-25', note: 'Christmas' },
    ];
    const saved = await call(jordan, 'PUT', `/business/locations/${shop}/closures`, { closures });
    expect(saved.status).toBe(200);
    const staffView = await call<{ item: { closures: object[] } }>(
      jordan,
      'GET',
      `/business/locations/${shop}/closures`,
    );
    expect(staffView.body.item.closures).toEqual(closures);
    expect((await call(dana, 'GET', `/business/locations/${shop}/closures`)).status).toBe(404);
    const page = await call<{ item: { closures: object[] } }>(
      dana,
      'GET',
      `/retailers/location/${shop}`,
    );
    expect(page.body.item.closures).toEqual(closures);
  });
});
