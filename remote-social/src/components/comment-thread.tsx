import {
  Button,
  color,
  createComment,
  deleteComment,
  font,
  likeComment,
  space,
  trackAction,
  unlikeComment,
  updateComment,
  userAtom,
  type Comment,
  type Reply,
  BareList,
  MemberSafetyMenu,
  ReportButton,
  useHiddenKind,
  MemberAvatar,
} from '@canopy/shared-core';
import { useSubmit } from '@canopy/shared-core/use-submit';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link } from 'react-router';
import { profileUrl } from './post-card.tsx';
import { plural, timeAgo } from '../utils/format.ts';
import { CommentForm } from './comment-form.tsx';
import { EmojiReactionBar } from './emoji-reaction-bar.tsx';
import { HiddenAuthorNotice } from './hidden-author-notice.tsx';
import { LinkedText } from './linked-text.tsx';
import { LinkPreviewCard } from './link-preview-card.tsx';
import { ConfirmDelete } from './confirm-delete.tsx';
import { InlineError } from './inline-error.tsx';
import { toastFailure } from '../utils/failure-text.ts';

/**
 * Like a comment: the count moves at once and moves back, with a toast, when the server
 * says no. The server counts each member once.
 */
function CommentLike({ note }: { note: Reply }) {
  const [state, setState] = useState({ hasLiked: note.hasLiked, count: note.likesCount });
  const { busy, run } = useSubmit();

  async function toggle() {
    if (busy) return;
    const before = state;
    setState({
      hasLiked: !before.hasLiked,
      count: Math.max(0, before.count + (before.hasLiked ? -1 : 1)),
    });
    const answer = await run(
      () => (before.hasLiked ? unlikeComment(note.noteId) : likeComment(note.noteId)),
      { ...toastFailure, onFailure: () => setState(before) },
    );
    if (answer?.valid) {
      setState({ hasLiked: answer.item.hasLiked, count: answer.item.likeCount });
      trackAction('activity-detail', before.hasLiked ? 'Unliked' : 'Liked', note.noteId);
    } else if (answer) setState(before);
  }

  return (
    <Button
      variant="ghost"
      size="sm"
      aria-pressed={state.hasLiked}
      aria-label={`Like comment by ${note.owner.display}, ${plural(state.count, 'like')}`}
      onClick={() => void toggle()}
    >
      <span aria-hidden="true">{state.hasLiked ? '♥' : '♡'}</span>
      <span>{state.count}</span>
    </Button>
  );
}

export interface CommentActions {
  added: (note: Comment) => void;
  changed: (note: Reply) => void;
  removed: (noteId: number) => void;
}

/** The author's own buttons on a comment, each with the mode it opens. */
const ownActions = [
  ['Edit', 'editing'],
  ['Delete', 'confirming'],
] as const;

/**
 * One comment or reply: the author's Edit and Delete only on their own (the server refuses
 * anybody else's anyway), and Reply on comments, since threads are one level deep.
 */
