// @ts-check
// The one place that decides what the five federated apps share at runtime.
// Every app builds its ModuleFederationPlugin options from here, so no app can
// forget a singleton (a missing entry silently gives that app a second React,
// router, jotai store or shared-core instance).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Packages that must exist exactly once in the browser. */
export const SINGLETON_PACKAGES = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'jotai',
  '@emotion/react',
  '@emotion/cache',
];

/**
 * Packages whose deep imports (react/jsx-runtime, react-dom/client, jotai/utils,
 * @emotion/react/jsx-runtime) must come from the same shared instance too.
 */
const SUBPATH_SHARED = ['react', 'react-dom', 'jotai', '@emotion/react'];

export const SHARED_CORE = '@canopy/shared-core';

/**
 * The installed version of a package as seen from one app, read from its package.json.
 * @param {string} appDir
 * @param {string} name
 */
function installedVersion(appDir, name) {
  const require = createRequire(path.join(appDir, 'package.json'));
  const entry = require.resolve(name);
  let dir = path.dirname(entry);
  // Walk up from the resolved entry to the package's own package.json (exports maps
  // often hide `<name>/package.json`).
  while (dir !== path.dirname(dir)) {
    try {
      const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
      if (pkg.name === name) return /** @type {string} */ (pkg.version);
    } catch {
      // not a package folder; keep walking up
    }
    dir = path.dirname(dir);
  }
  throw new Error(`Cannot find the installed version of ${name} from ${appDir}`);
}

/**
 * The `shared` block for an app's ModuleFederationPlugin.
 * @param {string} appDir absolute path of the app folder
 */
export function sharedDependencies(appDir) {
  /** @type {Record<string, import('@module-federation/enhanced').moduleFederationPlugin.SharedConfig>} */
  const shared = {};
  for (const name of SINGLETON_PACKAGES) {
    const version = installedVersion(appDir, name);
    shared[name] = { singleton: true, requiredVersion: `^${version}`, version };
    if (SUBPATH_SHARED.includes(name)) {
      // The trailing-slash key has no package.json of its own, so it needs an
      // explicit version or each app silently bundles a private copy.
      shared[`${name}/`] = { singleton: true, requiredVersion: `^${version}`, version };
    }
  }
  // A workspace package: always the host's copy, whatever the remote was built with.
  shared[SHARED_CORE] = { singleton: true, requiredVersion: false };
  return shared;
}
