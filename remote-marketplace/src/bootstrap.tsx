import { renderStandalone } from '@canopy/shared-core/standalone';
import RemoteRoutes from './app/routes.tsx';
import { marketplacePaths } from './utils/paths.ts';

void renderStandalone('marketplace', RemoteRoutes, marketplacePaths.retailers());
