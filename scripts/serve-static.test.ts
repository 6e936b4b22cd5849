// The static server answers like a production CDN: precompressed copies by
// Accept-Encoding, strong ETags and 304s, and cache lifetimes by file name.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { precompressDirectory } from '../shared-core/build/precompress.mjs';
import { acceptedEncodings, serveStatic, type StaticServer } from './serve-static.ts';

const MAIN_JS = `console.log(${JSON.stringify('canopy '.repeat(400))});\n`;
const CHUNK_JS = `export const chunk = ${JSON.stringify('chunk '.repeat(400))};\n`;
const SOURCE_MAP_JSON = JSON.stringify({ version: 3, sources: ['src/secret.ts'], mappings: '' });
const PORT = 38_000 + (process.pid % 1000);

let root: string;
let releases: string;
let server: StaticServer;
let config = { apiBase: 'http://localhost:4000/api' };

before(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'serve-static-'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>t</title>');
  writeFileSync(path.join(root, 'main.js'), MAIN_JS);
  writeFileSync(path.join(root, 'src_app.1a2b3c4d.js'), CHUNK_JS);
  writeFileSync(path.join(root, 'assets', 'logo.0123abcd.png'), Buffer.from([137, 80, 78, 71]));
  // Only gzip for this one, as a build without brotli would leave it.
  writeFileSync(path.join(root, 'remoteEntry.js'), MAIN_JS);
  writeFileSync(path.join(root, 'remoteEntry.js.gz'), gzipSync(MAIN_JS));
  writeFileSync(path.join(root, 'main.js.br'), brotliCompressSync(MAIN_JS));
  writeFileSync(path.join(root, 'main.js.gz'), gzipSync(MAIN_JS));
  // A map left in a build folder (an older build's), compressed copies and all.
  writeFileSync(path.join(root, 'main.js.map'), SOURCE_MAP_JSON);
  writeFileSync(path.join(root, 'main.js.map.gz'), gzipSync(SOURCE_MAP_JSON));
  writeFileSync(path.join(root, 'assets', 'logo.0123abcd.png.map'), SOURCE_MAP_JSON);
  releases = mkdtempSync(path.join(os.tmpdir(), 'serve-static-releases-'));
  mkdirSync(path.join(releases, '2'));
  writeFileSync(path.join(releases, '2', 'remoteEntry.js'), '/* release 2 */');
  writeFileSync(path.join(releases, '2', 'remoteEntry.js.map'), SOURCE_MAP_JSON);
  server = await serveStatic({
    root,
    port: PORT,
    immutableMounts: [{ prefix: '/releases/', root: releases }],
    runtimeFiles: { 'config.json': () => config },
    appPages: true,
    headers: (file) => ({
      'X-Content-Type-Options': 'nosniff',
      Link: file === 'index.html' ? '<http://localhost:4000>; rel=preconnect' : '',
    }),
  });
});

after(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
  rmSync(releases, { recursive: true, force: true });
});

