// Checks docker-compose.yml and the web image's runtime-config script without a
// docker engine: `docker-compose config` validates and resolves the file, then the
// resolved services are asserted on, docker/web/40-runtime-config.sh is run with `sh`
// against a temporary directory, and the nginx config it completes is run by a local
// nginx (check-compose-nginx.ts). Exits non-zero on any failure.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEMO_MEMBER,
  DEMO_MEMBER_PASSWORD,
  DEMO_OPERATOR,
} from '../api/src/seed/demo-credentials.ts';
import { checkNginx } from './check-compose-nginx.ts';

type Yaml = string | number | boolean | null | Yaml[] | { [key: string]: Yaml };
type Service = {
  image?: string;
  build?: { dockerfile?: string; args?: Record<string, string> };
  environment?: Record<string, string | null>;
  ports?: { published?: number | string; target?: number | string }[];
  networks?: Record<string, { ipv4_address?: string } | null>;
  depends_on?: Record<string, { condition?: string }>;
  healthcheck?: { test?: string[] | string; disable?: boolean };
  entrypoint?: string[] | string;
  volumes?: ({ type?: string; source?: string; target?: string } | string)[];
};
type Compose = {
  services?: Record<string, Service>;
  volumes?: Record<string, unknown>;
  networks?: Record<string, { ipam?: { config?: { subnet?: string; ip_range?: string }[] } }>;
};

const root = fileURLToPath(new URL('..', import.meta.url));
const webPorts: Record<string, number> = {
  host: 3000,
  'remote-social': 3001,
  'remote-marketplace': 3002,
  'remote-games': 3003,
  'remote-ai': 3004,
  'remote-console': 3005,
};
const remoteEnv: Record<string, string> = {
  social: 'REMOTE_SOCIAL_URL',
  marketplace: 'REMOTE_MARKETPLACE_URL',
  games: 'REMOTE_GAMES_URL',
  ai: 'REMOTE_AI_URL',
  console: 'REMOTE_CONSOLE_URL',
};

