import type { RemoteName } from '@canopy/shared-core';
import type { ComponentType } from 'react';
import { loadRemoteRoutes } from './remotes.ts';

// One load per remote and attempt: `use` needs the same promise on every render. This
// module is part of the app's start-up code (the area's component is not), so a member
// opening a remote's page starts its download while the app is still starting.
const loads = new Map<string, Promise<{ default: ComponentType }>>();
const failedLoads = new Set<string>();

export function remoteRoutes(remote: RemoteName, attempt: number) {
  const key = `${remote}#${attempt}`;
  let load = loads.get(key);
  if (!load) {
    load = loadRemoteRoutes(remote);
    load.catch(() => failedLoads.add(key));
    loads.set(key, load);
  }
  return load;
}

/** Starts loading a remote before its area is drawn; the area then uses this same load. */
export function preloadRemoteArea(remote: RemoteName): void {
  remoteRoutes(remote, 0).catch(() => undefined); // the area shows the failure
}

/** Leaving an area forgets its failed loads, so the next visit tries again. */
export function forgetFailedLoads(remote: RemoteName) {
  for (const key of failedLoads) {
    if (key.startsWith(`${remote}#`)) {
      loads.delete(key);
      failedLoads.delete(key);
    }
  }
}
