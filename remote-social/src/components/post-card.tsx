import {
  albumPath,
  Button,
  MAX_POST_TEXT_LENGTH,
  color,
  deletePost,
  hasAccess,
  font,
  postProblem,
  radius,
  showAccessDenied,
  space,
  updatePost,
  userAtom,
  type WallPost,
  visuallyHidden,
  sharedPaths,
  useHiddenKind,
  MemberAvatar,
} from '@canopy/shared-core';
import { useSubmit } from '@canopy/shared-core/use-submit';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link } from 'react-router';
import { timeAgo } from '../utils/format.ts';
import { HiddenAuthorNotice } from './hidden-author-notice.tsx';
import { PhotoGallery } from './photo-gallery.tsx';
import { LinkedText } from './linked-text.tsx';
import { LinkPreviewCard } from './link-preview-card.tsx';
import { ReactionBar } from './reaction-bar.tsx';
import { ReviewStars } from './review-stars.tsx';
import { TextField } from './text-field.tsx';
import { ConfirmDelete } from './confirm-delete.tsx';
import { wallCard } from './wall-card.ts';
import { card } from '@canopy/shared-core/layout';
import { InlineError } from './inline-error.tsx';
import { tryAgain } from '../utils/failure-text.ts';

export const postUrl = sharedPaths.post;
export const profileUrl = (accountId: number) =>
  `/account/overview?otherUserProfileId=${accountId}`;

/** The author's own Edit and Delete, with the editor and the "are you sure" in place. */
function OwnerActions({
  post,
  onSaved,
  onDeleted,
}: {
  post: WallPost;
  onSaved: (post: WallPost) => void;
  onDeleted: (albumId: number) => void;
}) {
  const [mode, setMode] = useState<'idle' | 'editing' | 'confirming'>('idle');
  const [text, setText] = useState(post.description);
  const { busy, error, setError, run } = useSubmit();

  async function save() {
    const problem = postProblem(text, post.assets.length);
    if (problem) return setError(problem);
    const answer = await run(() => updatePost(post.albumId, text), tryAgain);
    if (answer?.valid) {
      onSaved(answer.item);
      setMode('idle');
    }
  }

  async function remove() {
    const answer = await run(() => deletePost(post.albumId), tryAgain);
    if (answer?.valid) onDeleted(post.albumId);
  }

  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: space.sm }}>
      {mode === 'idle' && (
        <div css={{ display: 'flex', gap: space.sm }}>
          <Button variant="ghost" size="sm" onClick={() => setMode('editing')}>
            Edit post
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setMode('confirming')}>
            Delete post
          </Button>
        </div>
      )}
      {mode === 'editing' && (
        <>
          <TextField
            label="Edit your post"
            value={text}
            onChange={setText}
            maxLength={MAX_POST_TEXT_LENGTH}
            rows={4}
          />
          <div css={{ display: 'flex', gap: space.sm }}>
            <Button size="sm" disabled={busy} onClick={() => void save()}>
              Save
            </Button>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                setText(post.description);
                setError(null);
                setMode('idle');
              }}
            >
              Cancel
            </Button>
          </div>
        </>
      )}
      {mode === 'confirming' && (
        <ConfirmDelete
          question="Delete this post and its comments?"
          size="sm"
          busy={busy}
          onConfirm={() => void remove()}
          onKeep={() => setMode('idle')}
        />
      )}
      <InlineError message={error} />
    </div>
  );
}

/** The part of a wall card that opens the item: the whole text and photos. */
const openerStyle = {
  display: 'flex',
  flexDirection: 'column' as const,
  gap: space.md,
  padding: 0,
  border: 'none',
  background: 'transparent',
  font: 'inherit',
  textAlign: 'left' as const,
  cursor: 'pointer',
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: radius.md,
};

/**
 * One wall item: author, time, text, photos, counts and reactions. On the wall it opens
 * the item's page; on that page (`detail`) it shows every photo at full size.
 */
