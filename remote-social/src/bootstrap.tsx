import { sharedPaths } from '@canopy/shared-core';
import { renderStandalone } from '@canopy/shared-core/standalone';
import RemoteRoutes from './app/routes.tsx';

void renderStandalone('social', RemoteRoutes, sharedPaths.wall());
