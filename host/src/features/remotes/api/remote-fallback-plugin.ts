import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Marks the module the runtime hands back when a remote cannot be loaded. */
export const REMOTE_UNAVAILABLE = '__canopyRemoteUnavailable';

/**
 * Keeps a remote that is down from crashing the runtime. Only the `onLoad` lifecycle
 * may be answered with a fallback module; at earlier lifecycles (manifest, entry) a
 * returned value would be taken for a manifest or a container, so the error is left
 * to reject `loadRemote`, which the remote area turns into its own fallback.
 *
 * @public The webpack factory loads it by path as the host's federation runtime plugin.
 */
export default function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'canopy-remote-fallback',
    errorLoadRemote({ id, lifecycle, error }) {
      console.warn(`Remote module ${id} could not be loaded (${lifecycle}).`, error);
      if (lifecycle !== 'onLoad') return undefined;
      return { [REMOTE_UNAVAILABLE]: true, default: () => null };
    },
  };
}
