// Runs the web image's nginx configuration outside the image, for check-compose.ts: the
// template rendered as the image's envsubst step renders it, the files
// 40-runtime-config.sh writes at container start, and `nginx -t` on the host's and a
// remote's result. Then the host's nginx is started (on a unix socket, so no port is
// taken) in front of a stand-in API, and its /api/ location is asked what the page asks
// of it: forwarding as sent, with X-Forwarded-For replaced; a live event stream passed
// on while it is still open; the API's error envelope when the API is down.
import { spawn, type SpawnSyncReturns } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import {
  savedLocationInCookieHeader,
  startupConfigUrls,
} from '../shared-core/src/session/startup-preloads.ts';
import { preloadFetchLink } from './preconnect.ts';
import { API_UNREACHABLE } from './same-origin-proxy.ts';

type Check = (name: string, ok: boolean, detail?: string) => void;
type Run = (
  cmd: string,
  args: string[],
  extraEnv?: Record<string, string>,
) => SpawnSyncReturns<string>;

interface Options {
  root: string;
  /** A directory of this run, removed by the caller. */
  scratch: string;
  run: Run;
  check: Check;
}

const STEP_TIMEOUT_MS = 5000;

/** Source maps laid in the served folder, which nginx must never send. */
const SOURCE_MAPS = ['main.js.map', 'assets/logo.0123abcd.js.map', 'releases/1.4.0/main.js.map'];
const SOURCE_MAP_JSON = JSON.stringify({ version: 3, sources: ['src/secret.ts'], mappings: '' });

/** nginx on PATH, or where Debian installs it (/usr/sbin is often not on a user's PATH). */
export function findNginx(run: Run): string | undefined {
  return ['nginx', '/usr/sbin/nginx'].find((cmd) => run(cmd, ['-v']).status === 0);
}

/** What the image's 20-envsubst-on-templates.sh does: ${NAME} and $NAME of set variables. */
function envsubst(template: string, env: Record<string, string>): string {
  return template.replace(/\$\{(\w+)\}|\$(\w+)/g, (text, braced?: string, bare?: string) => {
    const name = braced ?? bare ?? '';
    return env[name] ?? text;
  });
}

/**
 * One web container's nginx in `dir`, laid out as the image lays out /etc/nginx and
 * /usr/share/nginx/html, listening on a unix socket. Returns the main config file.
 */
