// A small static file server for one built front end, the way an operator would
// deploy it: its own port, CORS open (the host fetches remotes cross-origin), the
// runtime JSON (config.json, remotes.json) answered from live values so that pointing
// an app elsewhere never needs a rebuild, and production HTTP behaviour: the brotli or
// gzip copy made at build time (shared-core/build/precompress.mjs), strong ETags with
// 304 answers, a year's immutable caching for content-hashed files and revalidation
// for the files that keep their names.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import http from 'node:http';
import type { Socket } from 'node:net';
import path from 'node:path';
import { proxyTo } from './same-origin-proxy.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Names that change whenever their content does ([name].[contenthash:8].js chunks,
 * assets/[name].[contenthash:8][ext]): safe to cache for a year. Everything else
 * (index.html, main.js, remoteEntry.js, mf-manifest.json, favicon) keeps its name
 * across builds and is revalidated by ETag on every use.
 */
export const CONTENT_HASHED = /(?:\.[0-9a-f]{8,}\.(?:js|mjs|css)$)|(?:^assets\/)/;

/**
 * A file whose address carries its content hash in the query (`remoteEntry.js?v=<the first
 * hex digits of its SHA-256>`, as each remote's mf-manifest.json names its entry script) is
 * as safe to cache for a year as a content-hashed name, but only when the hash is this
 * file's: a manifest that names another build's entry gets a revalidated answer.
 */
const VERSION_QUERY = /^[0-9a-f]{8,64}$/;

async function versionIsContent(file: string, version: string | null): Promise<boolean> {
  if (!version || !VERSION_QUERY.test(version)) return false;
  const plain = await readWithEtag(file);
  return (
    plain !== null && createHash('sha256').update(plain.body).digest('hex').startsWith(version)
  );
}

/**
 * Source maps are never served, even one left in a build folder: a map hands out the whole
 * source. Production builds write theirs outside dist/ (SOURCE_MAPS_DIR in
 * shared-core/build/webpack-app.mjs); this answers a request for one as for a missing file.
 */
const SOURCE_MAP = /\.map$/i;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Precompressed copies, in the order they are preferred. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;
type Encoding = (typeof ENCODINGS)[number]['name'];

export interface StaticServerOptions {
  root: string;
  port: number;
  host?: string;
  /** Files answered from code instead of disk, e.g. config.json. Read per request. */
  runtimeFiles?: Record<string, () => unknown>;
  /** Headers for a response (security headers), computed per request for the file asked for. */
  headers?: (file: string, request: http.IncomingMessage) => Readonly<Record<string, string>>;
  /**
   * Folders served below a URL prefix whose files never change once written (released
   * versions: /releases/<version>/...), so every file there is cached for a year.
   */
  immutableMounts?: Array<{ prefix: string; root: string }>;
  /**
   * URL prefixes answered by another server (the API below /api/ and /media/), not from
   * disk; `secret` proves to the API that the request came through here.
   */
  proxies?: Array<{ prefix: string; target: string; secret?: string }>;
  /**
   * The host: an app page's address without its hash (a shared or typed link such as
   * /browse/activity-detail/40; none of the app's files lacks a dot) is answered with the
   * same page in the hash, where every route lives, instead of "Not found".
   */
  appPages?: boolean;
}

/** Paths that can only be an app page: not the root, and no dot (every file has one). */
const APP_PAGE = /^\/[^.]+$/;

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

/** The encodings the client accepts (q > 0), from an Accept-Encoding header. */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && (q === undefined || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  if (accepted.has('*')) for (const { name } of ENCODINGS) accepted.add(name);
  return accepted;
}

function strongEtag(content: Buffer | string): string {
  return `"${createHash('sha256').update(content).digest('base64url').slice(0, 27)}"`;
}

/** True when an If-None-Match header names `etag` (or is `*`). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

// ETags by file, recomputed when a rebuild changes the file's size or time.
const etags = new Map<string, { mtimeMs: number; size: number; etag: string }>();

/**
 * The bytes of a file with their ETag. Read whole (front-end files are small) from
 * one open handle, so the length, the validator and the body always agree even when
 * a rebuild replaces the file meanwhile.
 */
async function readWithEtag(file: string): Promise<{ body: Buffer; etag: string } | null> {
  let handle;
  try {
    handle = await open(file, 'r');
  } catch {
    return null;
  }
  try {
    const info = await handle.stat();
    if (!info.isFile()) return null;
    const body = await handle.readFile();
    const known = etags.get(file);
    if (known && known.mtimeMs === info.mtimeMs && known.size === body.length) {
      return { body, etag: known.etag };
    }
    const etag = strongEtag(body);
    etags.set(file, { mtimeMs: info.mtimeMs, size: body.length, etag });
    return { body, etag };
  } finally {
    await handle.close();
  }
}

