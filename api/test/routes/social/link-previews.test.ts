// Link preview cards: the server fetches a linked page's title, description and image, and
// never anything on the machine, its network or the cloud's metadata service (server-side
// request forgery): loopback, private and link-local addresses are refused whether written
// as an address, reached through a host name or through a redirect, and nothing is fetched.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress } from '../../../src/plugins/app/social/link-preview-addresses.ts';
import {
  createLinkPreviewFetcher,
  type LinkPreviewFetchOptions,
  type Resolver,
} from '../../../src/plugins/app/social/link-preview-fetcher.ts';
import {
  BACKENDS,
  buildTestApp,
  signIn,
  type SignedInMember,
  type TestApp,
} from '../../helpers/app.ts';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

interface TestServer {
  server: Server;
  port: number;
  /** Every path asked for, in order. */
  hits: string[];
}

async function listen(host: string, handler: Handler): Promise<TestServer> {
  const hits: string[] = [];
  const server = createServer((request, response) => {
    hits.push(request.url ?? '');
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return { server, port: (server.address() as AddressInfo).port, hits };
}

const close = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

const GOOD_PAGE = `<!doctype html><html><head><title>Fallback</title>
<meta property="og:title" content="Saving tomato seeds">
<meta property="og:description" content="Ferment, rinse, dry: three steps to next year's crop.">
<meta property="og:image" content="/images/seeds.jpg">
</head><body>…</body></html>`;

// The "public" test server listens on 127.0.0.2, which only these tests let through.
const ALLOWED_TEST_ADDRESS = '127.0.0.2';

describe('link preview fetcher', () => {
  // Loopback on both 127.0.0.1 and ::1: anything asked of it is a leak.
  let internal: TestServer;
  let site: TestServer;
  /** Bytes the endless page managed to send before the fetcher hung up. */
  let endlessSent = 0;
  let endlessClosed: Promise<void>;

  beforeAll(async () => {
    internal = await listen('::', (_request, response) => {
      response.setHeader('content-type', 'text/html');
      response.end('<title>Internal admin</title>');
    });
    let closedEndless: () => void = () => undefined;
    endlessClosed = new Promise((resolve) => (closedEndless = resolve));
    site = await listen(ALLOWED_TEST_ADDRESS, (request, response) => {
      const path = request.url ?? '/';
      if (path === '/good') {
        response.setHeader('content-type', 'text/html; charset=utf-8');
        response.end(GOOD_PAGE);
      } else if (path === '/to-loopback') {
        response.writeHead(302, { location: `http://127.0.0.1:${internal.port}/secret` });
        response.end();
      } else if (path === '/to-private-name') {
        response.writeHead(301, { location: `http://intranet.example:${internal.port}/secret` });
        response.end();
      } else if (path.startsWith('/loop')) {
        response.writeHead(302, { location: `/loop${path.length}` });
        response.end();
      } else if (path === '/huge') {
        // The title only after 1 MiB: past what is read.
        response.setHeader('content-type', 'text/html');
        response.write(' '.repeat(1024 * 1024));
        response.end('<title>Too far down</title>');
      } else if (path === '/endless') {
        response.setHeader('content-type', 'text/html');
        response.write('<title>Endless</title>');
        const chunk = Buffer.alloc(64 * 1024, 0x20);
        const more = () => {
          if (response.destroyed) return;
          endlessSent += chunk.length;
          if (response.write(chunk)) setImmediate(more);
          else response.once('drain', more);
        };
        response.on('close', closedEndless);
        more();
      } else if (path === '/slow') {
        response.setHeader('content-type', 'text/html');
        response.write('<title>Slow');
        // …and never the rest.
      } else if (path === '/json') {
        response.setHeader('content-type', 'application/json');
        response.end('{"title":"not html"}');
      } else {
        response.statusCode = 404;
        response.end();
      }
    });
  });
  afterAll(async () => {
    await Promise.all([close(internal.server), close(site.server)]);
  });

  const resolver: Resolver = async (hostname) => {
    const known: Record<string, string> = {
      'garden.example': ALLOWED_TEST_ADDRESS,
      'intranet.example': '10.0.0.1',
      'sneaky.example': '127.0.0.1',
    };
    const address = known[hostname];
    if (!address) throw new Error(`ENOTFOUND ${hostname}`);
    return [{ address, family: 4 }];
  };
  const testOptions: LinkPreviewFetchOptions = {
    resolve: resolver,
    isAllowedAddress: (address) => address === ALLOWED_TEST_ADDRESS || isPublicAddress(address),
  };
  const fetcher = createLinkPreviewFetcher(testOptions);
  const garden = (path: string) => `http://garden.example:${site.port}${path}`;

  it('reads a good page: title, description and image', async () => {
    expect(await fetcher.fetch(garden('/good'))).toEqual({
      ok: true,
      url: garden('/good'),
      preview: {
        title: 'Saving tomato seeds',
        description: "Ferment, rinse, dry: three steps to next year's crop.",
        imageUrl: `http://garden.example:${site.port}/images/seeds.jpg`,
      },
    });
  });

  it('refuses loopback, link-local and private addresses, and fetches nothing from them', async () => {
    const before = internal.hits.length;
    const refused = await Promise.all(
      [
        `http://127.0.0.1:${internal.port}/`,
        `http://[::1]:${internal.port}/`,
        `http://[::ffff:127.0.0.1]:${internal.port}/`,
        'http://169.254.169.254/latest/meta-data/',
        `http://intranet.example:${internal.port}/`,
        `http://sneaky.example:${internal.port}/`,
        garden('/to-loopback'),
        garden('/to-private-name'),
      ].map(async (url) => [url, await fetcher.fetch(url)] as const),
    );
    for (const [url, outcome] of refused) {
      expect({ url, outcome }).toEqual({ url, outcome: { ok: false, reason: 'blocked-address' } });
    }
    expect(internal.hits.length).toBe(before);
  });

  it("lets a test stack's own addresses through, exactly those and nothing else private", async () => {
    const testStack = createLinkPreviewFetcher({
      resolve: resolver,
      testAddresses: [ALLOWED_TEST_ADDRESS],
    });
    expect(await testStack.fetch(garden('/good'))).toMatchObject({ ok: true });
    const before = internal.hits.length;
    expect(await testStack.fetch(`http://127.0.0.1:${internal.port}/`)).toEqual({
      ok: false,
      reason: 'blocked-address',
    });
    expect(await testStack.fetch(garden('/to-loopback'))).toEqual({
      ok: false,
      reason: 'blocked-address',
    });
    expect(internal.hits.length).toBe(before);
  });

  it('refuses what is not http or https', async () => {
    for (const url of ['file:///etc/passwd', 'ftp://garden.example/', 'javascript:alert(1)']) {
      expect(await fetcher.fetch(url)).toEqual({ ok: false, reason: 'not-http' });
    }
  });

  it('follows at most three redirects', async () => {
    expect(await fetcher.fetch(garden('/loop'))).toEqual({
      ok: false,
      reason: 'too-many-redirects',
    });
  });

  it('reads no page that is not HTML', async () => {
    expect(await fetcher.fetch(garden('/json'))).toEqual({ ok: false, reason: 'not-html' });
  });

  it('reads at most 512 KiB of a page', async () => {
    const huge = await fetcher.fetch(garden('/huge'));
    expect(huge).toMatchObject({ ok: true, preview: { title: null } });
    const endless = await fetcher.fetch(garden('/endless'));
    expect(endless).toMatchObject({ ok: true, preview: { title: 'Endless' } });
    // The fetcher hung up: the server stopped writing, well short of an endless page.
    await endlessClosed;
    expect(endlessSent).toBeLessThan(16 * 1024 * 1024);
  });

  it('gives up on a page that does not finish in time', async () => {
    const quick = createLinkPreviewFetcher({ ...testOptions, timeoutMs: 400 });
    const started = Date.now();
    expect(await quick.fetch(garden('/slow'))).toEqual({ ok: false, reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

describe.each(BACKENDS)('GET /api/link-previews (%s)', (backend) => {
  let t: TestApp;
  let dana: SignedInMember;
  let internal: TestServer;
  let site: TestServer;

  beforeAll(async () => {
    internal = await listen('::', (_request, response) => {
      response.setHeader('content-type', 'text/html');
      response.end('<title>Internal admin</title>');
    });
    site = await listen(ALLOWED_TEST_ADDRESS, (request, response) => {
      if (request.url === '/to-loopback') {
        response.writeHead(302, { location: `http://[::1]:${internal.port}/` });
        response.end();
        return;
      }
      response.setHeader('content-type', 'text/html');
      response.end(GOOD_PAGE);
    });
    t = await buildTestApp(backend, {
      linkPreviews: {
        resolve: async (hostname) => {
          if (hostname === 'garden.example') return [{ address: ALLOWED_TEST_ADDRESS, family: 4 }];
          if (hostname === 'intranet.example') return [{ address: '10.0.0.1', family: 4 }];
          throw new Error(`ENOTFOUND ${hostname}`);
        },
        isAllowedAddress: (address) => address === ALLOWED_TEST_ADDRESS || isPublicAddress(address),
      },
    });
    dana = await signIn(t.app);
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([close(internal.server), close(site.server)]);
  });

  const ask = (url: string, headers: Record<string, string> = dana.headers) =>
    t.app.inject({
      method: 'GET',
      url: `/api/link-previews?url=${encodeURIComponent(url)}`,
      headers,
    });

  it("gives a member a page's card, fetched once and then kept", async () => {
    const url = `http://garden.example:${site.port}/seeds#saving`;
    const first = await ask(url);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      valid: true,
      item: {
        url,
        host: 'garden.example',
        title: 'Saving tomato seeds',
        description: "Ferment, rinse, dry: three steps to next year's crop.",
        imageUrl: `http://garden.example:${site.port}/images/seeds.jpg`,
      },
    });
    const again = await ask(`http://garden.example:${site.port}/seeds`);
    expect(again.json()).toMatchObject({ item: { title: 'Saving tomato seeds' } });
    expect(site.hits.filter((path) => path === '/seeds')).toHaveLength(1);
  });

  it('fetches a page again once its kept preview has expired', async () => {
    const url = `http://garden.example:${site.port}/expiring`;
    expect((await ask(url)).statusCode).toBe(200);
    await t.db.query(`UPDATE link_previews SET expires_at = now() - interval '1 second'`);
    expect((await ask(url)).statusCode).toBe(200);
    expect(site.hits.filter((path) => path === '/expiring')).toHaveLength(2);
  });

  it('answers 404 for loopback, link-local, private and redirected-to-private pages, fetching nothing', async () => {
    for (const url of [
      `http://127.0.0.1:${internal.port}/`,
      `http://[::1]:${internal.port}/`,
      'http://169.254.169.254/latest/meta-data/',
      `http://intranet.example:${internal.port}/`,
      `http://garden.example:${site.port}/to-loopback`,
    ]) {
      const response = await ask(url);
      expect({ url, status: response.statusCode, body: response.json() }).toMatchObject({
        url,
        status: 404,
        body: { valid: false, message: 'That page has no preview.' },
      });
    }
    expect(internal.hits).toEqual([]);
  });

  it("reads a new post's linked page at once, and the wall carries the kept cards", async () => {
    const post = async (description: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/albums/posts',
        headers: dana.headers,
        payload: { description },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ item: { albumId: number } }>().item.albumId;
    };
    const withCard = await post(`Seed saving: http://garden.example:${site.port}/wall-card.`);
    const without = await post('No card for http://intranet.example/wall');
    const plain = await post('Nothing linked here, @nobody.');
    // Posting made the server read the page; a member asking now shares that one read.
    await expect.poll(() => site.hits.includes('/wall-card')).toBe(true);
    await ask(`http://garden.example:${site.port}/wall-card`);
    await ask('http://intranet.example/wall');
    expect(site.hits.filter((path) => path === '/wall-card')).toHaveLength(1);

    const wall = await t.app.inject({
      method: 'GET',
      url: '/api/albums/wall?limit=10',
      headers: dana.headers,
    });
    const items = wall.json<{ items: { albumId: number; linkPreview?: unknown }[] }>().items;
    const card = (albumId: number) => items.find((item) => item.albumId === albumId);
    expect(card(withCard)?.linkPreview).toEqual({
      url: `http://garden.example:${site.port}/wall-card`,
      host: 'garden.example',
      title: 'Saving tomato seeds',
      description: "Ferment, rinse, dry: three steps to next year's crop.",
      imageUrl: `http://garden.example:${site.port}/images/seeds.jpg`,
    });
    expect(card(without)?.linkPreview).toBeNull();
    expect(card(plain)).toBeDefined();
    expect(card(plain)).not.toHaveProperty('linkPreview');
    expect(internal.hits).toEqual([]);
  });

  it('refuses addresses that are not http or https, and callers without a session', async () => {
    const refused = await ask('javascript:alert(1)');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      valid: false,
      message: 'Only http and https addresses have previews.',
    });
    expect((await ask(`http://garden.example:${site.port}/`, {})).statusCode).toBe(403);
  });
});

describe('link previews are limited per member', () => {
  it('answers 429 past the per-member limit', async () => {
    const t = await buildTestApp('pglite', {
      memberLimits: { 'link-previews': [{ max: 2, per: 'minute' }] },
      linkPreviews: { resolve: async () => [{ address: '10.0.0.1', family: 4 }] },
    });
    try {
      const dana = await signIn(t.app);
      const statuses: number[] = [];
      for (let call = 0; call < 3; call += 1) {
        const response = await t.app.inject({
          method: 'GET',
          url: '/api/link-previews?url=http%3A%2F%2Fintranet.example%2F',
          headers: dana.headers,
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([404, 404, 429]);
    } finally {
      await t.close();
    }
  });
});
