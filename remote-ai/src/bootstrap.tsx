import { renderStandalone } from '@canopy/shared-core/standalone';
import RemoteRoutes from './app/routes.tsx';

void renderStandalone('ai', RemoteRoutes, '/browse/ai-chat');
