import { renderStandalone } from '@canopy/shared-core';
import RemoteRoutes from './app/routes.tsx';

void renderStandalone('ai', RemoteRoutes, '/browse/ai-chat');
