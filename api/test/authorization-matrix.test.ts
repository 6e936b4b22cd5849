// Who may call what, for every route of the OpenAPI document: a route that asks for the
// bearer token answers 403 in the envelope to no token, a garbage token and a revoked one;
// a public route (or one where the token is optional) serves an anonymous caller, never 403.
// And what a member may see through each route that answers with albums: nothing of an
// album locked to them (SPEC §4 access tags) or of a private group they are not in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VISIBILITY_FIXTURES } from '../src/seed/albums.ts';
import { SECTION_FIXTURES } from '../src/seed/sections.ts';
import { DEMO_SHOP_STAFF } from '../src/seed/demo-credentials.ts';
import {
  BACKENDS,
  buildTestApp,
  DEMO,
  MODERATOR,
  OPERATOR,
  OTHER_MEMBER,
  signIn,
  type SignedInMember,
  type TestApp,
} from './helpers/app.ts';
import { answersWithAlbums, openApiOperations, type Method } from './helpers/openapi-operations.ts';

type Security = Record<string, string[]>[];
interface Operation {
  security?: Security;
  parameters?: {
    name: string;
    in: 'path' | 'query' | 'header';
    required?: boolean;
    schema?: { maximum?: number };
  }[];
  responses?: Record<string, unknown>;
}

/** An album the demo member (Dana) may not read, what of it she must never see, and a word of that. */
interface HiddenAlbum {
  title: string;
  hidden: string[];
  keyword: string;
}

const HIDDEN_ALBUMS: HiddenAlbum[] = [
  // Locked to the Growers Club, which Dana is not in: its tile, never its words.
  {
    title: VISIBILITY_FIXTURES.accessLocked,
    hidden: ['Recording of the Growers Club talk'],
    keyword: 'recording',
  },
  // A private group Dana is not a member of, and a post written in it.
  {
    title: SECTION_FIXTURES.privateGroup,
    hidden: [SECTION_FIXTURES.privateGroup, 'keeps heirloom seed lines'],
    keyword: 'heirloom',
  },
  {
    title: 'The Cherokee Purple line is ready to share: 40 packets.',
    hidden: ['Cherokee Purple line'],
    keyword: 'cherokee',
  },
];

// Members only, though the bearer header is optional there: a browser's EventSource cannot
// send it, so a one-time ticket in the query stands in for it.
const TICKET_ROUTES = new Set(['get /api/live/stream']);

// The staff console's routes (issue 35) and the least role each needs: a route under
// /api/staff/ missing here fails the test below, so none ships without its row.
const STAFF_ROUTES: Record<string, 'moderator' | 'operator'> = {
  'get /api/staff/members': 'operator',
  'put /api/staff/members/1/role': 'operator',
  'get /api/staff/audit': 'moderator',
  'get /api/staff/dashboard/members': 'operator',
  'get /api/staff/dashboard/activity': 'operator',
  'get /api/staff/dashboard/top-pages': 'operator',
  'get /api/staff/dashboard/top-content': 'operator',
  'get /api/staff/dashboard/funnel': 'operator',
  'get /api/staff/dashboard/retention': 'operator',
  'get /api/staff/releases': 'operator',
  'post /api/staff/releases/1/rollback': 'operator',
  'get /api/staff/config': 'operator',
  'get /api/staff/config/versions': 'operator',
  'get /api/staff/config/versions/1': 'operator',
  'get /api/staff/config/diff': 'operator',
  'post /api/staff/config/versions': 'operator',
  'post /api/staff/config/versions/1/rollback': 'operator',
  'post /api/staff/config/drafts': 'operator',
  'get /api/staff/config/drafts/1': 'operator',
  'get /api/staff/shops': 'operator',
  'post /api/staff/shops/1/invites': 'operator',
  'post /api/staff/shops/1/staff/1/revoke': 'operator',
  'get /api/staff/queue': 'moderator',
  'post /api/staff/queue/actions': 'moderator',
  'get /api/staff/members/1/record': 'moderator',
  'post /api/staff/sanctions/1/lift': 'moderator',
  'get /api/staff/settings': 'operator',
  'put /api/staff/settings': 'operator',
  'get /api/staff/shop-settings': 'operator',
  'put /api/staff/shop-settings': 'operator',
  'get /api/staff/words': 'moderator',
  'post /api/staff/words': 'operator',
  'put /api/staff/words/1': 'operator',
  'delete /api/staff/words/1': 'operator',
};

