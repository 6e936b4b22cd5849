// A small static file server for one built front end, the way an operator would
// deploy it: its own port, CORS open (the host fetches remotes cross-origin), and
// the runtime JSON (config.json, remotes.json) answered from live values so that
// pointing an app elsewhere never needs a rebuild.
import { createReadStream, readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import http from 'node:http';
import type { Socket } from 'node:net';
import path from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

// Entry files keep their names across builds; everything else is content-hashed.
const UNHASHED = /^(index\.html|main\.js|remoteEntry\.js|mf-manifest\.json|mf-stats\.json)$/;

export interface StaticServerOptions {
  root: string;
  port: number;
  host?: string;
  /** Files answered from code instead of disk, e.g. config.json. Read per request. */
  runtimeFiles?: Record<string, () => unknown>;
}

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

export function serveStatic(options: StaticServerOptions): Promise<StaticServer> {
  const root = path.resolve(options.root);
  const server = http.createServer(async (request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    const urlPath = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const name = urlPath === '/' ? 'index.html' : urlPath.slice(1);
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
      response.writeHead(200, {
        'Content-Type': CONTENT_TYPES['.json'],
        'Cache-Control': 'no-cache',
      });
      response.end(body);
      return;
    }
    const file = path.join(root, name);
    if (!file.startsWith(root + path.sep)) {
      response.writeHead(403).end();
      return;
    }
    try {
      const info = await stat(file);
      if (!info.isFile()) throw new Error('not a file');
      response.writeHead(200, {
        'Content-Type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
        'Content-Length': info.size,
        'Cache-Control': UNHASHED.test(path.basename(file))
          ? 'no-cache'
          : 'public, max-age=31536000, immutable',
      });
      if (request.method === 'HEAD') response.end();
      else createReadStream(file).pipe(response);
    } catch {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    }
  });
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
