import { renderAt } from '@canopy/shared-core/testing';
import AiRoutes from '../app/routes.tsx';

/** Renders the assistant's pages at `path`, mounted below /browse as the host mounts them. */
export function renderAiRoutesAt(path: string) {
  return renderAt(path, <AiRoutes />, { route: '/browse/*' });
}
