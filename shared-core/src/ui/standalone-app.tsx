import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter, Navigate, Route, Routes } from 'react-router';
import { applyRuntimeConfig, loadRuntimeConfig } from '../config/runtime-config.ts';
import { BROWSE_ROOT } from '../federation/browse-paths.ts';
import { startApp } from '../session/app-start.ts';
import { StandaloneShell } from './standalone-shell.tsx';

/**
 * Starts a remote on its own page, mounted where the host mounts it: under /browse, or
 * `root` for one mounted elsewhere (the staff console, at /console).
 */
export async function renderStandalone(
  remote: string,
  RemoteRoutes: ComponentType,
  home: string,
  root: string = BROWSE_ROOT,
) {
  applyRuntimeConfig(await loadRuntimeConfig('config.json'));
  await startApp();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <StandaloneShell remote={remote}>
        <HashRouter>
          <Routes>
            <Route path={`${root}/*`} element={<RemoteRoutes />} />
            <Route path="*" element={<Navigate to={home} replace />} />
          </Routes>
        </HashRouter>
      </StandaloneShell>
    </StrictMode>,
  );
}