let passed = 0;
let failed = 0;
function check(name: string, ok: boolean, detail = ''): void {
  if (ok) passed++;
  else failed++;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${!ok && detail ? ` (${detail})` : ''}`);
}

// The repo's defaults are what is checked: drop variables the compose file
// interpolates from the shell, and ignore any local .env via an empty env file.
const env: Record<string, string | undefined> = { ...process.env };
for (const key of Object.keys(env)) {
  if (
    /^(POSTGRES_|MINIO_|COMPOSE_|REMOTE_\w+_(URL|VERSION)$|\w+_RELEASE$|API_BASE$|PUBLIC_API_URL$|PUBLIC_APP_URL$|TRUST_PROXY$|MAP_STYLE_URL$)/.test(
      key,
    )
  ) {
    delete env[key];
  }
}
const scratch = mkdtempSync(join(tmpdir(), 'canopy-compose-'));
const emptyEnvFile = join(scratch, 'empty.env');
writeFileSync(emptyEnvFile, '');

function run(cmd: string, args: string[], extraEnv: Record<string, string> = {}) {
  return spawnSync(cmd, args, { cwd: root, encoding: 'utf8', env: { ...env, ...extraEnv } });
}

try {
  // 1. A compose binary: v1 `docker-compose` (Debian package) or the v2 plugin.
  const compose = [['docker-compose'], ['docker', 'compose']].find(
    ([cmd = '', ...rest]) => run(cmd, [...rest, 'version']).status === 0,
  );
  if (!compose) {
    console.error(
      'FAIL neither `docker-compose` nor `docker compose` is available: install the Debian ' +
        'package (apt-get install -y docker-compose) or the Docker Compose v2 plugin.',
    );
    rmSync(scratch, { recursive: true, force: true });
    process.exit(1);
  }
  const composeArgs = [...compose.slice(1), '--env-file', emptyEnvFile, '-f', 'docker-compose.yml'];
  const composeRun = (args: string[]) => run(compose[0] ?? '', [...composeArgs, ...args]);
  check(`compose binary: ${compose.join(' ')}`, true);

  const quiet = composeRun(['config', '--quiet']);
  check('docker-compose.yml is valid (config --quiet)', quiet.status === 0, quiet.stderr.trim());
  if (quiet.status !== 0) throw new Error('invalid compose file');

  // v2 prints JSON on request; v1 (1.29) only prints YAML, read with parseYaml below
  // (it answers an unknown --format with its usage text and exit status 0).
  const asJson = composeRun(['config', '--format', 'json']);
  const config = (
    asJson.status === 0 && asJson.stdout.trimStart().startsWith('{')
      ? JSON.parse(asJson.stdout)
      : parseYaml(composeRun(['config']).stdout)
  ) as Compose;
  const services = config.services ?? {};

  // 2. Every expected service exists.
  const expected = ['postgres', 'redis', 'minio', 'minio-init', 'api', ...Object.keys(webPorts)];
  const missing = expected.filter((name) => !services[name]);
  check('all services exist', missing.length === 0, `missing: ${missing.join(', ')}`);

  const published = (name: string, port: number) =>
    (services[name]?.ports ?? []).some(
      (p) => Number(p.published) === port && Number(p.target) === port,
    );
  const pointsAt = (url: string | null | undefined, port: number) => {
    try {
      const u = new URL(url ?? '');
      return ['localhost', '127.0.0.1'].includes(u.hostname) && Number(u.port) === port;
    } catch {
      return false;
    }
  };

  // 3. Web services: one Dockerfile, APP build arg, own port. The host's page calls the
  //    API on the host's own origin; a remote's config.json (unused by the host's page,
  //    which the remotes run in) names the api's published port.
  for (const [name, port] of Object.entries(webPorts)) {
    const s = services[name] ?? {};
    check(
      `${name}: built from docker/web.Dockerfile with APP=${name}`,
      s.build?.dockerfile === 'docker/web.Dockerfile' && s.build?.args?.APP === name,
    );
    check(
      `${name}: publishes ${port} and listens on PORT=${port}`,
      published(name, port) && s.environment?.PORT === String(port),
    );
    const apiBase = s.environment?.API_BASE;
    check(
      name === 'host'
        ? "host: API_BASE is the host's own origin, /api"
        : `${name}: API_BASE points at the api's published port`,
      name === 'host'
        ? pointsAt(apiBase, port) && new URL(apiBase ?? '').pathname === '/api'
        : pointsAt(apiBase, 4000),
      String(apiBase),
    );
  }

  // 4. The host's manifest URLs are the remotes' published ports (the browser fetches them).
  for (const [remote, key] of Object.entries(remoteEnv)) {
    const value = services.host?.environment?.[key];
    const port = webPorts[`remote-${remote}`] ?? 0;
    check(
      `host: ${key} points at remote-${remote}'s published port`,
      pointsAt(value, port) && published(`remote-${remote}`, port),
      String(value),
    );
  }

  // 4b. Versioned remotes: each remote keeps its published releases on a volume of its
  //     own and takes a RELEASE build arg; the host picks a version per remote by env.
  for (const [remote, key] of Object.entries(remoteEnv)) {
    const s = services[`remote-${remote}`] ?? {};
    const volume = (s.volumes ?? []).find((v) =>
      typeof v === 'string'
        ? v.split(':')[1] === '/usr/share/nginx/html/releases'
        : v.target === '/usr/share/nginx/html/releases',
    );
    const source = typeof volume === 'string' ? volume.split(':')[0] : volume?.source;
    const versionKey = key.replace(/_URL$/, '_VERSION');
    check(
      `remote-${remote}: releases kept on a named volume, RELEASE build arg; host reads ${versionKey}`,
      !!source &&
        !!config.volumes &&
        source in config.volumes &&
        s.build?.args?.RELEASE === '' &&
        services.host?.environment?.[versionKey] === '',
      JSON.stringify({ volume, args: s.build?.args }),
    );
  }

  // 5. The api waits for healthy postgres and redis and reaches them by service name.
  const api = services.api ?? {};
  for (const dep of ['postgres', 'redis']) {
    check(
      `api: depends on ${dep} being healthy`,
      api.depends_on?.[dep]?.condition === 'service_healthy',
    );
  }
  const apiEnv = api.environment ?? {};
  check(
    'api: env and port',
    published('api', 4000) &&
      apiEnv.PORT === '4000' &&
      apiEnv.HOST === '0.0.0.0' &&
      /^postgres:\/\/[^@]+@postgres:5432\/canopy$/.test(apiEnv.DATABASE_URL ?? '') &&
      apiEnv.REDIS_URL === 'redis://redis:6379' &&
      pointsAt(apiEnv.PUBLIC_API_URL, 4000),
    JSON.stringify(apiEnv),
  );
  const testOf = (name: string) => {
    const t = services[name]?.healthcheck?.test;
    return Array.isArray(t) ? t.join(' ') : (t ?? '');
  };
  check('postgres: pg_isready healthcheck', /pg_isready/.test(testOf('postgres')));
  check(
    'postgres: data on a named volume',
    (services.postgres?.volumes ?? []).some((v) => {
      const source = typeof v === 'string' ? v.split(':')[0] : v.source;
      return !!source && !!config.volumes && source in config.volumes;
    }),
  );
  check('redis: redis-cli ping healthcheck', /redis-cli\s+ping/.test(testOf('redis')));

  // 5a. No accounts with published passwords: nothing asks the API for the demo seed, no
  //     demo password appears anywhere in the resolved file, and the api image runs with
  //     NODE_ENV=production, where the API refuses SEED=demo. The first operator is made
  //     with create-operator (README).
  const seeding = Object.entries(services).filter(([, s]) => {
    const seed = (s.environment?.SEED ?? '').trim().toLowerCase();
    return !['', '0', 'false', 'no', 'off', 'none'].includes(seed);
  });
  const resolved = JSON.stringify(config);
  const demoPasswords = [DEMO_MEMBER.password, DEMO_OPERATOR.password, DEMO_MEMBER_PASSWORD];
  check(
    'no service seeds the demo members (SEED) or carries a demo password',
    seeding.length === 0 && demoPasswords.every((password) => !resolved.includes(password)),
    seeding.map(([name, s]) => `${name}: SEED=${s.environment?.SEED}`).join(', '),
  );
  check(
    'api: the image runs with NODE_ENV=production (SEED=demo refused there)',
    /^ENV\b[^\n]*\bNODE_ENV=production\b/m.test(
      readFileSync(join(root, 'docker/api.Dockerfile'), 'utf8'),
    ) && api.build?.dockerfile === 'docker/api.Dockerfile',
    String(api.build?.dockerfile),
  );

  // 5b. Uploaded media: MinIO on a named volume, its bucket made before the api starts,
  //     and the api pointed at that bucket with MinIO's own credentials.
  const minio = services.minio ?? {};
  check('minio: `mc ready local` healthcheck', /\bmc\s+ready\s+local\b/.test(testOf('minio')));
  check(
    'minio: data on a named volume',
    (minio.volumes ?? []).some((v) => {
      const source = typeof v === 'string' ? v.split(':')[0] : v.source;
      const target = typeof v === 'string' ? v.split(':')[1] : v.target;
      return target === '/data' && !!source && !!config.volumes && source in config.volumes;
    }),
  );
  const init = services['minio-init'] ?? {};
  const initScript = [init.entrypoint ?? []].flat().join(' ');
  check(
    "minio-init: waits for healthy minio and makes the api's bucket if missing",
    init.depends_on?.minio?.condition === 'service_healthy' &&
      !!apiEnv.S3_BUCKET &&
      new RegExp(`mc mb --ignore-existing \\w+/${apiEnv.S3_BUCKET}\\b`).test(initScript),
    initScript,
  );
  check(
    'api: starts once the media bucket exists',
    api.depends_on?.['minio-init']?.condition === 'service_completed_successfully',
  );
  check(
    'api: media in MinIO with its root credentials, path-style',
    apiEnv.S3_ENDPOINT === 'http://minio:9000' &&
      apiEnv.S3_FORCE_PATH_STYLE === 'true' &&
      apiEnv.S3_ACCESS_KEY_ID === minio.environment?.MINIO_ROOT_USER &&
      apiEnv.S3_SECRET_ACCESS_KEY === minio.environment?.MINIO_ROOT_PASSWORD &&
      (minio.environment?.MINIO_ROOT_PASSWORD ?? '').length >= 8,
    JSON.stringify({ api: apiEnv.S3_ENDPOINT, minio: minio.environment }),
  );

  // 5c. The host's nginx forwards /api/ to the api service, from an address of its own
  //     that the api trusts to name the client (and nothing else on that network can
  //     take: the network's dynamic addresses come from a range without it).
  const host = services.host ?? {};
  const hostEnv = host.environment ?? {};
  check(
    'host: forwards /api/ to the api service (API_UPSTREAM) and starts with it',
    hostEnv.API_UPSTREAM === `http://api:${apiEnv.PORT}` && !!host.depends_on?.api,
    JSON.stringify({ upstream: hostEnv.API_UPSTREAM, depends_on: host.depends_on }),
  );
  const hostNetworks = Object.keys(host.networks ?? {});
  const [proxyNetwork = ''] = hostNetworks;
  const hostAddress = host.networks?.[proxyNetwork]?.ipv4_address ?? '';
  const ipam = config.networks?.[proxyNetwork]?.ipam?.config?.[0] ?? {};
  check(
    "host: on one network only, shared with the api, at a fixed address outside the network's dynamic range",
    hostNetworks.length === 1 &&
      Object.keys(api.networks ?? {}).includes(proxyNetwork) &&
      inCidr(hostAddress, ipam.subnet ?? '') &&
      !inCidr(hostAddress, ipam.ip_range ?? ''),
    JSON.stringify({ host: host.networks, api: api.networks, ipam }),
  );
  check(
    "api: TRUST_PROXY is the host's address, and only that",
    !!hostAddress && apiEnv.TRUST_PROXY === hostAddress,
    String(apiEnv.TRUST_PROXY),
  );
  // The host is trusted by an address no other client has; its nginx sends no proxy
  // secret, so requiring one (TRUST_PROXY_SECRET, pnpm start's way) would drop every
  // member's address.
  check(
    'api: no TRUST_PROXY_SECRET (the host is known by its address on api-proxy)',
    !apiEnv.TRUST_PROXY_SECRET,
    String(apiEnv.TRUST_PROXY_SECRET),
  );
  check(
    "host: the page's origin and the API's media origin are the api's (CSP, preconnects)",
    hostEnv.PUBLIC_API_URL === apiEnv.PUBLIC_API_URL &&
      hostEnv.PUBLIC_APP_URL === apiEnv.PUBLIC_APP_URL &&
      pointsAt(hostEnv.PUBLIC_APP_URL, 3000),
    JSON.stringify(hostEnv),
  );

  check(
    "host: passes MAP_STYLE_URL (the map's tile service) to its runtime config, empty by default",
    hostEnv.MAP_STYLE_URL === '',
    String(hostEnv.MAP_STYLE_URL),
  );

  // 6. Every service has a healthcheck, or waits for a service that has one.
  const healthy = (name: string) => {
    const h = services[name]?.healthcheck;
    return !!h && !h.disable && testOf(name) !== '' && !/^NONE\b/.test(testOf(name));
  };
  const unchecked = Object.keys(services).filter(
    (name) => !healthy(name) && !Object.keys(services[name]?.depends_on ?? {}).some(healthy),
  );
  check(
    'every service has a healthcheck or depends on one',
    unchecked.length === 0,
    unchecked.join(', '),
  );

  // 7. The nginx template: envsubst replaces every *set* variable, so it must use
  //    ${PORT} and nothing else that looks like a variable.
  const template = readFileSync(join(root, 'docker/web/default.conf.template'), 'utf8');
  const vars = [...template.replace(/^\s*#.*$/gm, '').matchAll(/\$\{?(\w+)/g)].map((m) => m[1]);
  check(
    'nginx template listens on ${PORT} and uses no other $variable',
    /listen\s+\$\{PORT\};/.test(template) && vars.every((v) => v === 'PORT'),
    vars.join(', '),
  );
} catch (error) {
  if (!(error instanceof Error && error.message === 'invalid compose file')) throw error;
}

// 8. The runtime config script writes valid JSON for the host and for a remote.
const script = join(root, 'docker/web/40-runtime-config.sh');
check('40-runtime-config.sh is executable', (statSync(script).mode & 0o111) !== 0);
const readJson = (file: string): unknown => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};
const readText = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : '');
const hostDir = mkdtempSync(join(scratch, 'host-'));
const hostRun = run('sh', [script], {
  HTML_DIR: hostDir,
  NGINX_SNIPPETS_DIR: hostDir,
  CANOPY_APP: 'host',
  API_BASE: 'https://api.example.test/v1 "quoted"',
  PUBLIC_API_URL: 'https://media.example.test/',
  REMOTE_SOCIAL_URL: 'https://social.example.test/',
  REMOTE_MARKETPLACE_URL: 'http://localhost:3002',
});
check('runtime config: script succeeds for the host', hostRun.status === 0, hostRun.stderr.trim());
check(
  'runtime config: host config.json is valid JSON with apiBase',
  JSON.stringify(readJson(join(hostDir, 'config.json'))) ===
    JSON.stringify({ apiBase: 'https://api.example.test/v1 "quoted"' }),
);
check(
  'runtime config: host remotes.json is valid JSON with the five manifests',
  JSON.stringify(readJson(join(hostDir, 'remotes.json'))) ===
    JSON.stringify({
      social: 'https://social.example.test/mf-manifest.json',
      marketplace: 'http://localhost:3002/mf-manifest.json',
      games: 'http://localhost:3003/mf-manifest.json',
      ai: 'http://localhost:3004/mf-manifest.json',
      console: 'http://localhost:3005/mf-manifest.json',
    }),
);
const remoteDir = mkdtempSync(join(scratch, 'remote-'));
const remoteRun = run('sh', [script], {
  HTML_DIR: remoteDir,
  NGINX_SNIPPETS_DIR: remoteDir,
  CANOPY_APP: 'remote-games',
});
check(
  'runtime config: a remote gets config.json (default apiBase) and no remotes.json',
  remoteRun.status === 0 &&
    JSON.stringify(readJson(join(remoteDir, 'config.json'))) ===
      JSON.stringify({ apiBase: 'http://localhost:4000/api' }) &&
    !existsSync(join(remoteDir, 'remotes.json')),
  remoteRun.stderr.trim(),
);

