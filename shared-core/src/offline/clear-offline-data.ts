// SPEC §4: ending the session forgets the member on this device: besides localStorage, the
// member data the service worker saved for reading offline and what waits to be sent.
import { CACHE_PREFIX, OUTBOX_DB } from './offline-contract.ts';

/** The caches that hold nothing of a member: the app's own files. */
const APP_FILE_CACHES = /^canopy-(?:precache|pages|manifests|remote-chunks)/;

/** Deletes every cache of member data and the offline outbox. Never throws. */
export async function clearOfflineData(): Promise<void> {
  const work: Array<Promise<unknown>> = [];
  if (typeof caches !== 'undefined') {
    work.push(
      caches.keys().then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(CACHE_PREFIX) && !APP_FILE_CACHES.test(name))
            .map((name) => caches.delete(name)),
        ),
      ),
    );
  }
  if (typeof indexedDB !== 'undefined') {
    work.push(
      new Promise<void>((resolve) => {
        const request = indexedDB.deleteDatabase(OUTBOX_DB);
        request.onsuccess = request.onerror = request.onblocked = () => resolve();
      }),
    );
  }
  await Promise.allSettled(work);
}
