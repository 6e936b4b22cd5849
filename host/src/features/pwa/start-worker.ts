// The only part of the service worker's code in the first load: it waits for the page to
// have loaded, then fetches the registration code apart (a few hundred bytes).
export function startWorker(onFirstInstall: () => void): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const start = () =>
    void import('./register-worker.ts')
      .then(({ registerWorker }) => registerWorker(navigator.serviceWorker, onFirstInstall))
      .catch((error: unknown) => console.warn('The offline app could not be installed.', error));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
