// The contract between the host and every remote, checked on both sides: at build time
// (the webpack factory refuses a remote whose exposes drift), in each remote's tests, and
// at runtime (the host shows the area's fallback for a module that does not match).
import type { ComponentType } from 'react';

/**
 * What every remote exposes as `./routes`: one component that renders the remote's
 * pages for the path below its area (the host mounts it under `/browse/...`).
 */
export interface RemoteRoutesModule {
  default: ComponentType;
}

/** The one module a remote exposes and the host loads (`<remote>/routes`). */
export const REMOTE_ROUTES_EXPOSE = './routes';

/** The remotes the host knows, by federation name. */
export const REMOTE_NAMES = ['social', 'marketplace', 'games', 'ai'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/**
 * What is wrong with a remote's federation `exposes` block, as messages for its team:
 * empty when it exposes exactly the contract's module.
 */
export function remoteContractProblems(name: string, exposes: Record<string, string>): string[] {
  const problems: string[] = [];
  if (!(REMOTE_NAMES as readonly string[]).includes(name)) {
    problems.push(`"${name}" is not a remote the host knows (${REMOTE_NAMES.join(', ')}).`);
  }
  if (!(REMOTE_ROUTES_EXPOSE in exposes)) {
    problems.push(`${name} must expose "${REMOTE_ROUTES_EXPOSE}": the host loads ${name}/routes.`);
  }
  for (const key of Object.keys(exposes)) {
    if (key !== REMOTE_ROUTES_EXPOSE) {
      problems.push(`${name} exposes "${key}", which is not in the host contract.`);
    }
  }
  return problems;
}

/** Whether a loaded `./routes` module has the shape the host renders. */
export function isRemoteRoutesModule(module: unknown): module is RemoteRoutesModule {
  return (
    typeof module === 'object' &&
    module !== null &&
    typeof (module as { default?: unknown }).default === 'function'
  );
}
