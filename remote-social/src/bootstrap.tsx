import { renderStandalone } from '@canopy/shared-core/standalone';
import RemoteRoutes from './app/routes.tsx';
import { socialPaths } from './utils/paths.ts';

void renderStandalone('social', RemoteRoutes, socialPaths.wall());