// 8a. The map's tile service: named in config.json and allowed in img-src (and nowhere
//     else) only when MAP_STYLE_URL is set; the default page names no tile origin.
const tilesDir = mkdtempSync(join(scratch, 'map-tiles-'));
const tilesRun = run('sh', [script], {
  HTML_DIR: tilesDir,
  NGINX_SNIPPETS_DIR: tilesDir,
  CANOPY_APP: 'host',
  MAP_STYLE_URL: 'https://tiles.example.test/osm/{z}/{x}/{y}.png',
});
const tilesCsp = /Content-Security-Policy "([^"]*)"/.exec(
  readText(join(tilesDir, 'document-headers.conf')),
)?.[1];
const cspDirective = (csp: string | undefined, name: string) =>
  (csp ?? '').split('; ').find((part) => part.startsWith(`${name} `)) ?? '';
check(
  'runtime config: MAP_STYLE_URL reaches config.json and only img-src allows its origin',
  tilesRun.status === 0 &&
    JSON.stringify(readJson(join(tilesDir, 'config.json'))) ===
      JSON.stringify({
        apiBase: 'http://localhost:3000/api',
        mapStyleUrl: 'https://tiles.example.test/osm/{z}/{x}/{y}.png',
      }) &&
    / https:\/\/tiles\.example\.test$/.test(cspDirective(tilesCsp, 'img-src')) &&
    ['script-src', 'connect-src', 'media-src', 'default-src'].every(
      (name) => !/tiles\.example\.test/.test(cspDirective(tilesCsp, name)),
    ),
  `${tilesRun.stderr.trim()} ${tilesCsp}`,
);