describe('content encoding', () => {
  test('sends the brotli copy when brotli is accepted', async () => {
    const response = await rawGet('main.js', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    assert.equal(response.status, 200);
    assert.equal(response.headers['content-encoding'], 'br');
    assert.equal(response.headers['vary'], 'Accept-Encoding');
    assert.equal(response.headers['content-type'], 'text/javascript; charset=utf-8');
    assert.equal(brotliDecompressSync(response.body).toString(), MAIN_JS);
    assert.equal(Number(response.headers['content-length']), response.body.length);
  });

  test('sends the gzip copy when only gzip is accepted', async () => {
    const response = await rawGet('main.js', { 'Accept-Encoding': 'gzip' });
    assert.equal(response.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(response.body).toString(), MAIN_JS);
  });

  test('falls back to gzip when a file has no brotli copy', async () => {
    const response = await rawGet('remoteEntry.js', { 'Accept-Encoding': 'br, gzip' });
    assert.equal(response.headers['content-encoding'], 'gzip');
  });

  test('sends the file as it is without Accept-Encoding, or when br and gzip are refused', async () => {
    for (const accept of [undefined, 'br;q=0, gzip;q=0', 'identity']) {
      const response = await rawGet('main.js', accept ? { 'Accept-Encoding': accept } : {});
      assert.equal(response.headers['content-encoding'], undefined, String(accept));
      assert.equal(response.body.toString(), MAIN_JS);
    }
  });

  test('a file without copies is sent plainly and does not vary', async () => {
    const response = await rawGet('index.html', { 'Accept-Encoding': 'br, gzip' });
    assert.equal(response.headers['content-encoding'], undefined);
    assert.equal(response.headers['vary'], undefined);
    assert.equal(response.headers['content-type'], 'text/html; charset=utf-8');
  });

  test('parses q-values and wildcards', () => {
    assert.deepEqual([...acceptedEncodings('gzip;q=0.5, br;q=0')], ['gzip']);
    assert.ok(acceptedEncodings('*').has('br'));
    assert.equal(acceptedEncodings(undefined).size, 0);
  });
});

describe('validators', () => {
  test('a strong ETag per representation, and 304 when it is sent back', async () => {
    const br = await rawGet('main.js', { 'Accept-Encoding': 'br' });
    const plain = await rawGet('main.js');
    const etag = String(br.headers['etag']);
    assert.match(etag, /^"[\w-]+"$/);
    assert.notEqual(etag, plain.headers['etag']);

    const again = await rawGet('main.js', { 'Accept-Encoding': 'br', 'If-None-Match': etag });
    assert.equal(again.status, 304);
    assert.equal(again.body.length, 0);
    assert.equal(again.headers['etag'], etag);
    assert.equal(again.headers['cache-control'], 'no-cache');

    const stale = await rawGet('main.js', { 'Accept-Encoding': 'br', 'If-None-Match': '"old"' });
    assert.equal(stale.status, 200);
  });

  test('a changed file gets a new ETag', async () => {
    const before = await rawGet('index.html');
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>changed</title>');
    const after = await rawGet('index.html', { 'If-None-Match': String(before.headers['etag']) });
    assert.equal(after.status, 200);
    assert.notEqual(after.headers['etag'], before.headers['etag']);
  });

  test('runtime JSON is revalidated by ETag and follows its live value', async () => {
    const first = await rawGet('config.json');
    assert.equal(first.headers['cache-control'], 'no-cache');
    const etag = String(first.headers['etag']);
    assert.equal((await rawGet('config.json', { 'If-None-Match': etag })).status, 304);
    config = { apiBase: 'https://api.example.test/api' };
    const moved = await rawGet('config.json', { 'If-None-Match': etag });
    assert.equal(moved.status, 200);
    assert.deepEqual(JSON.parse(moved.body.toString()), config);
  });
});

describe('cache lifetimes', () => {
  test('content-hashed chunks and assets are immutable for a year', async () => {
    for (const file of ['src_app.1a2b3c4d.js', 'assets/logo.0123abcd.png']) {
      const response = await rawGet(file);
      assert.equal(response.status, 200, file);
      assert.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable');
    }
  });

  test('files that keep their names are revalidated on every use', async () => {
    for (const file of ['', 'index.html', 'main.js', 'remoteEntry.js']) {
      const response = await rawGet(file);
      assert.equal(response.headers['cache-control'], 'no-cache', file);
      assert.ok(response.headers['etag'], file);
    }
  });

  test("an entry script addressed by its own content hash is immutable, by another's revalidated", async () => {
    const hash = createHash('sha256').update(MAIN_JS).digest('hex');
    const own = await rawGet(`remoteEntry.js?v=${hash.slice(0, 16)}`);
    assert.equal(own.headers['cache-control'], 'public, max-age=31536000, immutable');
    for (const query of ['?v=0123456789abcdef', '?v=not-a-hash', `?v=${hash.slice(0, 4)}`]) {
      const response = await rawGet(`remoteEntry.js${query}`);
      assert.equal(response.status, 200, query);
      assert.equal(response.headers['cache-control'], 'no-cache', query);
    }
  });

  test('every response carries the configured headers and CORS', async () => {
    for (const file of ['main.js', 'config.json', 'missing.js']) {
      const response = await rawGet(file);
      assert.equal(response.headers['x-content-type-options'], 'nosniff', file);
      assert.equal(response.headers['access-control-allow-origin'], '*', file);
    }
  });

  test('headers are chosen per file, and empty ones are left out', async () => {
    for (const file of ['', 'index.html']) {
      const page = await rawGet(file);
      assert.equal(page.headers['link'], '<http://localhost:4000>; rel=preconnect', file);
    }
    assert.equal((await rawGet('main.js')).headers['link'], undefined);
  });

  test('released versions are served from their own folder and never revalidated', async () => {
    const response = await rawGet('releases/2/remoteEntry.js');
    assert.equal(response.status, 200);
    assert.equal(response.body.toString(), '/* release 2 */');
    assert.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal((await rawGet('releases/3/remoteEntry.js')).status, 404);
    assert.equal((await rawGet('releases/..%2f..%2fetc%2fpasswd')).status, 403);
  });

  test('unknown files are 404 and paths cannot leave the root', async () => {
    assert.equal((await rawGet('missing.js')).status, 404);
    assert.equal((await rawGet('..%2f..%2fetc%2fpasswd')).status, 403);
    assert.equal((await rawGet('%E0%A4%A')).status, 400);
  });
});

/** What these tests read of a webpack configuration. */
interface BuildConfig {
  devtool?: unknown;
  output?: { path?: string; sourceMapFilename?: unknown };
}

describe('app pages', () => {
  test("a page's address without its hash is sent to the same page in the hash", async () => {
    const shared = await rawGet('browse/activity-detail/40?from=share');
    assert.equal(shared.status, 302);
    assert.equal(shared.headers.location, '/#/browse/activity-detail/40?from=share');
    // As it was sent: nothing decoded into the header.
    const encoded = await rawGet('browse/see-all%0D%0ASet-Cookie:%20x');
    assert.equal(encoded.headers.location, '/#/browse/see-all%0D%0ASet-Cookie:%20x');
    assert.equal(encoded.headers['set-cookie'], undefined);
  });

  test('files, even missing ones, and the root are not pages', async () => {
    assert.equal((await rawGet('missing.js')).status, 404);
    assert.equal((await rawGet('assets/missing.0123abcd.png')).status, 404);
    assert.equal((await rawGet('')).status, 200);
    assert.equal((await rawGet('main.js')).status, 200);
  });
});

describe('source maps', () => {
  test('a map in the build folder is never served, however it is asked for', async () => {
    for (const file of [
      'main.js.map',
      'MAIN.JS.MAP',
      'main.js%2Emap',
      'assets/logo.0123abcd.png.map',
      'releases/2/remoteEntry.js.map',
    ]) {
      for (const encoding of ['gzip, br', '']) {
        const response = await rawGet(file, { 'Accept-Encoding': encoding });
        assert.equal(response.status, 404, `${file} (${encoding || 'plain'})`);
        assert.doesNotMatch(response.body.toString(), /secret/);
      }
    }
    // The files the maps belong to are still served.
    assert.equal((await rawGet('main.js')).status, 200);
    assert.equal((await rawGet('releases/2/remoteEntry.js')).status, 200);
  });

  // Every app that ships a dist/: the host and the remotes.
  const APPS = [
    'host',
    'remote-social',
    'remote-marketplace',
    'remote-games',
    'remote-ai',
    'remote-console',
  ];
  const repo = path.resolve(import.meta.dirname, '..');

  test('production builds name no map in their bundles and write maps outside dist/', async () => {
    for (const app of APPS) {
      const factory = (await import(path.join(repo, app, 'webpack.config.mjs'))) as {
        default: (env: unknown, argv: { mode: string }) => BuildConfig;
      };
      const config = factory.default({}, { mode: 'production' });
      const dist = config.output?.path ?? '';
      assert.equal(config.devtool, 'hidden-source-map', app);
      const maps = path.resolve(dist, String(config.output?.sourceMapFilename ?? ''));
      // SOURCE_MAPS_DIR of shared-core/build/webpack-app.mjs, beside dist/.
      assert.equal(path.dirname(maps), path.join(repo, app, 'source-maps'), app);
      assert.ok(!maps.startsWith(dist + path.sep), `${app} writes maps into ${dist}`);
    }
  });

  test('no app build on this machine has a map in its dist/', () => {
    for (const app of APPS) {
      const dist = path.join(repo, app, 'dist');
      if (!existsSync(dist)) continue;
      const maps = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) =>
        /\.map(?:\.(?:br|gz))?$/.test(file),
      );
      assert.deepEqual(maps, [], `${app}/dist`);
    }
  });
});

describe('build-time precompression', () => {
  test('writes .br and .gz beside text files large enough to gain, and skips the rest', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    try {
      mkdirSync(path.join(dir, 'nested'));
      writeFileSync(path.join(dir, 'nested', 'big.js'), CHUNK_JS);
      writeFileSync(path.join(dir, 'small.json'), '{"a":1}');
      writeFileSync(path.join(dir, 'picture.png'), Buffer.alloc(4096));
      await precompressDirectory(dir);
      assert.deepEqual(readdirSync(path.join(dir, 'nested')).sort(), [
        'big.js',
        'big.js.br',
        'big.js.gz',
      ]);
      assert.equal(
        brotliDecompressSync(readFileSync(path.join(dir, 'nested', 'big.js.br'))).toString(),
        CHUNK_JS,
      );
      assert.deepEqual(readdirSync(dir).sort(), ['nested', 'picture.png', 'small.json']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

// fetch() always decodes, so raw bytes come from node:http.
function rawGet(
  file: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${server.url}/${file}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject);
  });
}