/** The best precompressed copy the client accepts, or the file itself. */
async function pickRepresentation(file: string, acceptEncoding: string | undefined) {
  const accepted = acceptedEncodings(acceptEncoding);
  for (const { name, suffix } of ENCODINGS) {
    if (!accepted.has(name)) continue;
    const copy = await readWithEtag(file + suffix);
    if (copy) return { ...copy, encoding: name as Encoding | null };
  }
  const plain = await readWithEtag(file);
  return plain ? { ...plain, encoding: null } : null;
}

/** Whether any precompressed copy of `file` exists (then the answer varies by encoding). */
async function hasCopies(file: string): Promise<boolean> {
  const found = await Promise.all(
    ENCODINGS.map(({ suffix }) =>
      stat(file + suffix).then(
        (info) => info.isFile(),
        () => false,
      ),
    ),
  );
  return found.some(Boolean);
}

export function serveStatic(options: StaticServerOptions): Promise<StaticServer> {
  const root = path.resolve(options.root);
  const server = http.createServer((request, response) => {
    handle(request, response).catch(() => {
      // A file replaced mid-request by a rebuild: answer, never crash the server.
      if (!response.headersSent) response.writeHead(500).end();
      else response.destroy();
    });
  });
  async function handle(request: http.IncomingMessage, response: http.ServerResponse) {
    const proxy = options.proxies?.find(({ prefix }) => request.url?.startsWith(prefix));
    if (proxy) {
      proxyTo(proxy.target, request, response, proxy.secret);
      return;
    }
    response.setHeader('Access-Control-Allow-Origin', '*');
    let urlPath: string;
    let version: string | null;
    try {
      const url = new URL(request.url ?? '/', 'http://x');
      urlPath = decodeURIComponent(url.pathname);
      version = url.searchParams.get('v');
    } catch {
      response.writeHead(400, { 'Content-Type': 'text/plain' }).end('Bad request');
      return;
    }
    const name = urlPath === '/' ? 'index.html' : urlPath.slice(1);
    try {
      for (const [header, value] of Object.entries(options.headers?.(name, request) ?? {})) {
        if (value) response.setHeader(header, value);
      }
    } catch {
      // A header source that fails (a half-edited manifest) must not take the page down.
    }
    if (SOURCE_MAP.test(urlPath)) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    const runtime = options.runtimeFiles?.[name];
    if (runtime) {
      let body: string;
      try {
        body = JSON.stringify(runtime());
      } catch (error) {
        // A missing or half-edited file must not take the server down.
        response.writeHead(503, { 'Content-Type': 'text/plain' });
        response.end(`${name} is not available: ${error instanceof Error ? error.message : error}`);
        return;
      }
      const etag = strongEtag(body);
      const headers = { ETag: etag, 'Cache-Control': REVALIDATE };
      if (etagMatches(request.headers['if-none-match'], etag)) {
        response.writeHead(304, headers).end();
        return;
      }
      response.writeHead(200, { ...headers, 'Content-Type': CONTENT_TYPES['.json'] });
      response.end(request.method === 'HEAD' ? undefined : body);
      return;
    }
    const mount = options.immutableMounts?.find(({ prefix }) => urlPath.startsWith(prefix));
    const base = mount ? path.resolve(mount.root) : root;
    const file = path.join(base, mount ? urlPath.slice(mount.prefix.length) : name);
    if (!file.startsWith(base + path.sep)) {
      response.writeHead(403).end();
      return;
    }
    const chosen = await pickRepresentation(file, request.headers['accept-encoding']);
    if (!chosen && options.appPages && APP_PAGE.test(urlPath)) {
      // The address as it was sent (still encoded), so nothing is decoded into the header.
      response.writeHead(302, { Location: `/#${request.url ?? '/'}` }).end();
      return;
    }
    if (!chosen) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    const relative = path.relative(base, file).split(path.sep).join('/');
    const headers: Record<string, string | number> = {
      ETag: chosen.etag,
      'Cache-Control':
        mount || CONTENT_HASHED.test(relative) || (await versionIsContent(file, version))
          ? IMMUTABLE
          : REVALIDATE,
      // Caches must keep the compressed and the plain copy apart.
      ...((await hasCopies(file)) ? { Vary: 'Accept-Encoding' } : {}),
    };
    if (etagMatches(request.headers['if-none-match'], chosen.etag)) {
      response.writeHead(304, headers).end();
      return;
    }
    response.writeHead(200, {
      ...headers,
      'Content-Type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Content-Length': chosen.body.length,
      ...(chosen.encoding ? { 'Content-Encoding': chosen.encoding } : {}),
    });
    response.end(request.method === 'HEAD' ? undefined : chosen.body);
  }
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => {
      const sockets = new Set<Socket>();
      server.on('connection', (socket) => {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
      });
      resolve({
        url: `http://localhost:${options.port}`,
        close: () =>
          new Promise<void>((done) => {
            // Keep-alive sockets would hold the port open; a stopped server is gone.
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}

/** A JSON file read on every request, so editing it takes effect at once. */
export function jsonFile(file: string): () => unknown {
  return () => JSON.parse(readFileSync(file, 'utf8'));
}
