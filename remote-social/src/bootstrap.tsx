import { renderStandalone } from '@canopy/shared-core';
import RemoteRoutes from './app/routes.tsx';

void renderStandalone('social', RemoteRoutes, '/browse/activity-wall');
