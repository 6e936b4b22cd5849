import lockfile from 'proper-lockfile';

/**
 * How old a lock may get before another process may take it over: the owner refreshes it
 * every STALE_MS / 2, so only the lock of a process that died (kill -9, power loss) ages.
 * Long enough that a busy event loop (PGlite runs on it) never looks dead.
 */
export const LOCK_STALE_MS = 30_000;

/**
 * Takes the embedded database folder for this process alone. PGlite itself does not stop
 * a second process from opening the same folder, and two writers destroy it for good.
 * Resolves to the release function; rejects with a clear message when another process
 * holds the folder.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  try {
    return await lockfile.lock(dataDir, {
      stale: LOCK_STALE_MS,
      // The lock is `<dataDir>.lock`, beside the folder, so it never enters a backup of it.
      realpath: false,
      onCompromised: (error) => {
        // Someone else took the folder (or the lock could not be refreshed): stop writing
        // at once rather than risk two writers.
        console.error(`The embedded database lock on ${dataDir} was lost: ${error.message}`);
        process.exit(1);
      },
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'ELOCKED') {
      throw new Error(
        `The embedded database in ${dataDir} is in use by another Canopy API process. ` +
          'Stop that process first, or set PGLITE_DATA_DIR to another folder. If no other ' +
          `process is running, start again in ${LOCK_STALE_MS / 1000} s: the lock of a ` +
          'process that stopped without closing expires then.',
        { cause: error },
      );
    }
    throw error;
  }
}