export function PostCard({
  post,
  detail = false,
  onChanged,
  onDeleted,
  href,
  priority = false,
}: {
  post: WallPost;
  detail?: boolean;
  /** The first card of the page: its first photo loads at once (see PhotoGallery). */
  priority?: boolean;
  /** Where the card opens, when not the wall's post page (a channel's post page, say). */
  href?: string;
  onChanged: (post: WallPost) => void;
  onDeleted: (albumId: number) => void;
}) {
  const me = useAtomValue(userAtom);
  const isMine = me?.id === post.ownerId && post.albumType === 'post';
  const hiddenKind = useHiddenKind(post.owner.accountId);
  const isPost = post.albumType === 'post';
  // The server leaves a locked item's content out; the browser applies the same rule (SPEC §4).
  const locked =
    post.accessLocked ||
    (post.ownerId !== me?.id && !hasAccess(post.metaData, me?.audienceIds ?? []));
  const headingId = `post-${post.albumId}-heading`;
  // A member's post opens its detail; a channel, event, news item… its section's page.
  const url = href ?? (isPost ? postUrl(post.albumId) : albumPath(post.albumType, post.albumId));

  const body = (
    <>
      {!isPost && (
        <h3 css={{ margin: 0, fontSize: font.size.lg, lineHeight: 1.3 }}>{post.title}</h3>
      )}
      {locked ? (
        <p css={{ margin: 0, color: color.textMuted }}>Members only.</p>
      ) : (
        post.description && (
          <p
            css={{
              margin: 0,
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
              ...(detail
                ? {}
                : {
                    display: '-webkit-box',
                    WebkitLineClamp: 8,
                    WebkitBoxOrient: 'vertical',
                    overflow: 'hidden',
                  }),
            }}
          >
            {/* On the wall the text is itself the link to the post: its links open there. */}
            {detail ? <LinkedText text={post.description} /> : post.description}
          </p>
        )
      )}
      {detail && !locked && post.description && <LinkPreviewCard text={post.description} />}
      {post.review && <ReviewStars review={post.review} />}
    </>
  );

  if (hiddenKind && me?.id !== post.owner.accountId) {
    return (
      <article aria-label={`Hidden post by ${post.owner.display}`} css={card('lg')}>
        <HiddenAuthorNotice member={post.owner} kind={hiddenKind} what="post" />
      </article>
    );
  }

  return (
    <article aria-labelledby={headingId} css={wallCard}>
      <header css={{ display: 'flex', alignItems: 'center', gap: space.sm }}>
        <MemberAvatar src={post.owner.profileImage} size={40} />
        <div css={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
          <h2 id={headingId} css={{ margin: 0, fontSize: font.size.md }}>
            <Link to={profileUrl(post.owner.accountId)} css={{ color: color.text }}>
              {post.owner.display}
            </Link>
            <span css={visuallyHidden}>{isPost ? ' posted' : `: ${post.title}`}</span>
          </h2>
          <time
            dateTime={new Date(post.dateCreated).toISOString()}
            css={{ fontSize: font.size.sm, color: color.textMuted }}
          >
            {timeAgo(post.dateCreated)}
          </time>
        </div>
      </header>
      {detail ? (
        body
      ) : locked ? (
        // A locked item stays in the list; opening it explains why it does not open.
        <button type="button" onClick={showAccessDenied} css={openerStyle}>
          <strong css={{ fontSize: font.size.lg }}>{post.title}</strong>
          <span css={{ color: color.textMuted }}>Members only: open it to ask for access.</span>
        </button>
      ) : (
        <Link to={url} css={openerStyle}>
          {body}
        </Link>
      )}
      {/* Outside the link: the preview opens the linked page, not the item. */}
      {!detail && !locked && post.description && (
        <LinkPreviewCard text={post.description} known={post.linkPreview} compact />
      )}
      {/* Outside the link: a photo opens the lightbox, the text opens the item. */}
      {!locked && <PhotoGallery photos={post.assets} compact={!detail} priority={priority} />}
      <ReactionBar post={post} detailUrl={detail ? null : url} shareUrl={url} />
      {isMine && <OwnerActions post={post} onSaved={onChanged} onDeleted={onDeleted} />}
    </article>
  );
}
