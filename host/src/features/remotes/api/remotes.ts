import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  REMOTE_ROUTES_EXPOSE,
  isRemoteRoutesModule,
  reportRemoteLoad,
  type RemoteLoadReport,
  type RemoteName,
} from '@canopy/shared-core';
import type { ComponentType } from 'react';
import { REMOTE_UNAVAILABLE } from './remote-fallback-plugin.ts';
import type { RemotesManifest } from './remote-registry.ts';

let manifest: RemotesManifest = {};

/** The remotes the entry script registered, for the versions the health report names. */
export function rememberRegisteredRemotes(registered: RemotesManifest): void {
  manifest = registered;
}

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    /** Where loading stopped, for the federation health report. */
    readonly stage: 'unregistered' | 'load' | 'onLoad' | 'contract',
    cause?: unknown,
  ) {
    super(`The ${remote} area could not be loaded.`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

const failedRemotes = new Set<RemoteName>();

/** The released version a manifest URL names (/releases/<version>/), or "unreleased". */
export function releaseVersionOf(manifestUrl: string | undefined): string {
  const match = manifestUrl?.match(/\/releases\/([A-Za-z0-9][A-Za-z0-9._-]*)\//);
  return match?.[1] ?? 'unreleased';
}

/** Tells the operators' federation health which version loaded, or what failed; never in the way. */
function report(remote: RemoteName, outcome: RemoteLoadReport['outcome'], stage?: string): void {
  const version = releaseVersionOf(manifest[remote]);
  reportRemoteLoad({ remote, version, outcome, ...(stage ? { stage } : {}) }).catch(
    () => undefined,
  );
}

/**
 * Loads a remote's routes component. After a failure the next load first drops what
 * the runtime cached for that remote, so a remote that came back is fetched afresh.
 */
export async function loadRemoteRoutes(remote: RemoteName): Promise<{ default: ComponentType }> {
  try {
    const routes = await loadRoutesModule(remote);
    failedRemotes.delete(remote);
    report(remote, 'LOADED');
    return routes;
  } catch (error) {
    failedRemotes.add(remote);
    report(remote, 'FAILED', error instanceof RemoteUnavailableError ? error.stage : 'load');
    throw error;
  }
}

async function loadRoutesModule(remote: RemoteName): Promise<{ default: ComponentType }> {
  const entry = manifest[remote];
  if (!entry) throw new RemoteUnavailableError(remote, 'unregistered');
  if (failedRemotes.has(remote)) registerRemotes([{ name: remote, entry }], { force: true });
  let loaded: unknown;
  try {
    loaded = await loadRemote(`${remote}/${REMOTE_ROUTES_EXPOSE.slice(2)}`);
  } catch (error) {
    throw new RemoteUnavailableError(remote, 'load', error);
  }
  if (typeof loaded === 'object' && loaded !== null && REMOTE_UNAVAILABLE in loaded) {
    throw new RemoteUnavailableError(remote, 'onLoad');
  }
  if (!isRemoteRoutesModule(loaded)) {
    // A release that no longer matches the contract: its team needs to see why.
    console.error(
      `The ${remote} remote does not match the host contract: its "${REMOTE_ROUTES_EXPOSE}" ` +
        'module must export a React component as default. Showing its fallback instead.',
    );
    throw new RemoteUnavailableError(remote, 'contract');
  }
  return { default: loaded.default };
}
