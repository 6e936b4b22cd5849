// Versioned remote deploys: each release of a remote is copied once into its own folder
// (<releases>/<remote>/<version>/) and never changed again, and the host's remotes
// manifest is pointed at it. Releasing and rolling back only rewrite one line of that
// manifest, so the host needs no rebuild: the next page load uses the new version.
// `pnpm release:remote` / `rollback:remote` (scripts/release-remote.ts) and the console's
// Releases page (the staff releases plugin) both act through this module.
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

/** The remotes, each its own deploy: the host loads them through the remotes manifest. */
export const REMOTES = ['social', 'marketplace', 'games', 'ai', 'console'] as const;
export type Remote = (typeof REMOTES)[number];

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

/** One version going live: by a release, or by a rollback to it. */
export interface ReleaseEntry {
  version: string;
  /** When it went live (ISO 8601); null for entries written before this was kept. */
  at: string | null;
  /** Who made it live: the releaser's name, or the operator who rolled back. */
  by: string | null;
  how: 'release' | 'rollback';
}

/**
 * The versions of a remote in the order they went live; the last is live. Kept beside,
 * not inside, the remote's folder, which its server publishes.
 */
function historyFile(store: ReleaseStore, remote: Remote): string {
  return path.join(store.releasesDir, `${remote}.history.json`);
}

/** The remote's release log, oldest first; the last entry is live. */
export function releaseLog(store: ReleaseStore, remote: Remote): ReleaseEntry[] {
  const file = historyFile(store, remote);
  if (!existsSync(file)) return [];
  const entries = JSON.parse(readFileSync(file, 'utf8')) as Array<string | ReleaseEntry>;
  // Early logs held the versions alone.
  return entries.map((entry) =>
    typeof entry === 'string' ? { version: entry, at: null, by: null, how: 'release' } : entry,
  );
}

export function releaseHistory(store: ReleaseStore, remote: Remote): string[] {
  return releaseLog(store, remote).map((entry) => entry.version);
}

/** Writes beside the target and renames over it, so a reader never sees half a file. */
function writeAtomically(file: string, content: string): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, file);
}

export function readManifest(store: ReleaseStore): Record<string, string> {
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

function writeHistory(store: ReleaseStore, remote: Remote, history: ReleaseEntry[]): void {
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
  by: string,
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
  const entry: ReleaseEntry = { version, at: new Date().toISOString(), by, how: 'release' };
  writeHistory(store, remote, [...releaseLog(store, remote), entry]);
  return { remote, version, manifestUrl };
}

/**
 * Makes the version that was live before the current one live again; the log then says
 * who rolled back and when. The version rolled back from leaves the log (its folder stays).
 */
export function rollbackRemote(store: ReleaseStore, remote: string, by: string): ReleaseResult {
  assertRemote(remote);
  const history = releaseLog(store, remote);
  const previous = history.at(-2);
  if (previous === undefined) {
    throw new ReleaseError(`${remote} has no earlier release to roll back to.`);
  }
  const manifestUrl = pointManifest(store, remote, previous.version);
  const entry: ReleaseEntry = {
    version: previous.version,
    at: new Date().toISOString(),
    by,
    how: 'rollback',
  };
  writeHistory(store, remote, [...history.slice(0, -2), entry]);
  return { remote, version: previous.version, manifestUrl };
}
