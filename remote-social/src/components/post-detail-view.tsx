import {
  PageTitle,
  ResourceView,
  Skeleton,
  color,
  getPost,
  useApiResource,
  type WallPost,
} from '@canopy/shared-core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PostCard } from './post-card.tsx';
import { AlbumComments } from './album-comments.tsx';
import { PageColumn } from './page-column.tsx';

export interface BackLink {
  to: string;
  label: string;
}

/**
 * One post whole, every photo, and its comments: the wall's post page and a channel's post
 * page. `back` says where the member came from (it may depend on the post, e.g. its channel).
 */
export function PostDetailView({
  albumId,
  back,
}: {
  albumId: number;
  back: (post: WallPost | null) => BackLink;
}) {
  const navigate = useNavigate();
  const [resource, reload] = useApiResource((signal) => getPost(albumId, signal), [albumId]);
  const loaded = resource.status === 'ready' ? resource.data.item : null;
  // Edits and new comments change the loaded post here; a reload starts from the server's.
  const [edited, setEdited] = useState<{ from: WallPost; post: WallPost } | null>(null);
  const post = edited && edited.from === loaded ? edited.post : loaded;
  const setPost = (change: (current: WallPost) => WallPost) => {
    if (loaded && post) setEdited({ from: loaded, post: change(post) });
  };
  const backLink = back(post);

  return (
    <PageColumn>
      <Link to={backLink.to} css={{ color: color.primary }}>
        ← {backLink.label}
      </Link>
      <PageTitle>{post && post.albumType !== 'post' ? post.title : 'Post'}</PageTitle>
      <ResourceView
        state={resource}
        onRetry={reload}
        errorTitle="This post could not be opened"
        notFoundTitle="This post is not here any more"
        notFound={<Link to={backLink.to}>Back to the {backLink.label}</Link>}
        loading={<Skeleton height={240} />}
      >
        {() =>
          post && (
            <>
              <PostCard
                post={post}
                detail
                priority
                onChanged={(changed) => setPost(() => changed)}
                onDeleted={() => void navigate(backLink.to)}
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
    </PageColumn>
  );
}
