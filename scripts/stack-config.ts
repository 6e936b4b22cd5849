// Ports and URLs of a local Canopy stack, from the environment with defaults.

import { REMOTES, type Remote } from '../api/src/lib/remote-releases.ts';

export { REMOTES, type Remote };

export interface StackConfig {
  apiPort: number;
  hostPort: number;
  remotePorts: Record<Remote, number>;
  apiBase: string;
  /** Where the browser loads media from: the host's origin unless PUBLIC_API_URL says. */
  publicApiUrl: string;
}

function port(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0 || value > 65535) {
    throw new Error(`${name} must be a port number, not ${process.env[name]}`);
  }
  return value;
}

export function stackConfig(): StackConfig {
  const apiPort = port('API_PORT', 4000);
  const hostPort = port('HOST_PORT', 3000);
  // Media too comes through the host's server (hostProxies), so the browser needs the
  // API's port for nothing.
  const publicApiUrl = process.env.PUBLIC_API_URL ?? `http://localhost:${hostPort}`;
  return {
    apiPort,
    hostPort,
    remotePorts: {
      social: port('SOCIAL_PORT', hostPort + 1),
      marketplace: port('MARKETPLACE_PORT', hostPort + 2),
      games: port('GAMES_PORT', hostPort + 3),
      ai: port('AI_PORT', hostPort + 4),
      console: port('CONSOLE_PORT', hostPort + 5),
    },
    publicApiUrl,
    // The host's own server forwards /api/ to the API (start-stack.ts): same-origin calls
    // need no CORS preflight.
    apiBase: process.env.API_BASE ?? `http://localhost:${hostPort}/api`,
  };
}

export function remotesManifest(config: StackConfig): Record<Remote, string> {
  return Object.fromEntries(
    REMOTES.map((remote) => [
      remote,
      `http://localhost:${config.remotePorts[remote]}/mf-manifest.json`,
    ]),
  ) as Record<Remote, string>;
}

/** What the host's server forwards to the API: its calls and its media, with the secret. */
export function hostProxies(
  config: StackConfig,
  proxySecret: string,
): Array<{ prefix: string; target: string; secret: string }> {
  const target = `http://127.0.0.1:${config.apiPort}`;
  return ['/api/', '/media/'].map((prefix) => ({ prefix, target, secret: proxySecret }));
}

/**
 * The API's environment under pnpm start. The host's server forwards from loopback, where
 * every other local program is too: TRUST_PROXY alone would let any of them name any
 * address in X-Forwarded-For (and walk around every per-address limit), so the API also
 * requires `proxySecret`, new at every start, which only the host's server sends.
 */
export function apiEnvironment(
  config: StackConfig,
  proxySecret: string,
  env: NodeJS.ProcessEnv = process.env,
): NodeJS.ProcessEnv {
  return {
    ...env,
    PORT: String(config.apiPort),
    PUBLIC_API_URL: config.publicApiUrl,
    // Links the API hands out (invites) and where social sign-in may return to.
    PUBLIC_APP_URL: env.PUBLIC_APP_URL ?? `http://localhost:${config.hostPort}`,
    APP_ORIGINS: env.APP_ORIGINS ?? `http://localhost:${config.hostPort}`,
    TRUST_PROXY: env.TRUST_PROXY ?? '127.0.0.1,::1',
    TRUST_PROXY_SECRET: proxySecret,
    // The local demo: a new database gets the demo community, members with published
    // passwords included (SEED=0 starts without). The API alone seeds nothing.
    SEED: (env.SEED ?? 'demo') === 'demo' ? 'demo' : '0',
  };
}