// 8a'. Card payments: STRIPE_PUBLISHABLE_KEY reaches config.json and Stripe's origins
//      enter the host page's CSP only then; the default page names no Stripe origin.
const stripeDir = mkdtempSync(join(scratch, 'stripe-'));
const stripeRun = run('sh', [script], {
  HTML_DIR: stripeDir,
  NGINX_SNIPPETS_DIR: stripeDir,
  CANOPY_APP: 'host',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_check',
});
const stripeCsp = /Content-Security-Policy "([^"]*)"/.exec(
  readText(join(stripeDir, 'document-headers.conf')),
)?.[1];
check(
  'runtime config: STRIPE_PUBLISHABLE_KEY reaches config.json and the CSP allows Stripe only then',
  stripeRun.status === 0 &&
    (readJson(join(stripeDir, 'config.json')) as { stripePublishableKey?: string })
      .stripePublishableKey === 'pk_test_check' &&
    / https:\/\/js\.stripe\.com /.test(cspDirective(stripeCsp, 'script-src')) &&
    / https:\/\/api\.stripe\.com /.test(cspDirective(stripeCsp, 'connect-src')) &&
    cspDirective(stripeCsp, 'frame-src') ===
      "frame-src 'self' https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com https://m.stripe.network" &&
    !/stripe/.test(tilesCsp ?? 'stripe') &&
    !/stripe/i.test(readText(join(tilesDir, 'config.json'))),
  `${stripeRun.stderr.trim()} ${stripeCsp}`,
);

