import {
  applyRuntimeConfig,
  isLoggedInAtom,
  loadRuntimeConfig,
  startApp,
  store,
} from '@canopy/shared-core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { registerRemotesFromManifest } from './features/remotes/api/remotes.ts';
import { AppProvider } from './app/provider.tsx';
import { createAppRouter, preloadMemberCode } from './app/router.tsx';

async function main() {
  const root = createRoot(document.getElementById('root')!);
  try {
    // Both files at once: the remotes manifest does not need the configuration.
    const remotes = registerRemotesFromManifest('remotes.json');
    remotes.catch(() => undefined); // awaited below; a config failure may come first
    applyRuntimeConfig(await loadRuntimeConfig('config.json'));
    const started = Promise.all([remotes, startApp()]);
    // startApp has put the stored session back synchronously.
    if (store.get(isLoggedInAtom)) preloadMemberCode(remotes);
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
  // Guards run as route loaders, so the first navigation waits for them (SPEC §2).
  root.render(
    <StrictMode>
      <AppProvider>
        <RouterProvider router={createAppRouter()} />
      </AppProvider>
    </StrictMode>,
  );
}

void main();