function layOut(
  { root, run }: Options,
  dir: string,
  app: string,
  env: Record<string, string>,
): { conf: string; socket: string; runtime: SpawnSyncReturns<string> } {
  const html = join(dir, 'html');
  const snippets = join(dir, 'canopy');
  const temp = join(dir, 'temp');
  for (const folder of [html, snippets, join(dir, 'conf.d'), temp]) {
    mkdirSync(folder, { recursive: true });
  }
  writeFileSync(join(html, 'index.html'), '<!doctype html><title>Canopy</title>\n');
  writeFileSync(join(html, 'other.html'), '<!doctype html><title>Other</title>\n');
  // A build's script, and source maps left beside it and in the prefix folders.
  writeFileSync(join(html, 'main.js'), 'console.log("canopy");\n');
  writeFileSync(join(html, 'sw.js'), 'self.addEventListener("fetch", () => {});\n');
  writeFileSync(join(html, 'manifest.webmanifest'), '{"name":"Canopy"}\n');
  for (const map of SOURCE_MAPS) {
    mkdirSync(dirname(join(html, map)), { recursive: true });
    writeFileSync(join(html, map), SOURCE_MAP_JSON);
  }
  // Docker's embedded DNS server, as a compose network's /etc/resolv.conf names it.
  writeFileSync(join(dir, 'resolv.conf'), 'nameserver 127.0.0.11\noptions ndots:0\n');
  const runtime = run('sh', [join(root, 'docker/web/40-runtime-config.sh')], {
    HTML_DIR: html,
    NGINX_SNIPPETS_DIR: snippets,
    RESOLV_CONF: join(dir, 'resolv.conf'),
    CANOPY_APP: app,
    ...env,
  });
  const socket = join(dir, 'nginx.sock');
  const site = envsubst(readFileSync(join(root, 'docker/web/default.conf.template'), 'utf8'), {
    PORT: `unix:${socket}`,
  })
    .replaceAll('/etc/nginx/canopy/', `${snippets}/`)
    .replaceAll('/usr/share/nginx/html', html);
  writeFileSync(join(dir, 'conf.d/default.conf'), site);
  // The image's nginx.conf, with its paths moved into `dir`.
  const conf = join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes 1;
daemon off;
error_log stderr warn;
pid ${dir}/nginx.pid;
events { worker_connections 64; }
http {
  types { text/html html; application/json json; }
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${temp}/body;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;
  include ${dir}/conf.d/*.conf;
}
`,
  );
  return { conf, socket, runtime };
}

interface Seen {
  method?: string;
  url?: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** The API's stand-in: records each request; /api/live/stream stays open until finished. */
async function standInApi() {
  const seen: Seen[] = [];
  let finishStream = () => {};
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({ method: request.method, url: request.url, headers: request.headers, body });
      if (request.url?.startsWith('/api/live/stream')) {
        response.writeHead(200, { 'Content-Type': 'text/event-stream' });
        response.write('id: 1\ndata: first\n\n');
        finishStream = () => response.end('id: 2\ndata: second\n\n');
        return;
      }
      response.writeHead(201, {
        'Content-Type': 'application/json',
        'X-Content-Type-Options': 'nosniff',
      });
      response.end(JSON.stringify({ valid: true }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    finishStream: () => finishStream(),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A request to nginx's socket; `until` ends the wait as soon as the body so far satisfies it. */
function ask(
  socket: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
  until?: (body: string) => boolean,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      request.destroy();
      reject(new Error(`no answer to ${path} within ${STEP_TIMEOUT_MS} ms`));
    }, STEP_TIMEOUT_MS);
    const request = http.request(
      { socketPath: socket, path, method: options.method ?? 'GET', headers: options.headers },
      (response) => {
        let body = '';
        const done = () => {
          clearTimeout(timer);
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body });
        };
        response.on('data', (chunk: Buffer) => {
          body += chunk.toString();
          if (until?.(body)) done();
        });
        response.on('end', done);
        response.on('error', reject);
      },
    );
    request.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    request.end(options.body);
  });
}

