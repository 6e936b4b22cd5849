import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { fetchStaticJson } from '@canopy/shared-core/entry-script';

// Every remote's mf-manifest.json is read by the host: the sections it declares say which
// remote serves which page. The federation runtime reads the same file before it loads
// a remote; it is handed the host's copy instead of asking again, so the opened remote's
// manifest travels once and its code follows it at once. Entry-script code: no shared
// library is imported here.

/** Manifests read, by URL, that the runtime has not taken yet. */
const unclaimed = new Map<string, Promise<unknown>>();

/** Reads a remote's mf-manifest.json (once per page: the runtime gets this same read). */
export function readManifest(url: string): Promise<unknown> {
  const manifest = fetchStaticJson<unknown>(url);
  unclaimed.set(url, manifest);
  return manifest;
}

/**
 * Answers the runtime's first fetch of a manifest the host has read with that read, a
 * failure included (the remote's area then shows its fallback). Each read is handed over
 * once: after a failure the runtime fetches the file afresh, as it did without the host.
 */
export function reuseReadManifests(): ModuleFederationRuntimePlugin {
  return {
    name: 'canopy-reuse-read-manifests',
    fetch(url) {
      const manifest = unclaimed.get(url);
      if (!manifest) return undefined;
      unclaimed.delete(url);
      return manifest.then((json) => Response.json(json));
    },
  };
}
