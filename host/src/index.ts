import { startEarlyLoads } from './app/early-start.ts';

// The app's code (behind an async boundary: the federation runtime negotiates the shared
// modules, React, the router and shared-core, before any of it runs) starts once the
// opened page's remote is on its way. remotes.json is preloaded by the page, so this
// waits for it only when it is slower than the entry script.
void startEarlyLoads(window.location.hash).finally(() => import('./bootstrap'));