// 8b. A version named for a remote moves its manifest into that release's folder, and
//     a version that is not a plain name is refused before anything is written.
const versionedDir = mkdtempSync(join(scratch, 'versioned-'));
const versionedRun = run('sh', [script], {
  HTML_DIR: versionedDir,
  NGINX_SNIPPETS_DIR: versionedDir,
  CANOPY_APP: 'host',
  REMOTE_GAMES_VERSION: '2.1.0',
});
check(
  'runtime config: REMOTE_GAMES_VERSION points the host at that release',
  versionedRun.status === 0 &&
    (readJson(join(versionedDir, 'remotes.json')) as Record<string, string> | undefined)?.games ===
      'http://localhost:3003/releases/2.1.0/mf-manifest.json',
  versionedRun.stderr.trim(),
);
const badVersionDir = mkdtempSync(join(scratch, 'bad-version-'));
const badVersionRun = run('sh', [script], {
  HTML_DIR: badVersionDir,
  NGINX_SNIPPETS_DIR: badVersionDir,
  CANOPY_APP: 'host',
  REMOTE_AI_VERSION: '../../x',
});
check(
  'runtime config: a version that is not a plain name is refused',
  badVersionRun.status !== 0 && !existsSync(join(badVersionDir, 'remotes.json')),
);

// 8c. A remote image built with a RELEASE publishes itself once into releases/<version>/.
const publish = join(root, 'docker/web/30-publish-release.sh');
check('30-publish-release.sh is executable', (statSync(publish).mode & 0o111) !== 0);
const releaseDir = mkdtempSync(join(scratch, 'release-'));
writeFileSync(join(releaseDir, 'mf-manifest.json'), '{"v":1}');
const firstPublish = run('sh', [publish], { HTML_DIR: releaseDir, CANOPY_RELEASE: '1' });
writeFileSync(join(releaseDir, 'mf-manifest.json'), '{"v":2}');
const againPublish = run('sh', [publish], { HTML_DIR: releaseDir, CANOPY_RELEASE: '1' });
check(
  'publish release: copies the app into releases/<version>/ once and never changes it',
  firstPublish.status === 0 &&
    againPublish.status === 0 &&
    readText(join(releaseDir, 'releases/1/mf-manifest.json')) === '{"v":1}' &&
    !existsSync(join(releaseDir, 'releases/1/releases')),
  firstPublish.stderr + againPublish.stderr,
);
const badPublish = run('sh', [publish], { HTML_DIR: releaseDir, CANOPY_RELEASE: '../evil' });
check(
  'publish release: refuses a version that is not a plain name',
  badPublish.status !== 0 && !existsSync(join(releaseDir, 'evil')),
);

