import {
  Button,
  ErrorState,
  PageTitle,
  ResourceView,
  Skeleton,
  color,
  createComment,
  font,
  getPost,
  space,
  useApiResource,
  type WallPost,
  useTrackView,
} from '@canopy/shared-core';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { PostCard } from '../../../components/post-card.tsx';
import { useComments } from '../api/use-comments.ts';
import { CommentForm } from './comment-form.tsx';
import { CommentThread } from './comment-thread.tsx';

function Comments({ albumId, onCount }: { albumId: number; onCount: (delta: number) => void }) {
  const comments = useComments(albumId);
  const { state } = comments;
  const actions = {
    added: (note: Parameters<typeof comments.added>[0]) => {
      comments.added(note);
      onCount(1);
    },
    changed: comments.changed,
    removed: (noteId: number) => {
      // A comment goes with its replies; the album counts both.
      const thread =
        state.status === 'ready' ? state.items.find((item) => item.noteId === noteId) : undefined;
      comments.removed(noteId);
      onCount(-1 - (thread?.replies.length ?? 0));
    },
  };
  return (
    <section
      aria-labelledby="comments-heading"
      css={{ display: 'flex', flexDirection: 'column', gap: space.md }}
    >
      <h2 id="comments-heading" css={{ margin: 0, fontSize: font.size.lg }}>
        Comments
      </h2>
      {state.status === 'loading' && <Skeleton height={64} />}
      {state.status === 'error' && (
        <ErrorState
          title="Comments could not be loaded"
          message={state.message}
          onRetry={comments.reload}
        />
      )}
      {state.status === 'ready' && (
        <>
          {state.items.length === 0 ? (
            <p css={{ margin: 0, color: color.textMuted }}>
              No comments yet. Start the conversation.
            </p>
          ) : (
            <CommentThread comments={state.items} albumId={albumId} actions={actions} />
          )}
          {state.moreError && (
            <p role="alert" css={{ margin: 0, color: color.danger }}>
              {state.moreError}
            </p>
          )}
          {state.nextCursor && (
            <Button
              variant="secondary"
              disabled={state.loadingMore}
              onClick={() => void comments.loadMore()}
            >
              {state.loadingMore ? 'Loading…' : 'Show more comments'}
            </Button>
          )}
          <CommentForm
            label="Write a comment"
            submitLabel="Comment"
            onSubmit={async (text) => {
              const answer = await createComment({ albumId, comment: text });
              if (!answer.valid) return false;
              actions.added(answer.item);
              return true;
            }}
          />
        </>
      )}
    </section>
  );
}

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
              <Comments
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
