import {
  errorText,
  Button,
  MAX_POST_PHOTOS,
  MAX_POST_TEXT_LENGTH,
  color,
  createPost,
  isConnectionFailure,
  queueForSending,
  font,
  postProblem,
  space,
  type WallPost,
} from '@canopy/shared-core';
import { useId, useRef, useState, type FormEvent } from 'react';
import { TextField } from '../../../components/text-field.tsx';
import { wallCard } from '../../../components/wall-card.ts';
import { PhotoFileInput } from '../../../components/photo-file-input.tsx';
import { InlineError } from '../../../components/inline-error.tsx';
import { PhotoChipList } from '../../../components/photo-chip.tsx';
import { usePhotoUploads } from '../../../hooks/use-photo-uploads.ts';
import { NO_REVIEW, ReviewPicker, reviewOf, type ReviewDraft } from './review-picker.tsx';

/**
 * Writing a post: text, up to 10 photos and optionally a review with stars. Problems are said in place before anything is
 * sent, and nothing typed is lost when the server or the network says no.
 */
export function PostComposer({ onPosted }: { onPosted: (post: WallPost) => void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // The key of the last send: sending the same post again after a lost answer reuses it,
  // so the API answers the post it took instead of writing a second one.
  const lastSend = useRef<{ request: string; key: string } | null>(null);
  const [reviewDraft, setReviewDraft] = useState<ReviewDraft>(NO_REVIEW);
  const uploads = usePhotoUploads();
  const fileInput = useRef<HTMLInputElement>(null);
  const pickerId = useId();
  const uploading = uploads.photos.some((photo) => photo.status === 'uploading');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = postProblem(text, uploads.photos.length);
    if (problem) return setError(problem);
    const review = reviewOf(reviewDraft);
    if (typeof review === 'string') return setError(review);
    if (uploads.photos.some((photo) => photo.status === 'failed')) {
      return setError('Retry or remove the photos that did not upload.');
    }
    setSending(true);
    setError(null);
    const post = {
      description: text,
      uploadIds: uploads.photos.flatMap((photo) => (photo.uploadId ? [photo.uploadId] : [])),
      ...(review ? { review } : {}),
    };
    const request = JSON.stringify(post);
    const draftKey =
      lastSend.current?.request === request ? lastSend.current.key : crypto.randomUUID();
    lastSend.current = { request, key: draftKey };
    try {
      const answer = await createPost({ ...post, idempotencyKey: draftKey });
      if (answer.valid) {
        setText('');
        setReviewDraft(NO_REVIEW);
        uploads.clear();
        lastSend.current = null;
        onPosted(answer.item);
      }
      // A refusal was shown as a toast by the client (SPEC §7): once.
    } catch (caught) {
      // When no answer came (offline, or the connection failed on the way), a text post
      // waits on this device and is sent once the connection is back, with this draft's
      // key: if the API did take the first send, the outbox's send answers that post.
      if (isConnectionFailure(caught) && uploads.photos.length === 0 && !review) {
        const queued = await queueForSending('post', text, { clientKey: draftKey });
        if (queued) {
          setText('');
          lastSend.current = null;
          return;
        }
      }
      setError(errorText(caught, 'Your post could not be sent. Try again.'));
    } finally {
      setSending(false);
    }
  }

  return (
    <form aria-label="Write a post" onSubmit={(event) => void submit(event)} css={wallCard}>
      <TextField
        label="What's happening?"
        value={text}
        onChange={(value) => {
          setText(value);
          setError(null);
        }}
        maxLength={MAX_POST_TEXT_LENGTH}
        placeholder="Share a tip, a harvest or a favorite shop"
      />
      <PhotoChipList label="Photos to post" uploads={uploads} />
      <ReviewPicker
        draft={reviewDraft}
        onChange={(draft) => {
          setReviewDraft(draft);
          setError(null);
        }}
      />
      {[...uploads.problems, ...(error ? [error] : [])].map((message) => (
        <InlineError key={message} message={message} />
      ))}
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.sm }}>
        <PhotoFileInput
          ref={fileInput}
          id={pickerId}
          aria-label={`Add photos (JPEG, PNG, WebP or GIF, up to ${MAX_POST_PHOTOS})`}
          onFiles={(files) => {
            setError(null);
            void uploads.add(files);
          }}
        />
        <Button
          variant="secondary"
          onClick={() => fileInput.current?.click()}
          disabled={uploads.photos.length >= MAX_POST_PHOTOS}
        >
          Add photos
        </Button>
        <span css={{ color: color.textMuted, fontSize: font.size.sm, flex: 1 }}>
          {uploads.photos.length} / {MAX_POST_PHOTOS} photos
        </span>
        <Button type="submit" disabled={sending || uploading}>
          {sending ? 'Posting…' : uploading ? 'Uploading photos…' : 'Post'}
        </Button>
      </div>
    </form>
  );
}