/** Starts nginx in the foreground and waits until its socket answers. */
async function startNginx(nginx: string, dir: string, conf: string, socket: string) {
  const child = spawn(nginx, ['-p', dir, '-c', conf, '-e', 'stderr'], { stdio: 'pipe' });
  let log = '';
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + STEP_TIMEOUT_MS;
  for (;;) {
    try {
      await ask(socket, '/config.json');
      break;
    } catch (error) {
      if (child.exitCode !== null || Date.now() > deadline) {
        child.kill('SIGTERM');
        throw new Error(`nginx did not start: ${String(error)} ${log}`, { cause: error });
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    log: () => log,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export async function checkNginx(options: Options): Promise<void> {
  const { scratch, run, check } = options;
  const nginx = findNginx(run);
  check(
    'nginx is installed (to run the web image config)',
    !!nginx,
    'install it: apt-get install -y nginx-light (Debian), or any nginx on PATH',
  );
  if (!nginx) return;
  // Running as root, nginx's worker runs as nobody: let it into the scratch folder.
  chmodSync(scratch, 0o755);

  // The remote's config: no /api/ location, and valid.
  const remoteDir = join(scratch, 'nginx-remote');
  const remote = layOut(options, remoteDir, 'remote-games', {});
  const remoteTest = run(nginx, ['-t', '-p', remoteDir, '-c', remote.conf, '-e', 'stderr']);
  check(
    "nginx -t accepts a remote's rendered config, which has no /api/ or app-page location",
    remote.runtime.status === 0 &&
      remoteTest.status === 0 &&
      !/location[^\n]*\/api\//.test(
        readFileSync(join(remoteDir, 'canopy/api-proxy.conf'), 'utf8'),
      ) &&
      !/\blocation\b/.test(readFileSync(join(remoteDir, 'canopy/app-pages.conf'), 'utf8')),
    remote.runtime.stderr + remoteTest.stderr,
  );

  const api = await standInApi();
  const hostDir = join(scratch, 'nginx-host');
  const host = layOut(options, hostDir, 'host', { API_UPSTREAM: api.origin });
  const hostTest = run(nginx, ['-t', '-p', hostDir, '-c', host.conf, '-e', 'stderr']);
  check(
    "nginx -t accepts the host's rendered config",
    host.runtime.status === 0 && hostTest.status === 0,
    host.runtime.stderr + hostTest.stderr,
  );
  if (hostTest.status !== 0) {
    await api.close();
    return;
  }

  const server = await startNginx(nginx, hostDir, host.conf, host.socket);
  try {
    const forwarded = await ask(host.socket, '/api/albums?limit=2', {
      method: 'POST',
      headers: {
        Host: 'localhost:3000',
        Authorization: 'Bearer t1',
        'Content-Type': 'application/json',
        'X-Forwarded-For': '203.0.113.7',
      },
      body: '{"title":"hello"}',
    });
    const upstream = api.seen.at(-1);
    check(
      'nginx /api/: method, path, query, body and Host reach the API; its answer comes back',
      forwarded.status === 201 &&
        forwarded.body === '{"valid":true}' &&
        upstream?.method === 'POST' &&
        upstream.url === '/api/albums?limit=2' &&
        upstream.body === '{"title":"hello"}' &&
        upstream.headers.authorization === 'Bearer t1' &&
        upstream.headers.host === 'localhost' &&
        upstream.headers['x-forwarded-host'] === 'localhost:3000',
      JSON.stringify({ status: forwarded.status, upstream }),
    );
    // Over a unix socket the address nginx saw is "unix:"; what matters is that the
    // client's own claim is gone.
    check(
      'nginx /api/: X-Forwarded-For is the address nginx saw, never what the client sent',
      upstream?.headers['x-forwarded-for'] === 'unix:',
      String(upstream?.headers['x-forwarded-for']),
    );
    check(
      "nginx /api/: the API's answers get nosniff once and none of the page's headers",
      forwarded.headers['x-content-type-options'] === 'nosniff' &&
        !forwarded.headers['content-security-policy'] &&
        !forwarded.headers['access-control-allow-origin'] &&
        !forwarded.headers.link,
      JSON.stringify(forwarded.headers),
    );

    const firstEvent = await ask(host.socket, '/api/live/stream?ticket=t', {}, (body) =>
      body.includes('data: first'),
    ).catch((error: unknown) => ({ status: 0, headers: {}, body: String(error) }));
    check(
      'nginx /api/: a live event stream is passed on while the API keeps it open',
      firstEvent.status === 200 && firstEvent.body.includes('data: first'),
      firstEvent.body,
    );
    api.finishStream();

    const page = await ask(host.socket, '/');
    check(
      "nginx: the host's page still gets its policies beside the /api/ location",
      page.status === 200 && !!page.headers['content-security-policy'],
      JSON.stringify(page.headers),
    );

    const worker = await ask(host.socket, '/sw.js');
    const manifest = await ask(host.socket, '/manifest.webmanifest');
    check(
      "nginx: the service worker is revalidated on every check with the app's scope, the manifest has its type",
      worker.status === 200 &&
        worker.headers['cache-control'] === 'no-cache' &&
        worker.headers['service-worker-allowed'] === '/' &&
        String(worker.headers['content-type']).includes('javascript') &&
        manifest.status === 200 &&
        String(manifest.headers['content-type']).startsWith('application/manifest+json') &&
        String(page.headers['content-security-policy']).includes("worker-src 'self'"),
      JSON.stringify({ worker: worker.headers, manifest: manifest.headers }),
    );

    const maps = await Promise.all(
      [...SOURCE_MAPS, 'MAIN.JS.MAP'].map(async (map) => ({
        map,
        answer: await ask(host.socket, `/${map}`, { headers: { 'Accept-Encoding': 'gzip' } }),
      })),
    );
    const script = await ask(host.socket, '/main.js');
    check(
      'nginx: a source map (.map) in the served folder answers 404, wherever it lies',
      maps.every(({ answer }) => answer.status === 404 && !answer.body.includes('secret')) &&
        script.status === 200,
      maps.map(({ map, answer }) => `${map}: ${answer.status}`).join(', '),
    );

    // A shared link without the hash opens the page, as pnpm start's server answers it;
    // a missing file is still a 404, and /api/ still goes to the API.
    const shared = await ask(host.socket, '/browse/activity-detail/40?from=share');
    const missing = await ask(host.socket, '/missing.0123abcd.js');
    check(
      "nginx: an app page's address without its hash redirects to the page in the hash",
      shared.status === 302 &&
        shared.headers.location === '/#/browse/activity-detail/40?from=share' &&
        missing.status === 404,
      `${shared.status} ${String(shared.headers.location)}, missing: ${missing.status}`,
    );

    // The page preloads what pnpm start's page preloads (start-stack.ts), for the
    // location its cookie holds as the app writes it (encodeURIComponent of the JSON).
    const cookieOf = (location: object) =>
      `canopy_location=${encodeURIComponent(JSON.stringify(location))}`;
    const preloads = async (cookie: string | undefined, path = '/') =>
      String(
        (await ask(host.socket, path, { headers: cookie ? { Cookie: cookie } : {} })).headers.link,
      );
    const asPnpmStart = (cookie: string | undefined) =>
      preloadFetchLink(
        startupConfigUrls('http://localhost:3000/api', savedLocationInCookieHeader(cookie)),
      );
    const cookies = [
      undefined,
      `theme=dark; ${cookieOf({ latitude: 40.7128, longitude: -74.006 })}`,
      cookieOf({ latitude: 51, longitude: -0.1278 }),
      cookieOf({ latitude: 0, longitude: 12.5 }),
      cookieOf({ latitude: 12.5, longitude: 0 }),
    ];
    const links = await Promise.all(cookies.map((cookie) => preloads(cookie)));
    check(
      "nginx: the host's page preloads the start-up configuration as pnpm start's page does",
      links.every(
        (link, i) =>
          link.endsWith(`crossorigin, ${asPnpmStart(cookies[i])}`) &&
          link.startsWith('<http://localhost:4000>; rel=preconnect, '),
      ),
      links.map((link, i) => `${link} ≠ …${asPnpmStart(cookies[i])}`).join('\n'),
    );
    const [unreadable, otherDocument] = await Promise.all([
      preloads('canopy_location=%7B%22lat%22%3A1%7D'),
      preloads(undefined, '/other.html'),
    ]);
    check(
      'nginx: no preload for a cookie nginx cannot copy exactly, nor on another document',
      !unreadable.includes('rel=preload') &&
        unreadable.includes('rel=preconnect') &&
        !otherDocument.includes('rel=preload') &&
        otherDocument.includes('rel=preconnect'),
      `${unreadable}\n${otherDocument}`,
    );

    await api.close();
    const down = await ask(host.socket, '/api/albums');
    let body: unknown;
    try {
      body = JSON.parse(down.body);
    } catch {
      body = down.body;
    }
    check(
      "nginx /api/: with the API down, a 502 in the API's error shape (as pnpm start's proxy)",
      down.status === 502 &&
        /^application\/json/.test(String(down.headers['content-type'])) &&
        JSON.stringify(body) === JSON.stringify(API_UNREACHABLE),
      `${down.status} ${down.body}`,
    );
  } catch (error) {
    check('nginx /api/ answers', false, `${String(error)} ${server.log()}`);
  } finally {
    await server.stop();
    await api.close();
  }
}