function CommentItem({
  note,
  albumId,
  actions,
  replies,
}: {
  note: Reply;
  albumId: number;
  actions: CommentActions;
  replies?: readonly Reply[];
}) {
  const me = useAtomValue(userAtom);
  const mine = me?.id === note.owner.accountId;
  const hiddenKind = useHiddenKind(note.owner.accountId);
  const [mode, setMode] = useState<'idle' | 'editing' | 'replying' | 'confirming'>('idle');
  const { error, run } = useSubmit();
  const edited = note.updatedDate - note.dateCreated > 1000;

  async function remove() {
    const answer = await run(() => deleteComment(note.noteId), 'That did not work. Try again.');
    if (answer?.valid) actions.removed(note.noteId);
  }

  if (hiddenKind && !mine) {
    return (
      <li>
        <HiddenAuthorNotice member={note.owner} kind={hiddenKind} what="comment" />
      </li>
    );
  }

  return (
    <li css={{ display: 'flex', gap: space.sm }}>
      <MemberAvatar src={note.owner.profileImage} size={32} />
      <article
        aria-label={`Comment by ${note.owner.display}`}
        css={{ display: 'flex', flexDirection: 'column', gap: space.xs, flex: 1, minWidth: 0 }}
      >
        <header css={{ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'baseline' }}>
          <Link
            to={profileUrl(note.owner.accountId)}
            css={{ fontWeight: font.weight.bold, color: color.text }}
          >
            {note.owner.display}
          </Link>
          <time
            dateTime={new Date(note.dateCreated).toISOString()}
            css={{ fontSize: font.size.sm, color: color.textMuted }}
          >
            {timeAgo(note.dateCreated)}
            {edited && ' · edited'}
          </time>
        </header>
        {mode === 'editing' ? (
          <CommentForm
            label="Edit your comment"
            submitLabel="Save"
            initialText={note.comment}
            onCancel={() => setMode('idle')}
            onSubmit={async (text) => {
              const answer = await updateComment(note.noteId, text);
              if (!answer.valid) return false;
              actions.changed(answer.item);
              setMode('idle');
              return true;
            }}
          />
        ) : (
          <>
            <p css={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              <LinkedText text={note.comment} />
            </p>
            <LinkPreviewCard text={note.comment} />
          </>
        )}
        {mode === 'confirming' ? (
          <ConfirmDelete
            question={<>Delete this comment{replies?.length ? ' and its replies' : ''}?</>}
            size="sm"
            onConfirm={() => void remove()}
            onKeep={() => setMode('idle')}
          />
        ) : (
          mode !== 'editing' && (
            <div css={{ display: 'flex', flexWrap: 'wrap', gap: space.xs }}>
              <CommentLike note={note} />
              <EmojiReactionBar
                target={{ noteId: note.noteId }}
                about={`comment by ${note.owner.display}`}
              />
              {replies && (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Reply to ${note.owner.display}`}
                  onClick={() => setMode('replying')}
                >
                  Reply
                </Button>
              )}
              {!mine && (
                <ReportButton
                  target={{ flagableType: 'NOTE', flagableId: note.noteId }}
                  what={`comment by ${note.owner.display}`}
                />
              )}
              {!mine && <MemberSafetyMenu member={note.owner} />}
              {mine &&
                ownActions.map(([word, next]) => (
                  <Button
                    key={word}
                    variant="ghost"
                    size="sm"
                    aria-label={`${word} your comment`}
                    onClick={() => setMode(next)}
                  >
                    {word}
                  </Button>
                ))}
            </div>
          )
        )}
        <InlineError message={error} />
        {replies && replies.length > 0 && (
          <BareList gap="md" aria-label={`Replies to ${note.owner.display}`}>
            {replies.map((reply) => (
              <CommentItem key={reply.noteId} note={reply} albumId={albumId} actions={actions} />
            ))}
          </BareList>
        )}
        {mode === 'replying' && (
          <CommentForm
            label={`Reply to ${note.owner.display}`}
            submitLabel="Send reply"
            onCancel={() => setMode('idle')}
            onSubmit={async (text) => {
              const answer = await createComment({
                albumId,
                comment: text,
                parentNoteId: note.noteId,
              });
              if (!answer.valid) return false;
              actions.added(answer.item);
              setMode('idle');
              return true;
            }}
          />
        )}
      </article>
    </li>
  );
}

/** An album's comments, each with its replies. */
export function CommentThread({
  comments,
  albumId,
  actions,
}: {
  comments: readonly Comment[];
  albumId: number;
  actions: CommentActions;
}) {
  return (
    <BareList gap="md" aria-label="Comments">
      {comments.map((comment) => (
        <CommentItem
          key={comment.noteId}
          note={comment}
          albumId={albumId}
          actions={actions}
          replies={comment.replies}
        />
      ))}
    </BareList>
  );
}
