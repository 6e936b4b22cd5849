import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, fetchStaticJson, type RemoteName } from '@canopy/shared-core/entry-script';
import { reuseReadManifests } from './remote-manifests.ts';

// The entry script runs this before the shared libraries are negotiated, so it imports
// none of them: shared-core's remote contract comes in as a plain module of constants.

/** name → mf-manifest.json URL, served by the host as remotes.json. */
export type RemotesManifest = Partial<Record<RemoteName, string>>;

function isRemoteName(name: string): name is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(name);
}

/**
 * Reads where each remote lives now and registers the ones the host knows. Moving or
 * redeploying a remote changes this file, never the host build.
 */
export async function registerRemotesFrom(url: string): Promise<RemotesManifest> {
  const listed = await fetchStaticJson<Record<string, unknown>>(url);
  const manifest: RemotesManifest = {};
  for (const [name, entry] of Object.entries(listed)) {
    if (isRemoteName(name) && typeof entry === 'string') manifest[name] = entry;
  }
  registerPlugins([reuseReadManifests()]);
  registerRemotes(Object.entries(manifest).map(([name, entry]) => ({ name, entry })));
  return manifest;
}
