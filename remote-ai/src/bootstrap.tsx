import { renderStandalone } from '@canopy/shared-core/standalone';
import RemoteRoutes from './app/routes.tsx';
import { assistantPaths } from './utils/paths.ts';

void renderStandalone('ai', RemoteRoutes, assistantPaths.assistant());
