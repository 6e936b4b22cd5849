// pnpm release:remote <remote> <version>   copy remote-<remote>/dist to a version folder, make it live
// pnpm rollback:remote <remote>            make the previously live version live again
// Both act on the running stack's remotes manifest (REMOTES_FILE, default .stack/remotes.json);
// the host uses the change on its next page load, with no rebuild and no restart.
import os from 'node:os';
import path from 'node:path';
import { ReleaseError, releaseRemote, rollbackRemote } from '../api/src/lib/remote-releases.ts';

const repo = path.resolve(import.meta.dirname, '..');
const store = {
  releasesDir: process.env.RELEASES_DIR ?? path.join(repo, '.stack/releases'),
  remotesFile: process.env.REMOTES_FILE ?? path.join(repo, '.stack/remotes.json'),
};

// Who released or rolled back, as the console's Releases page shows it.
const by = process.env.RELEASED_BY?.trim() || os.userInfo().username;

const [command, remote = '', version = ''] = process.argv.slice(2);
try {
  if (command === 'release' && remote && version) {
    const result = releaseRemote(
      store,
      remote,
      version,
      path.join(repo, `remote-${remote}`, 'dist'),
      by,
    );
    console.log(`${result.remote} ${result.version} is live: ${result.manifestUrl}`);
  } else if (command === 'rollback' && remote) {
    const result = rollbackRemote(store, remote, by);
    console.log(`${result.remote} rolled back to ${result.version}: ${result.manifestUrl}`);
  } else {
    console.error(
      'Usage: pnpm release:remote <remote> <version>  |  pnpm rollback:remote <remote>',
    );
    process.exitCode = 2;
  }
} catch (error) {
  if (!(error instanceof ReleaseError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
