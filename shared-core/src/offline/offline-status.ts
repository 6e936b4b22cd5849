// What the host shows about the connection and the installed app: offline (or reading
// saved content), and a new version of the app waiting to take over.
import { atom } from 'jotai';
import { store } from '../state/store.ts';
import { SAVED_CONTENT_MESSAGE } from './offline-contract.ts';

/** The browser has no connection. */
export const offlineAtom = atom(typeof navigator !== 'undefined' && navigator.onLine === false);
/** Something on the page came from the saved copy since the connection last came back. */
export const savedContentAtom = atom(false);
/** Show "Offline — showing saved content". */
export const showingSavedContentAtom = atom((get) => get(offlineAtom) || get(savedContentAtom));

/** A new version of the app has installed and waits; calling it activates it and reloads. */
export const waitingUpdateAtom = atom<null | { activate: () => void }>(null);

/**
 * Follows the connection and the worker's word that it answered from saved content.
 * Returns the function that stops following.
 */
export function followOfflineStatus(): () => void {
  const update = () => {
    const offline = navigator.onLine === false;
    store.set(offlineAtom, offline);
    if (!offline) store.set(savedContentAtom, false);
  };
  const onMessage = (event: MessageEvent) => {
    if ((event.data as { type?: string } | null)?.type === SAVED_CONTENT_MESSAGE) {
      store.set(savedContentAtom, true);
    }
  };
  update();
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  navigator.serviceWorker?.addEventListener('message', onMessage);
  return () => {
    window.removeEventListener('online', update);
    window.removeEventListener('offline', update);
    navigator.serviceWorker?.removeEventListener('message', onMessage);
  };
}
