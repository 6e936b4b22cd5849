import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BACKENDS,
  buildTestApp,
  signIn,
  type SignedInMember,
  type TestApp,
} from '../../helpers/app.ts';

// The wall's own query, as the front end sends it: the largest JSON a member loads.
const WALL = '/api/albums/search?sortField=ALBUM_CREATED&start=0&limit=100';

describe.each(BACKENDS)('response compression (%s)', (backend) => {
  let t: TestApp;
  let member: SignedInMember;
  beforeAll(async () => {
    t = await buildTestApp(backend);
    member = await signIn(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const wall = (acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url: WALL,
      headers: {
        ...member.headers,
        ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      },
    });

  it('sends a large JSON answer uncompressed to a client that does not ask', async () => {
    const plain = await wall();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(10_000);
  });

  it('compresses it with brotli or gzip when asked, to a fraction of its size', async () => {
    const plain = await wall();
    const expected = plain.json();

    const br = await wall('br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(expected);

    const gzip = await wall('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(expected);
  });

  it('compresses a first wall page in one call, not through a stream', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/albums/wall?limit=10',
      headers: { ...member.headers, 'accept-encoding': 'gzip, deflate, br' },
    });
    // Of encodings the client accepts alike, the cheapest to make at the same size.
    expect(page.headers['content-encoding']).toBe('gzip');
    // A stream's answer goes out in chunks, with no length known up front.
    expect(page.headers['transfer-encoding']).toBeUndefined();
    expect(Number(page.headers['content-length'])).toBe(page.rawPayload.length);
    expect(JSON.parse(gunzipSync(page.rawPayload).toString()).items).toHaveLength(10);
  });

  it('still answers brotli to a client that prefers it', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/albums/wall?limit=10',
      headers: { ...member.headers, 'accept-encoding': 'gzip;q=0.8, br' },
    });
    expect(page.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(page.rawPayload).toString()).items).toHaveLength(10);
  });

  it('leaves small answers alone', async () => {
    const health = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
  });
});
