import {
  FormError,
  lazyDateFormat,
  Button,
  color,
  font,
  MAX_MESSAGE_LENGTH,
  messageProblem,
  radius,
  space,
  type ChatMessage,
  photoImage,
  ReportButton,
} from '@canopy/shared-core';
import { row, stack } from '@canopy/shared-core/layout';
import { useSubmit } from '@canopy/shared-core/use-submit';
import { useId, useState } from 'react';
import { MessageText } from './message-text.tsx';

const formatTime = lazyDateFormat('en-US', { hour: 'numeric', minute: '2-digit' });

function bubble(mine: boolean) {
  return {
    ...stack('xs'),
    maxWidth: 'min(75%, 520px)',
    padding: `${space.sm} ${space.md}`,
    borderRadius: radius.lg,
    justifySelf: mine ? 'end' : 'start',
    background: mine ? color.primary : color.surfaceAlt,
    color: mine ? color.onPrimary : color.text,
  } as const;
}

/** The small line under a bubble, on the same side: its time, or how sending went. */
function underBubble(mine: boolean) {
  return {
    ...row('sm'),
    justifySelf: mine ? 'end' : 'start',
    fontSize: font.size.xs,
    color: color.textMuted,
  } as const;
}

/** One message: author (in groups), text with links, photos, time; Edit and Delete on your own. */
export function MessageItem({
  note,
  mine,
  showAuthor,
  onSave,
  onDelete,
}: {
  note: ChatMessage;
  mine: boolean;
  showAuthor: boolean;
  onSave: (comment: string) => Promise<{ valid: boolean; message: string }>;
  onDelete: () => Promise<{ valid: boolean; message: string }>;
}) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(note.comment);
  const { busy, error, setError, run } = useSubmit();

  const author = note.owner.display;
  return (
    <li
      aria-label={`${mine ? 'You' : author}, ${formatTime(note.dateCreated)}`}
      css={{ display: 'grid', gap: 2 }}
    >
      {showAuthor && !mine && (
        <span css={{ fontSize: font.size.xs, color: color.textMuted }}>{author}</span>
      )}
      <div css={bubble(mine)}>
        {editing ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              const problem = messageProblem(draft, note.assets.length);
              if (problem) return setError(problem);
              // A refusal was shown as a toast by the client (SPEC §7): once.
              void run(() => onSave(draft), 'The message could not be saved.').then((answer) => {
                if (answer?.valid) setEditing(false);
              });
            }}
            css={{ display: 'grid', gap: space.xs }}
          >
            <label htmlFor={`${id}-edit`} css={{ fontSize: font.size.xs }}>
              Edit message
            </label>
            <textarea
              id={`${id}-edit`}
              value={draft}
              rows={2}
              maxLength={MAX_MESSAGE_LENGTH}
              onChange={(event) => setDraft(event.target.value)}
              css={{ font: 'inherit', color: color.text, background: color.surface }}
            />
            <div css={{ display: 'flex', gap: space.xs }}>
              <Button size="sm" type="submit" variant="secondary" disabled={busy}>
                Save
              </Button>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => {
                  setEditing(false);
                  setDraft(note.comment);
                  setError(null);
                }}
              >
                Cancel
              </Button>
            </div>
          </form>
        ) : (
          note.comment && <MessageText text={note.comment} />
        )}
        {note.assets.length > 0 && (
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: space.xs }}>
            {note.assets.map((photo) => {
              const image = photoImage(photo, 'thumbnail');
              return (
                <a
                  key={photo.assetId}
                  href={photo.fullURL}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <img
                    src={image.src}
                    width={image.width}
                    height={image.height}
                    alt={`Sent by ${mine ? 'you' : author}`}
                    css={{
                      width: 'auto',
                      height: 'auto',
                      maxWidth: 200,
                      maxHeight: 200,
                      borderRadius: radius.md,
                      display: 'block',
                    }}
                  />
                </a>
              );
            })}
          </div>
        )}
      </div>
      <span css={underBubble(mine)}>
        <time dateTime={new Date(note.dateCreated).toISOString()}>
          {formatTime(note.dateCreated)}
        </time>
        {note.edited && <span>edited</span>}
        {!mine && (
          <ReportButton
            target={{ flagableType: 'CHAT_MESSAGE', flagableId: note.noteId }}
            what={`message from ${author}`}
          />
        )}
        {mine && !editing && (
          <>
            <Button
              size="sm"
              variant="ghost"
              aria-label="Edit this message"
              onClick={() => {
                setDraft(note.comment);
                setEditing(true);
              }}
            >
              Edit
            </Button>
            <Button
              size="sm"
              variant="ghost"
              aria-label="Delete this message"
              disabled={busy}
              onClick={() => {
                if (window.confirm('Delete this message for everyone?')) {
                  void run(onDelete, 'The message could not be deleted.');
                }
              }}
            >
              Delete
            </Button>
          </>
        )}
      </span>
      <FormError message={error} />
    </li>
  );
}

/** A message being sent, or that failed to send and waits for Retry. */
export function OutgoingItem({
  comment,
  photoCount,
  status,
  error,
  onRetry,
  onDiscard,
}: {
  comment: string;
  photoCount: number;
  status: 'sending' | 'failed';
  error: string | null;
  onRetry: () => void;
  onDiscard: () => void;
}) {
  return (
    <li css={{ display: 'grid', gap: 2 }}>
      <div css={{ ...bubble(true), opacity: status === 'sending' ? 0.7 : 1 }}>
        {comment && <MessageText text={comment} />}
        {photoCount > 0 && <span>{photoCount === 1 ? '1 photo' : `${photoCount} photos`}</span>}
      </div>
      <span
        css={{
          ...underBubble(true),
          color: status === 'failed' ? color.danger : color.textMuted,
        }}
      >
        {status === 'sending' ? (
          'Sending…'
        ) : (
          <>
            <span role="alert">Not sent{error ? `: ${error}` : ''}</span>
            <Button size="sm" variant="secondary" onClick={onRetry}>
              Retry
            </Button>
            <Button size="sm" variant="ghost" onClick={onDiscard}>
              Discard
            </Button>
          </>
        )}
      </span>
    </li>
  );
}
