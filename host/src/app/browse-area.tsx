import { useSyncExternalStore } from 'react';
import { useParams } from 'react-router';
import { NotFoundPage } from '../features/not-found/components/not-found-page.tsx';
import { AreaLoading, RemoteArea } from '../features/remotes/components/remote-area.tsx';
import { routeForSection, sectionsVersion, subscribeToSections } from './remote-areas.ts';

/**
 * Hands `/browse/<section>/…` to the remote that declares the section in its manifest;
 * redrawn as the remotes' manifests arrive.
 */
export function BrowseArea() {
  const section = (useParams()['*'] ?? '').split('/')[0] ?? '';
  useSyncExternalStore(subscribeToSections, sectionsVersion);
  const route = routeForSection(section);
  if (route === 'unknown') return <NotFoundPage />;
  // Keyed, so a section waiting for the manifests shows its own loading state at once.
  if (route === 'waiting') return <AreaLoading key={section} label="Loading…" />;
  // Keyed by remote so moving between areas mounts the right remote afresh.
  return <RemoteArea key={route.remote} remote={route.remote} />;
}
