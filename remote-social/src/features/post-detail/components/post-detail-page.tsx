import { useTrackView, sharedPaths } from '@canopy/shared-core';
import { useParams } from 'react-router';
import { PostDetailView } from '../../../components/post-detail-view.tsx';

const WALL = { to: sharedPaths.wall(), label: 'Activity Wall' };

/** /browse/activity-detail/{id}: the whole post, every photo, and its comments. */
export function PostDetailPage() {
  const albumId = Number(useParams().id);
  useTrackView('activity-detail', albumId);
  return <PostDetailView albumId={albumId} back={() => WALL} />;
}
