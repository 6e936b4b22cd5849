import { useParams } from 'react-router';
import { NotFoundPage } from '../features/not-found/components/not-found-page.tsx';
import { RemoteArea } from '../features/remotes/components/remote-area.tsx';
import { remoteForSection } from './remote-areas.ts';

/** Hands `/browse/<section>/…` to the remote that owns the section. */
export function BrowseArea() {
  const section = (useParams()['*'] ?? '').split('/')[0] ?? '';
  const remote = remoteForSection(section);
  if (!remote) return <NotFoundPage />;
  // Keyed by remote so moving between areas mounts the right remote afresh.
  return <RemoteArea key={remote} remote={remote} />;
}
