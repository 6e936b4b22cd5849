// Ports and URLs of a local Canopy stack, from the environment with defaults.

export const REMOTES = ['social', 'marketplace', 'games', 'ai'] as const;
export type Remote = (typeof REMOTES)[number];

export interface StackConfig {
  apiPort: number;
  hostPort: number;
  remotePorts: Record<Remote, number>;
  apiBase: string;
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
  const publicApiUrl = process.env.PUBLIC_API_URL ?? `http://localhost:${apiPort}`;
  return {
    apiPort,
    hostPort,
    remotePorts: {
      social: port('SOCIAL_PORT', hostPort + 1),
      marketplace: port('MARKETPLACE_PORT', hostPort + 2),
      games: port('GAMES_PORT', hostPort + 3),
      ai: port('AI_PORT', hostPort + 4),
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
