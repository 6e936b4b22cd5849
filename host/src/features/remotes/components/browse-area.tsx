import { useParams } from 'react-router';
import { remoteForSection } from '../../../app/remote-areas.ts';
import { NotFoundPage } from '../../not-found/components/not-found-page.tsx';
import { RemoteArea } from './remote-area.tsx';

/** Hands `/browse/<section>/…` to the remote that owns the section. */
export function BrowseArea() {
  const section = (useParams()['*'] ?? '').split('/')[0] ?? '';
  const remote = remoteForSection(section);
  if (!remote) return <NotFoundPage />;
  // Keyed by remote so moving between areas mounts the right remote afresh.
  return <RemoteArea key={remote} remote={remote} />;
}
