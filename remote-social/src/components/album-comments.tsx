import { ErrorState, Skeleton, color, createComment, font, space } from '@canopy/shared-core';
import { useComments } from '../hooks/use-comments.ts';
import { CommentForm } from './comment-form.tsx';
import { CommentThread } from './comment-thread.tsx';
import { LoadMoreButton } from './load-more-button.tsx';
import { InlineError } from './inline-error.tsx';

/**
 * An album's comments with their replies, paged, and the form to add one: the one comment
 * thread every album page uses (the wall's posts, channel and group posts, articles, media,
 * topic threads). `onCount` hears each change to the number of comments.
 */
export function AlbumComments({
  albumId,
  onCount = () => {},
  title = 'Comments',
}: {
  albumId: number;
  onCount?: (delta: number) => void;
  title?: string;
}) {
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
        {title}
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
          <InlineError message={state.moreError} />
          {state.nextCursor && (
            <LoadMoreButton
              loading={state.loadingMore}
              onClick={() => void comments.loadMore()}
              label="Show more comments"
            />
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
