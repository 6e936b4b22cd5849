import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter, Navigate, Route, Routes } from 'react-router';
import { applyRuntimeConfig, loadRuntimeConfig } from '../config/runtime-config.ts';
import { BROWSE_ROOT } from '../federation/browse-paths.ts';
import { startApp } from '../session/app-start.ts';
import { StandaloneShell } from './standalone-shell.tsx';

/** Starts a remote on its own page, mounted under /browse as it is inside the host. */
export async function renderStandalone(remote: string, RemoteRoutes: ComponentType, home: string) {
  applyRuntimeConfig(await loadRuntimeConfig('config.json'));
  await startApp();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <StandaloneShell remote={remote}>
        <HashRouter>
          <Routes>
            <Route path={`${BROWSE_ROOT}/*`} element={<RemoteRoutes />} />
            <Route path="*" element={<Navigate to={home} replace />} />
          </Routes>
        </HashRouter>
      </StandaloneShell>
    </StrictMode>,
  );
}
