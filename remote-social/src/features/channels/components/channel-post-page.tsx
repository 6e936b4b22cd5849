import { useTrackView } from '@canopy/shared-core';
import { useParams } from 'react-router';
import { PostDetailView } from '../../../components/post-detail-view.tsx';
import { socialPaths } from '../../../utils/paths.ts';

/** /browse/channel-post/{id}: one post of a channel, with its comments. */
export function ChannelPostPage() {
  const albumId = Number(useParams().id);
  useTrackView('channel-post', albumId);
  return (
    <PostDetailView
      albumId={albumId}
      back={(post) =>
        post?.parentAlbumId
          ? { to: socialPaths.channel(post.parentAlbumId), label: 'Channel' }
          : { to: socialPaths.channels(), label: 'Channels' }
      }
    />
  );
}
