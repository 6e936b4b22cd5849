import {
  adoptEarlyRequests,
  applyRuntimeConfig,
  checkRuntimeConfig,
  isLoggedInAtom,
  startApp,
  store,
} from '@canopy/shared-core';
import { StrictMode, Suspense, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter } from 'react-router';
import {
  configFileJson,
  registeredRemotes,
  saveOpenedPageData,
  takeEarlyRequests,
} from './app/early-start.ts';
import { rememberRegisteredRemotes } from './features/remotes/api/remotes.ts';
import { FollowAddressChangedWhileStarting } from './app/follow-start-address.tsx';
import { AppProvider } from './app/provider.tsx';
import { AppRoutes, preloadOpenedRemote } from './app/router.tsx';
import { startWorker } from './features/pwa/start-worker.ts';

async function main() {
  const root = createRoot(document.getElementById('root')!);
  try {
    // The entry script has read both files (and asked for the opened page's data).
    const remotes = registeredRemotes().then(rememberRegisteredRemotes);
    remotes.catch(() => undefined); // awaited below; a config failure may come first
    applyRuntimeConfig(checkRuntimeConfig(await configFileJson()));
    adoptEarlyRequests(takeEarlyRequests());
    const started = Promise.all([remotes, startApp()]);
    // startApp has put the stored session back synchronously.
    if (store.get(isLoggedInAtom)) preloadOpenedRemote(remotes);
    await started;
  } catch (error) {
    console.error(error);
    root.render(
      <p role="alert" style={{ padding: 24, fontFamily: 'system-ui' }}>
        Canopy could not start: its configuration did not load. Please reload the page.
      </p>,
    );
    return;
  }
  // SPEC §2: the initial navigation blocks. Nothing is drawn until the first page and,
  // for a member, the signed-in frame are here; later navigations keep the page shown
  // until the next one is ready (the router changes location in a transition).
  // The first render is a transition too: rendered urgently, the wait for the page's code
  // commits the empty fallback, and React then holds back the page that follows by up to
  // 300 ms (it throttles revealing suspended content). A remote that does not answer still
  // lets the frame draw, with that area's own loading state.
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProvider>
          <HashRouter>
            <FollowAddressChangedWhileStarting />
            <Suspense fallback={null}>
              <AppRoutes />
            </Suspense>
          </HashRouter>
        </AppProvider>
      </StrictMode>,
    ),
  );
}

// A first worker saves the opened page's data for the next visit (see early-start.ts).
void main().then(() => startWorker(saveOpenedPageData));