// 8d. By default the host's page calls the API on its own origin: the host writes the
//     /api/ location that forwards to the api service (streaming, X-Forwarded-For
//     replaced, the API's error shape when it is down), with the container's DNS server.
const sameOriginDir = mkdtempSync(join(scratch, 'same-origin-'));
writeFileSync(join(sameOriginDir, 'resolv.conf'), 'search example\nnameserver 127.0.0.11\n');
const sameOriginRun = run('sh', [script], {
  HTML_DIR: sameOriginDir,
  NGINX_SNIPPETS_DIR: sameOriginDir,
  RESOLV_CONF: join(sameOriginDir, 'resolv.conf'),
  CANOPY_APP: 'host',
});
check(
  "runtime config: the host's default apiBase is its own origin",
  sameOriginRun.status === 0 &&
    JSON.stringify(readJson(join(sameOriginDir, 'config.json'))) ===
      JSON.stringify({ apiBase: 'http://localhost:3000/api' }),
  sameOriginRun.stderr.trim(),
);
const apiProxy = readText(join(sameOriginDir, 'api-proxy.conf'));
const apiLocation = /^location \^~ \/api\/ \{$([^]*?)^\}$/m.exec(apiProxy)?.[1] ?? '';
const directive = (text: string) =>
  new RegExp(`^\\s*${text.replace(/[$.*+?()[\]{}|^\\]/g, '\\$&')};$`, 'm').test(apiLocation);
check(
  'runtime config: host api-proxy.conf forwards /api/ to the api service, looked up by the container DNS',
  directive('resolver 127.0.0.11 valid=10s ipv6=off') &&
    directive('set $canopy_api http://api:4000') &&
    directive('proxy_pass $canopy_api') &&
    directive('proxy_http_version 1.1') &&
    directive('proxy_set_header Host $host'),
  apiProxy,
);
check(
  'runtime config: host /api/ streams answers (buffering off, long read timeout)',
  directive('proxy_buffering off') &&
    /^\s*proxy_read_timeout (\d+h|\d{4,}s?);$/m.test(apiLocation) &&
    directive('proxy_request_buffering off'),
  apiLocation,
);
check(
  "runtime config: host /api/ replaces the client's X-Forwarded-For with the address nginx saw",
  directive('proxy_set_header X-Forwarded-For $remote_addr') &&
    !/proxy_add_x_forwarded_for/.test(apiProxy),
  apiLocation,
);
check(
  "runtime config: host /api/ answers nginx's own 502/504 in the API's error shape",
  directive('error_page 502 504 = @canopy_api_unreachable') &&
    /^location @canopy_api_unreachable \{[^}]*return 502 '\{"valid":false,[^}]*"errorCode":"SERVICE_UNAVAILABLE"\}';/m.test(
      apiProxy,
    ),
  apiProxy,
);
const sameOriginHeaders = readText(join(sameOriginDir, 'document-headers.conf'));
const sameOriginCsp = /Content-Security-Policy "([^"]*)"/.exec(sameOriginHeaders)?.[1] ?? '';
check(
  "security headers: with a same-origin API the page's CSP names the media origin, not its own",
  /connect-src 'self' http:\/\/localhost:4000 http:\/\/localhost:3001 /.test(sameOriginCsp) &&
    /img-src 'self' data: blob: http:\/\/localhost:4000;/.test(sameOriginCsp) &&
    /media-src 'self' blob: http:\/\/localhost:4000;/.test(sameOriginCsp) &&
    !/localhost:3000/.test(sameOriginCsp),
  sameOriginCsp,
);
const sameOriginLink = readText(join(sameOriginDir, 'page-link.conf'));
check(
  'host page preconnects to the media origin and the remotes, not to its own origin',
  /^\s*none "<http:\/\/localhost:4000>; rel=preconnect, <http:\/\/localhost:4000>; rel=preconnect; crossorigin, <http:\/\/localhost:3001>;[^"]*";$/m.test(
    sameOriginLink,
  ) &&
    !/none "[^"]*localhost:3000/.test(sameOriginLink) &&
    /^add_header Link \$canopy_page_link always;$/m.test(sameOriginHeaders),
  sameOriginLink,
);
const badUpstreamDir = mkdtempSync(join(scratch, 'bad-upstream-'));
const badUpstreamRun = run('sh', [script], {
  HTML_DIR: badUpstreamDir,
  NGINX_SNIPPETS_DIR: badUpstreamDir,
  CANOPY_APP: 'host',
  API_UPSTREAM: 'http://api:4000; return 200',
});
check(
  'runtime config: an API_UPSTREAM that is not http://host[:port] is refused before anything is written',
  badUpstreamRun.status !== 0 &&
    !existsSync(join(badUpstreamDir, 'config.json')) &&
    !existsSync(join(badUpstreamDir, 'api-proxy.conf')),
);
check(
  "runtime config: a remote's api-proxy.conf has no location",
  !/\blocation\b/.test(readText(join(remoteDir, 'api-proxy.conf'))) &&
    existsSync(join(remoteDir, 'api-proxy.conf')),
);

