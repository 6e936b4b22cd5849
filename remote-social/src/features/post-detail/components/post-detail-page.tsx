import {
  PageTitle,
  ResourceView,
  Skeleton,
  color,
  getPost,
  space,
  useApiResource,
  type WallPost,
  useTrackView,
} from '@canopy/shared-core';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { PostCard } from '../../../components/post-card.tsx';
import { AlbumComments } from '../../../components/comments/album-comments.tsx';

/** /browse/activity-detail/{id}: the whole post, every photo, and its comments. */
export function PostDetailPage() {
  const albumId = Number(useParams().id);
  useTrackView('activity-detail', albumId);
  const navigate = useNavigate();
  const [resource, reload] = useApiResource((signal) => getPost(albumId, signal), [albumId]);
  const loaded = resource.status === 'ready' ? resource.data.item : null;
  // Edits and new comments change the loaded post here; a reload starts from the server's.
  const [edited, setEdited] = useState<{ from: WallPost; post: WallPost } | null>(null);
  const post = edited && edited.from === loaded ? edited.post : loaded;
  const setPost = (change: (current: WallPost) => WallPost) => {
    if (loaded && post) setEdited({ from: loaded, post: change(post) });
  };

  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: space.lg, maxWidth: 680 }}>
      <Link to="/browse/activity-wall" css={{ color: color.primary }}>
        ← Activity Wall
      </Link>
      <PageTitle>{post && post.albumType !== 'post' ? post.title : 'Post'}</PageTitle>
      <ResourceView
        state={resource}
        onRetry={reload}
        errorTitle="This post could not be opened"
        loading={<Skeleton height={240} />}
      >
        {() =>
          post && (
            <>
              <PostCard
                post={post}
                detail
                onChanged={(changed) => setPost(() => changed)}
                onDeleted={() => void navigate('/browse/activity-wall')}
              />
              <AlbumComments
                albumId={post.albumId}
                onCount={(delta) =>
                  setPost((current) => ({
                    ...current,
                    commentsCount: Math.max(0, current.commentsCount + delta),
                  }))
                }
              />
            </>
          )
        }
      </ResourceView>
    </div>
  );
}
