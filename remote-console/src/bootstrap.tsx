import { CONSOLE_ROOT } from '@canopy/shared-core';
import { renderStandalone } from '@canopy/shared-core/standalone';
import RemoteRoutes from './app/routes.tsx';
import { consolePaths } from './utils/paths.ts';

void renderStandalone('console', RemoteRoutes, consolePaths.overview(), CONSOLE_ROOT);
