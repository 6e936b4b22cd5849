import { renderStandalone } from '@canopy/shared-core/standalone';
import RemoteRoutes from './app/routes.tsx';
import { gamesPaths } from './utils/paths.ts';

void renderStandalone('games', RemoteRoutes, gamesPaths.quizzes());