// 9. Security headers: the host's CSP names the API, its media and the configured
//    remotes (only their origins), forbids framing; a remote's names no remote; every
//    nginx location sends nosniff, documents (HTML, SVG) the page policies too, and
//    precompressed copies are served.
const hostHeaders = readText(join(hostDir, 'document-headers.conf'));
const cspOf = (conf: string) => /Content-Security-Policy "([^"]*)"/.exec(conf)?.[1] ?? '';
const hostCsp = cspOf(hostHeaders);
check(
  'security headers: host CSP allows the API and the remotes by origin',
  /script-src 'self' https:\/\/social\.example\.test http:\/\/localhost:3002 /.test(hostCsp) &&
    /connect-src 'self' https:\/\/api\.example\.test https:\/\/media\.example\.test https:\/\/social\.example\.test /.test(
      hostCsp,
    ) &&
    /img-src 'self' data: blob: https:\/\/api\.example\.test https:\/\/media\.example\.test;/.test(
      hostCsp,
    ),
  hostCsp,
);
check(
  'security headers: no inline script or eval, no framing, nosniff, referrer policy',
  !/unsafe-eval/.test(hostCsp) &&
    !/script-src[^;]*unsafe-inline/.test(hostCsp) &&
    /frame-ancestors 'none'/.test(hostCsp) &&
    /X-Content-Type-Options nosniff/.test(hostHeaders) &&
    /Referrer-Policy \S+/.test(hostHeaders) &&
    /X-Frame-Options DENY/.test(hostHeaders),
  hostHeaders,
);
check(
  'host page preconnects to an API on another origin and the remotes',
  /none "<https:\/\/api\.example\.test>; rel=preconnect, [^"]*<https:\/\/social\.example\.test>; rel=preconnect; crossorigin/.test(
    readText(join(hostDir, 'page-link.conf')),
  ),
  readText(join(hostDir, 'page-link.conf')),
);
const remoteCsp = cspOf(readText(join(remoteDir, 'document-headers.conf')));
check(
  "security headers: a remote's CSP names no remote",
  /^default-src 'self'; script-src 'self';/.test(remoteCsp),
  remoteCsp,
);
const everyFileHeaders = readText(join(hostDir, 'security-headers.conf'));
check(
  'security headers: files other than documents get nosniff and no page policy',
  everyFileHeaders.trim() === 'add_header X-Content-Type-Options nosniff always;',
  everyFileHeaders,
);
const templateText = readFileSync(join(root, 'docker/web/default.conf.template'), 'utf8');
const countOf = (pattern: RegExp) => templateText.match(pattern)?.length ?? 0;
const locations = countOf(/^\s*location\b/gm);
const documentLocations = countOf(/^\s*location ~\* "\\\.\(\?:html\?\|svg\)\$" \{/gm);
const everyFile = countOf(/^\s*include \/etc\/nginx\/canopy\/security-headers\.conf;/gm);
const documents = countOf(/^\s*include \/etc\/nginx\/canopy\/document-headers\.conf;/gm);
// A source map is refused at the server level and inside each ^~ prefix location (which
// skips the server's regex locations); nginx's answer to one is checked live below.
const mapLocations = countOf(/^\s*location ~\* "\\\.map\$" \{\n\s*return 404;\n\s*\}/gm);
check(
  'nginx: source maps (.map) are answered 404, at the top and in every ^~ prefix location',
  mapLocations === 1 + countOf(/^\s*location \^~ /gm),
  `${mapLocations} .map locations`,
);
check(
  'nginx: every location sends nosniff, HTML and SVG the page policies, gzip_static is on',
  documentLocations === 3 &&
    everyFile === locations - documentLocations - mapLocations &&
    documents === documentLocations + 1 &&
    /^\s*gzip_static on;/m.test(templateText),
  `${locations} locations: ${everyFile} with nosniff only, ${documents} with document headers`,
);

// 10. The nginx config as a container runs it: nginx -t, then the host's /api/ live.
await checkNginx({ root, scratch, run, check });

rmSync(scratch, { recursive: true, force: true });
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed === 0 ? 0 : 1;

/** Whether IPv4 address `address` is inside `cidr` (a.b.c.d/n). */
function inCidr(address: string, cidr: string): boolean {
  const toNumber = (ip: string) =>
    /^\d{1,3}(\.\d{1,3}){3}$/.test(ip)
      ? ip.split('.').reduce((sum, part) => sum * 256 + Number(part), 0)
      : NaN;
  const [base = '', bits = ''] = cidr.split('/');
  const size = 2 ** (32 - Number(bits));
  const start = toNumber(base);
  const value = toNumber(address);
  return Number.isInteger(size) && start % size === 0 && value >= start && value < start + size;
}

// Reads the block-style YAML that `docker-compose config` (v1) prints: mappings,
// sequences (also "- key: value" items), plain and quoted scalars, including
// scalars it folds over several lines. Not a general YAML parser.
type Line = { indent: number; text: string };
function parseYaml(source: string): Yaml {
  const lines = logicalLines(source);
  const at = (k: number): Line => lines[k] ?? { indent: -1, text: '' };
  let i = 0;
  const isItem = (text: string) => text === '-' || text.startsWith('- ');
  const keyOf = (text: string) =>
    /^('(?:[^']|'')*'|"(?:[^"\\]|\\.)*"|[^\s'"#-][^]*?):(?: (.*))?$/.exec(text);
  const block = (): Yaml => (isItem(at(i).text) ? sequence(at(i).indent) : mapping(at(i).indent));
  const nested = (indent: number): Yaml =>
    at(i).indent > indent || (at(i).indent === indent && isItem(at(i).text)) ? block() : null;
  function mapping(indent: number): { [key: string]: Yaml } {
    const out: { [key: string]: Yaml } = {};
    while (i < lines.length && at(i).indent === indent && !isItem(at(i).text)) {
      const m = keyOf(at(i).text);
      if (!m) throw new Error(`cannot read YAML line: ${at(i).text}`);
      i++;
      out[String(scalar(m[1] ?? ''))] = m[2] ? scalar(m[2]) : nested(indent);
    }
    return out;
  }
  function sequence(indent: number): Yaml[] {
    const out: Yaml[] = [];
    while (i < lines.length && at(i).indent === indent && isItem(at(i).text)) {
      const rest = at(i).text.slice(1).trimStart();
      if (rest === '') {
        i++;
        out.push(nested(indent));
      } else if (keyOf(rest)) {
        // "- key: value" opens a mapping whose keys line up with "key".
        lines[i] = { indent: indent + at(i).text.length - rest.length, text: rest };
        out.push(mapping(at(i).indent));
      } else {
        i++;
        out.push(scalar(rest));
      }
    }
    return out;
  }
  return lines.length ? block() : null;
}