const SESSION_INVALID = {
  valid: false,
  message: 'Your session has ended. Please sign in again.',
  errorCode: 'SESSION_INVALID',
};

describe.each(BACKENDS)('authorization matrix (%s)', (backend) => {
  let t: TestApp;
  let routes: { method: Method; url: string; access: 'member' | 'optional' | 'public' }[];
  beforeAll(async () => {
    t = await buildTestApp(backend, { rateLimitMax: 0 });
    routes = (await openApiOperations<Operation>()).map(([method, path, operation]) => {
      const security = operation.security ?? [];
      const access = TICKET_ROUTES.has(`${method} ${path}`)
        ? ('member' as const)
        : security.length === 0
          ? ('public' as const)
          : security.some((entry) => Object.keys(entry).length === 0)
            ? ('optional' as const)
            : ('member' as const);
      return { method, url: path.replace(/\{[^}]+\}/g, '1'), access };
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (method: Method, url: string, authorization?: string) =>
    t.app.inject({
      method: method.toUpperCase() as 'GET',
      url,
      headers: authorization ? { authorization } : {},
      ...(method === 'get' || method === 'delete' ? {} : { payload: {} }),
    });

  it('turns away members-only routes without a live session, in the envelope', async () => {
    const revoked = await signIn(t.app);
    await t.app.inject({ method: 'POST', url: '/api/users/logout', headers: revoked.headers });
    const members = routes.filter((route) => route.access === 'member');
    expect(members.length).toBeGreaterThan(100);
    const wrong: string[] = [];
    for (const { method, url } of members) {
      for (const authorization of [
        undefined,
        'Bearer not-a-session',
        revoked.headers.authorization,
      ]) {
        const response = await call(method, url, authorization);
        if (response.statusCode !== 403 || response.body !== JSON.stringify(SESSION_INVALID)) {
          wrong.push(
            `${method} ${url} (${authorization ? 'token' : 'none'}) → ${response.statusCode}`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  /** What the album routes show `who` of `album`: each answer that shows its hidden words. */
  const albumLeaks = async (who: SignedInMember, album: HiddenAlbum): Promise<string[]> => {
    const operations = (await openApiOperations<Operation>()).filter(
      ([method, , operation]) => method === 'get' && answersWithAlbums(operation),
    );
    expect(operations.length).toBeGreaterThan(10);
    const leaks: string[] = [];
    const [row] = await t.db.query<{ id: number; owner_id: number }>(
      'SELECT id, owner_id FROM albums WHERE title = $1',
      [album.title],
    );
    if (!row) throw new Error(`No album "${album.title}" in the demo data`);
    // What each parameter is, when it names the album, its owner or a search for its words.
    const values: Record<string, string> = {
      albumId: String(row.id),
      albumIds: String(row.id),
      ownerId: String(row.owner_id),
      keyword: album.keyword,
      // The one search (GET /search) and the tag page (GET /albums/tagged).
      q: album.keyword,
      tag: album.keyword,
      limit: '100',
      token: 'not-an-invite',
    };
    for (const [, path, operation] of operations) {
      const parameters = operation.parameters ?? [];
      const query = (names: (name: string, required: boolean) => boolean) =>
        parameters
          .filter((p) => p.in === 'query' && p.name in values && names(p.name, p.required ?? false))
          .map((p) => {
            // A page as long as the route allows (the one search takes 20 of each kind).
            const value =
              p.name === 'limit' && p.schema?.maximum !== undefined
                ? String(Math.min(Number(values.limit), p.schema.maximum))
                : (values[p.name] ?? '');
            return `${p.name}=${encodeURIComponent(value)}`;
          })
          .join('&');
      const base = path.replace(/\{[^}]+\}/g, String(row.id));
      // Once with only what is required (the wall, a plain search), once naming the album.
      for (const search of [
        query((name, required) => required || name === 'limit'),
        query(() => true),
      ]) {
        const url = search ? `${base}?${search}` : base;
        const response = await t.app.inject({ method: 'GET', url, headers: who.headers });
        if (response.statusCode >= 500) leaks.push(`${url} → ${response.statusCode}`);
        for (const text of album.hidden) {
          if (response.body.includes(text)) leaks.push(`${url} shows "${text}"`);
        }
      }
    }
    return leaks;
  };

  it("shows nobody a locked album's content or a private group they are not in, on any album route", async () => {
    const dana = await signIn(t.app);
    const leaks: string[] = [];
    for (const album of HIDDEN_ALBUMS) leaks.push(...(await albumLeaks(dana, album)));
    expect(leaks).toEqual([]);
  });

  it('shows nobody a post by a member they muted or blocked, nor by one who blocked them, on any album route', async () => {
    const dana = await signIn(t.app);
    const marcus = await signIn(t.app, OTHER_MEMBER);
    const title = 'Marigold cuttings to swap this weekend #marigold';
    const written = await t.app.inject({
      method: 'POST',
      url: '/api/albums/posts',
      headers: marcus.headers,
      payload: { description: title },
    });
    expect(written.statusCode, written.body).toBe(200);
    const album = { title, hidden: [title], keyword: 'marigold' };
    // Dana sees the post before, so the checks below can fail.
    expect(await albumLeaks(dana, album)).not.toEqual([]);
    const hide = (by: SignedInMember, other: SignedInMember, kind: 'BLOCK' | 'MUTE') =>
      t.app.inject({
        method: 'PUT',
        url: `/api/users/hidden/${other.userId}`,
        headers: by.headers,
        payload: { kind },
      });
    const unhide = (by: SignedInMember, other: SignedInMember) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/users/hidden/${other.userId}`,
        headers: by.headers,
      });
    const leaks: string[] = [];
    for (const [label, by, other, kind] of [
      ['muted', dana, marcus, 'MUTE'],
      ['blocked', dana, marcus, 'BLOCK'],
      ['blocked by the author', marcus, dana, 'BLOCK'],
    ] as const) {
      expect((await hide(by, other, kind)).statusCode).toBe(200);
      leaks.push(...(await albumLeaks(dana, album)).map((leak) => `${label}: ${leak}`));
      expect((await unhide(by, other)).statusCode).toBe(200);
    }
    expect(leaks).toEqual([]);
  });

  it('lets nobody react to, or read the reactions of, an album they may not read', async () => {
    const dana = await signIn(t.app);
    const wrong: string[] = [];
    for (const album of HIDDEN_ALBUMS) {
      const [row] = await t.db.query<{ id: number }>('SELECT id FROM albums WHERE title = $1', [
        album.title,
      ]);
      if (!row) throw new Error(`No album "${album.title}" in the demo data`);
      const calls = [
        {
          method: 'PUT' as const,
          url: '/api/emoji-reactions',
          payload: { albumId: row.id, reaction: 'heart' },
        },
        { method: 'DELETE' as const, url: `/api/emoji-reactions?albumId=${row.id}` },
      ];
      for (const call of calls) {
        const response = await t.app.inject({ ...call, headers: dana.headers });
        if (response.statusCode !== 404)
          wrong.push(`${call.method} ${album.title} → ${response.statusCode}`);
      }
      const read = await t.app.inject({
        method: 'GET',
        url: `/api/emoji-reactions?albumIds=${row.id}`,
        headers: dana.headers,
      });
      if (read.json<{ items: unknown[] }>().items.length > 0) wrong.push(`GET ${album.title}`);
    }
    expect(wrong).toEqual([]);
  });

  it('serves public routes and optional-token routes to an anonymous caller', async () => {
    const open = routes.filter((route) => route.access !== 'member');
    expect(open.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining(['post /api/users/login', 'post /api/users/signup']),
    );
    const wrong: string[] = [];
    for (const { method, url } of open) {
      const response = await call(method, url);
      if (response.statusCode === 403 || response.statusCode >= 500) {
        wrong.push(`${method} ${url} → ${response.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers every staff route by role: anonymous, member, moderator, operator', async () => {
    const staff = routes.filter((route) => route.url.startsWith('/api/staff/'));
    expect(staff.map((route) => `${route.method} ${route.url}`).sort()).toEqual(
      Object.keys(STAFF_ROUTES).sort(),
    );
    const signedIn = {
      member: await signIn(t.app, DEMO),
      moderator: await signIn(t.app, MODERATOR),
      operator: await signIn(t.app, OPERATOR),
    };
    const wrong: string[] = [];
    for (const { method, url } of staff) {
      const needed = STAFF_ROUTES[`${method} ${url}`];
      const anonymous = await call(method, url);
      if (anonymous.statusCode !== 403 || anonymous.json().errorCode !== 'SESSION_INVALID') {
        wrong.push(`${method} ${url} anonymous → ${anonymous.statusCode}`);
      }
      for (const [role, who] of Object.entries(signedIn)) {
        const allowed = role === 'operator' || (role === 'moderator' && needed === 'moderator');
        const response = await call(method, url, who.headers.authorization);
        const refused =
          response.statusCode === 403 && response.json().errorCode === 'ROLE_REQUIRED';
        if (allowed === refused || response.statusCode >= 500) {
          wrong.push(`${method} ${url} ${role} → ${response.statusCode}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("answers every business route about one shop's order, offer or hours with 404 to anyone who does not staff that shop", async () => {
    // Shop 1 is the demo staff's; Marcus is made staff of shop 2, Dana staffs none.
    const staff1 = await signIn(t.app, DEMO_SHOP_STAFF);
    const [shop1] = await t.db.query<{ id: number }>(
      'SELECT retailer_location_id AS id FROM shop_staff WHERE account_id = $1',
      [staff1.userId],
    );
    const [shop2] = await t.db.query<{ id: number }>(
      'SELECT id FROM retailer_locations WHERE id <> $1 ORDER BY id LIMIT 1',
      [shop1?.id],
    );
    const marcus = await signIn(t.app, OTHER_MEMBER);
    await t.db.query('INSERT INTO shop_staff (account_id, retailer_location_id) VALUES ($1, $2)', [
      marcus.userId,
      shop2?.id,
    ]);
    const [order] = await t.db.query<{ id: number }>(
      `INSERT INTO orders (account_id, order_type, currency_type, subtotal_cents, total_cents)
       VALUES ((SELECT id FROM accounts WHERE email = $1), 'PURCHASE', 'CASH', 0, 0)
       RETURNING id`,
      [DEMO.email],
    );
    const [shopOrder] = await t.db.query<{ id: number }>(
      `INSERT INTO shop_orders (order_id, retailer_location_id, amount_cents)
       VALUES ($1, $2, 0) RETURNING id`,
      [order?.id, shop1?.id],
    );
    const [offerAt1] = await t.db.query<{ id: number }>(
      'SELECT id FROM offer_locations WHERE retailer_location_id = $1 ORDER BY id LIMIT 1',
      [shop1?.id],
    );
    // Every business route that names a shop, an order or an offer of shop 1.
    const business = routes.filter(
      (route) =>
        /^\/api\/business\/(orders|menu|locations\/1)/.test(route.url) && route.access === 'member',
    );
    expect(business.length).toBeGreaterThanOrEqual(10);
    const wrong: string[] = [];
    const bodies: Record<string, object> = {
      steps: { action: 'accept' },
      collect: { redemptionCode: 'NONE-NONE-NONE', idChecked: true },
      '1': { stock: 7 },
      hours: { hours: [{ day: 'MONDAY', open: '09:00', close: '18:00' }] },
      closures: { closures: [{ date: '2030-01-01', note: 'New Year' }] },
      menu: { name: 'Matrix Tincture', fullPrice: 12.5, stock: 3 },
    };
    for (const { method, url } of business) {
      const real = url
        .replace('/orders/1', `/orders/${shopOrder?.id}`)
        .replace('/menu/1', `/menu/${offerAt1?.id}`)
        .replace('/locations/1/', `/locations/${shop1?.id}/`)
        .concat(/\/(orders|menu)$/.test(url) ? `?retailerLocationId=${shop1?.id}` : '');
      const send = (who: SignedInMember) =>
        t.app.inject({
          method: method.toUpperCase() as 'GET',
          url: real,
          headers: who.headers,
          ...(method === 'get' ? {} : { payload: bodies[url.split('/').pop() ?? ''] ?? {} }),
        });
      for (const [name, who] of [
        ['staff of shop 2', marcus],
        ['a member', await signIn(t.app, DEMO)],
      ] as const) {
        const response = await send(who);
        if (response.statusCode !== 404) {
          wrong.push(`${method} ${real} ${name} → ${response.statusCode}`);
        }
      }
      const own = await send(staff1);
      if (own.statusCode !== 200) {
        wrong.push(`${method} ${real} staff of shop 1 → ${own.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
