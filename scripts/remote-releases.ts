// Versioned remote deploys: each release of a remote is copied once into its own folder
// (<releases>/<remote>/<version>/) and never changed again, and the host's remotes
// manifest is pointed at it. Releasing and rolling back only rewrite one line of that
// manifest, so the host needs no rebuild: the next page load uses the new version.
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { REMOTES, type Remote } from './stack-config.ts';

/** The URL path under which a remote's server answers its released versions. */
export const RELEASES_PREFIX = '/releases/';

const VERSION = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

export interface ReleaseStore {
  /** Where versioned folders live: <releasesDir>/<remote>/<version>/. */
  releasesDir: string;
  /** The host's remotes manifest (remote name → mf-manifest.json URL). */
  remotesFile: string;
}

export class ReleaseError extends Error {
  override name = 'ReleaseError';
}

export function assertRemote(name: string): asserts name is Remote {
  if (!(REMOTES as readonly string[]).includes(name)) {
    throw new ReleaseError(`Unknown remote "${name}": use one of ${REMOTES.join(', ')}.`);
  }
}

function assertVersion(version: string): void {
  if (!VERSION.test(version)) {
    throw new ReleaseError(
      `"${version}" is not a version: use letters, digits, dots, dashes or underscores (at most 64).`,
    );
  }
}

/**
 * The versions of a remote in the order they went live; the last is live. Kept beside,
 * not inside, the remote's folder, which its server publishes.
 */
function historyFile(store: ReleaseStore, remote: Remote): string {
  return path.join(store.releasesDir, `${remote}.history.json`);
}

export function releaseHistory(store: ReleaseStore, remote: Remote): string[] {
  const file = historyFile(store, remote);
  if (!existsSync(file)) return [];
  return JSON.parse(readFileSync(file, 'utf8')) as string[];
}

/** Writes beside the target and renames over it, so a reader never sees half a file. */
function writeAtomically(file: string, content: string): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, file);
}

function readManifest(store: ReleaseStore): Record<string, string> {
  if (!existsSync(store.remotesFile)) {
    throw new ReleaseError(
      `No remotes manifest at ${store.remotesFile}: start the stack once (pnpm start) first.`,
    );
  }
  return JSON.parse(readFileSync(store.remotesFile, 'utf8')) as Record<string, string>;
}

/** The manifest URL of one released version, on the server that serves the remote now. */
export function releaseManifestUrl(currentUrl: string, version: string): string {
  const url = new URL(currentUrl);
  url.pathname = `${RELEASES_PREFIX}${encodeURIComponent(version)}/mf-manifest.json`;
  url.search = '';
  return url.toString();
}

function pointManifest(store: ReleaseStore, remote: Remote, version: string): string {
  const manifest = readManifest(store);
  const current = manifest[remote];
  if (!current) throw new ReleaseError(`The remotes manifest has no entry for ${remote}.`);
  const next = releaseManifestUrl(current, version);
  writeAtomically(
    store.remotesFile,
    JSON.stringify({ ...manifest, [remote]: next }, null, 2) + '\n',
  );
  return next;
}

function writeHistory(store: ReleaseStore, remote: Remote, history: string[]): void {
  writeAtomically(historyFile(store, remote), JSON.stringify(history, null, 2) + '\n');
}

export interface ReleaseResult {
  remote: Remote;
  version: string;
  manifestUrl: string;
}

/**
 * Copies a remote's build into its version folder and makes it the live version.
 * A version is immutable: releasing one that exists is refused (use rollback to go back).
 */
export function releaseRemote(
  store: ReleaseStore,
  remote: string,
  version: string,
  buildDir: string,
): ReleaseResult {
  assertRemote(remote);
  assertVersion(version);
  if (!existsSync(path.join(buildDir, 'mf-manifest.json'))) {
    throw new ReleaseError(
      `${buildDir} holds no remote build (no mf-manifest.json): build it first.`,
    );
  }
  const target = path.join(store.releasesDir, remote, version);
  if (existsSync(target)) {
    throw new ReleaseError(
      `${remote} ${version} is already released and releases never change: pick a new version, or roll back.`,
    );
  }
  // Copy into a temporary folder first, so a failed copy never leaves a half version.
  const staging = `${target}.${process.pid}.partial`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(path.dirname(target), { recursive: true });
  cpSync(buildDir, staging, { recursive: true });
  renameSync(staging, target);
  const manifestUrl = pointManifest(store, remote, version);
  writeHistory(store, remote, [...releaseHistory(store, remote), version]);
  return { remote, version, manifestUrl };
}

/** Makes the version that was live before the current one live again. */
export function rollbackRemote(store: ReleaseStore, remote: string): ReleaseResult {
  assertRemote(remote);
  const history = releaseHistory(store, remote);
  const previous = history.at(-2);
  if (previous === undefined) {
    throw new ReleaseError(`${remote} has no earlier release to roll back to.`);
  }
  const manifestUrl = pointManifest(store, remote, previous);
  writeHistory(store, remote, history.slice(0, -1));
  return { remote, version: previous, manifestUrl };
}
