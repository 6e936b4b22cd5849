// Releasing a remote copies its build into an immutable version folder and points the
// host's manifest at it; rolling back points it at the version live before.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeEach, test } from 'node:test';
import {
  ReleaseError,
  releaseHistory,
  releaseLog,
  releaseRemote,
  rollbackRemote,
  type ReleaseStore,
} from '../api/src/lib/remote-releases.ts';

let store: ReleaseStore;
let build: string;

function manifest(): Record<string, string> {
  return JSON.parse(readFileSync(store.remotesFile, 'utf8')) as Record<string, string>;
}

function writeBuild(marker: string): void {
  writeFileSync(path.join(build, 'mf-manifest.json'), JSON.stringify({ name: 'games', marker }));
  writeFileSync(path.join(build, 'remoteEntry.js'), `/* ${marker} */`);
}

beforeEach(() => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'releases-'));
  build = path.join(dir, 'dist');
  mkdirSync(build);
  writeBuild('one');
  store = { releasesDir: path.join(dir, 'releases'), remotesFile: path.join(dir, 'remotes.json') };
  writeFileSync(
    store.remotesFile,
    JSON.stringify({
      social: 'http://localhost:3001/mf-manifest.json',
      games: 'http://localhost:3003/mf-manifest.json',
    }),
  );
});

test('a release copies the build into its version folder and makes it live', () => {
  const result = releaseRemote(store, 'games', '1.0.0', build, 'Robin');
  assert.equal(result.manifestUrl, 'http://localhost:3003/releases/1.0.0/mf-manifest.json');
  assert.equal(manifest().games, result.manifestUrl);
  assert.equal(manifest().social, 'http://localhost:3001/mf-manifest.json', 'others untouched');
  const copied = path.join(store.releasesDir, 'games', '1.0.0', 'remoteEntry.js');
  assert.equal(readFileSync(copied, 'utf8'), '/* one */');
  assert.deepEqual(releaseHistory(store, 'games'), ['1.0.0']);
});

test('a released version never changes: releasing it again is refused', () => {
  releaseRemote(store, 'games', '1', build, 'Robin');
  writeBuild('two');
  assert.throws(() => releaseRemote(store, 'games', '1', build, 'Robin'), /already released/);
  const copied = path.join(store.releasesDir, 'games', '1', 'remoteEntry.js');
  assert.equal(readFileSync(copied, 'utf8'), '/* one */');
});

test('rollback makes the version live before the current one live again', () => {
  releaseRemote(store, 'games', '1', build, 'Robin');
  writeBuild('two');
  releaseRemote(store, 'games', '2', build, 'Robin');
  assert.match(manifest().games ?? '', /\/releases\/2\//);

  const result = rollbackRemote(store, 'games', 'Sam');
  assert.equal(result.version, '1');
  // The log says who made version 1 live again, and when.
  assert.deepEqual(
    releaseLog(store, 'games').map(({ version, by, how }) => ({ version, by, how })),
    [{ version: '1', by: 'Sam', how: 'rollback' }],
  );
  assert.equal(manifest().games, 'http://localhost:3003/releases/1/mf-manifest.json');
  assert.deepEqual(releaseHistory(store, 'games'), ['1']);
  // Version 2 stays on disk: a later release of 2 is still refused, a roll forward is a new version.
  assert.ok(existsSync(path.join(store.releasesDir, 'games', '2', 'remoteEntry.js')));
  assert.throws(() => rollbackRemote(store, 'games', 'Robin'), /no earlier release/);
});

test('bad names, bad versions and missing builds are refused before anything changes', () => {
  const before = readFileSync(store.remotesFile, 'utf8');
  assert.throws(() => releaseRemote(store, 'shop', '1', build, 'Robin'), ReleaseError);
  assert.throws(() => releaseRemote(store, 'games', '../1', build, 'Robin'), /not a version/);
  assert.throws(() => releaseRemote(store, 'games', '', build, 'Robin'), /not a version/);
  assert.throws(
    () => releaseRemote(store, 'games', '1', path.join(build, 'missing'), 'Robin'),
    /no remote build/,
  );
  assert.equal(readFileSync(store.remotesFile, 'utf8'), before);
  assert.equal(existsSync(path.join(store.releasesDir, 'games')), false);
});

test('a log written before who and when were kept still reads, and rolls back', () => {
  mkdirSync(store.releasesDir, { recursive: true });
  writeFileSync(path.join(store.releasesDir, 'games.history.json'), JSON.stringify(['1', '2']));
  assert.deepEqual(releaseLog(store, 'games')[0], {
    version: '1',
    at: null,
    by: null,
    how: 'release',
  });
  assert.equal(rollbackRemote(store, 'games', 'Sam').version, '1');
  assert.deepEqual(releaseHistory(store, 'games'), ['1']);
});
