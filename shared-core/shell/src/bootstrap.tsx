// A stand-in for the host, so a remote team can check its build inside a shell without
// the host's source: it reads remotes.json, registers the remote with the federation
// runtime and loads `<remote>/routes` exactly as the host does (same webpack factory,
// shared singletons and external runtime), checks the module against the contract, and
// mounts it under /browse (the staff console under /console) in the shared-core store
// and theme. It has no header, guards or other areas: those are the host's, tested by
// the host.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  BROWSE_ROOT,
  CONSOLE_ROOT,
  REMOTE_ROUTES_EXPOSE,
  ThemeRoot,
  ToastViewport,
  applyRuntimeConfig,
  fetchStaticJson,
  isRemoteRoutesModule,
  loadRuntimeConfig,
  startApp,
  store,
} from '@canopy/shared-core';
import { Provider } from 'jotai';
import { StrictMode, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { HashRouter, Route, Routes } from 'react-router';

/** Loads the one remote the manifest names; the message says why when it cannot. */
async function loadRemoteRoutes(): Promise<{ remote: string; Routes: ComponentType }> {
  const manifest = await fetchStaticJson<Record<string, string>>('remotes.json');
  const [remote, entry] = Object.entries(manifest)[0] ?? [];
  if (!remote || !entry) throw new Error('remotes.json names no remote.');
  registerRemotes([{ name: remote, entry }]);
  const loaded = await loadRemote(`${remote}/${REMOTE_ROUTES_EXPOSE.slice(2)}`);
  if (!isRemoteRoutesModule(loaded)) {
    throw new Error(
      `The ${remote} remote does not match the host contract: its "${REMOTE_ROUTES_EXPOSE}" ` +
        'module must export a React component as default.',
    );
  }
  return { remote, Routes: loaded.default };
}

function showFailure(root: Root, error: unknown) {
  console.error(error);
  root.render(
    <p role="alert" data-testid="shell-failure" style={{ padding: 24, fontFamily: 'system-ui' }}>
      {error instanceof Error ? error.message : String(error)}
    </p>,
  );
}

async function main() {
  const root = createRoot(document.getElementById('root')!);
  let loaded: Awaited<ReturnType<typeof loadRemoteRoutes>>;
  try {
    applyRuntimeConfig(await loadRuntimeConfig('config.json'));
    [loaded] = await Promise.all([loadRemoteRoutes(), startApp()]);
  } catch (error) {
    showFailure(root, error);
    return;
  }
  const { remote, Routes: RemoteRoutes } = loaded;
  root.render(
    <StrictMode>
      <Provider store={store}>
        <ThemeRoot>
          <HashRouter>
            <main>
              <section aria-label={`${remote} area`} data-remote={remote}>
                <Routes>
                  <Route path={`${BROWSE_ROOT}/*`} element={<RemoteRoutes />} />
                  <Route path={`${CONSOLE_ROOT}/*`} element={<RemoteRoutes />} />
                </Routes>
              </section>
            </main>
          </HashRouter>
          <ToastViewport />
        </ThemeRoot>
      </Provider>
    </StrictMode>,
  );
}

void main();
