import { renderStandalone } from '@canopy/shared-core/standalone';
import RemoteRoutes from './app/routes.tsx';

void renderStandalone('games', RemoteRoutes, '/browse/quiz');