// Splits the source into {indent, text} lines, joining folded scalars back together.
function logicalLines(source: string): Line[] {
  const raw = source.split('\n').filter((l) => l.trim() !== '' && !/^\s*#/.test(l));
  const indentOf = (l: string) => l.length - l.trimStart().length;
  const out: Line[] = [];
  for (let n = 0; n < raw.length; n++) {
    const line = raw[n] ?? '';
    const indent = indentOf(line);
    const text = line.trim();
    // Where the value starts, and the indent a continuation line must exceed.
    const item = /^(- +)*/.exec(text)?.[0] ?? '';
    const afterDash = text.slice(item.length);
    const key = /^('(?:[^']|'')*'|"(?:[^"\\]|\\.)*"|[^\s'"#][^]*?):(?: |$)/.exec(afterDash);
    const value = key ? afterDash.slice(key[0].length) : afterDash;
    const limit = key ? indent + item.length : indent;
    const closed = (v: string) =>
      v.startsWith("'")
        ? /^'(?:[^']|'')*'$/.test(v)
        : !v.startsWith('"') || /^"(?:[^"\\]|\\.)*"$/.test(v);
    let joined = value;
    if (value !== '' && !/^[|>]/.test(value)) {
      const quoted = /^['"]/.test(value);
      while (
        n + 1 < raw.length &&
        (quoted ? !closed(joined) : indentOf(raw[n + 1] ?? '') > limit)
      ) {
        n++;
        const next = (raw[n] ?? '').trim();
        joined =
          joined.startsWith('"') && joined.endsWith('\\')
            ? joined.slice(0, -1) + next
            : `${joined} ${next}`;
      }
    }
    out.push({ indent, text: text.slice(0, text.length - value.length) + joined });
  }
  return out;
}

function scalar(text: string): Yaml {
  if (/^'.*'$/.test(text)) return text.slice(1, -1).replace(/''/g, "'");
  if (/^".*"$/.test(text)) {
    try {
      return JSON.parse(text) as string;
    } catch {
      return text.slice(1, -1);
    }
  }
  if (text === '{}') return {};
  if (text === '[]') return [];
  if (text === 'null' || text === '~') return null;
  if (text === 'true' || text === 'false') return text === 'true';
  if (/^-?\d+$/.test(text)) return Number(text);
  return text;
}
