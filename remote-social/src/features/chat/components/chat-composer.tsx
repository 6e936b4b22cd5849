import {
  FormError,
  formatCount,
  Button,
  color,
  font,
  MAX_MESSAGE_LENGTH,
  MAX_MESSAGE_PHOTOS,
  messageProblem,
  radius,
  space,
  visuallyHidden,
} from '@canopy/shared-core';
import { stack } from '@canopy/shared-core/layout';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { PhotoChipList } from '../../../components/photo-chip.tsx';
import { PhotoFileInput } from '../../../components/photo-file-input.tsx';
import { usePhotoUploads } from '../../../hooks/use-photo-uploads.ts';

const TYPING_EVERY_MS = 3_000;

/**
 * Writing a message: Enter sends, Shift+Enter starts a new line; photos upload as they are
 * chosen. The others hear "typing" at most every few seconds.
 */
export function ChatComposer({
  onSend,
  onTyping,
}: {
  onSend: (comment: string, uploadIds: string[]) => void;
  onTyping: () => void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const uploads = usePhotoUploads();
  const fileInput = useRef<HTMLInputElement>(null);
  const lastTyping = useRef(0);
  const uploading = uploads.photos.some((photo) => photo.status === 'uploading');

  function submit(event?: FormEvent) {
    event?.preventDefault();
    const problem = messageProblem(text, uploads.photos.length);
    if (problem) return setError(problem);
    if (uploading) return setError('Wait for the photos to finish uploading.');
    if (uploads.photos.some((photo) => photo.status === 'failed')) {
      return setError('Retry or remove the photos that did not upload.');
    }
    onSend(
      text,
      uploads.photos.flatMap((photo) => (photo.uploadId ? [photo.uploadId] : [])),
    );
    setText('');
    setError(null);
    uploads.clear();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  return (
    <form
      onSubmit={submit}
      css={[stack('xs'), { paddingTop: space.sm, borderTop: `1px solid ${color.border}` }]}
    >
      <PhotoChipList label="Photos to send" uploads={uploads} />
      {[...uploads.problems, ...(error ? [error] : [])].map((message) => (
        <FormError key={message} message={message} />
      ))}
      <div css={{ display: 'flex', gap: space.sm, alignItems: 'flex-end', minWidth: 0 }}>
        <PhotoFileInput
          ref={fileInput}
          tabIndex={-1}
          aria-hidden="true"
          onFiles={(files) => {
            setError(null);
            void uploads.add(files);
          }}
        />
        <Button
          variant="secondary"
          aria-label={`Photo: add up to ${MAX_MESSAGE_PHOTOS} (JPEG, PNG, WebP or GIF)`}
          disabled={uploads.photos.length >= MAX_MESSAGE_PHOTOS}
          onClick={() => fileInput.current?.click()}
        >
          Photo
        </Button>
        <label htmlFor={`${id}-text`} css={visuallyHidden}>
          Message
        </label>
        <textarea
          id={`${id}-text`}
          value={text}
          rows={2}
          placeholder="Write a message"
          onKeyDown={onKeyDown}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
            const now = Date.now();
            if (event.target.value.trim() !== '' && now - lastTyping.current > TYPING_EVERY_MS) {
              lastTyping.current = now;
              onTyping();
            }
          }}
          aria-describedby={`${id}-hint`}
          css={{
            flex: 1,
            // Without it the textarea keeps its default width and pushes Send off a phone.
            minWidth: 0,
            font: 'inherit',
            padding: space.sm,
            resize: 'vertical',
            color: color.text,
            background: color.surface,
            border: `1px solid ${text.length > MAX_MESSAGE_LENGTH ? color.danger : color.border}`,
            borderRadius: radius.md,
          }}
        />
        <Button type="submit">Send</Button>
      </div>
      <span id={`${id}-hint`} css={{ fontSize: font.size.xs, color: color.textMuted }}>
        Enter sends, Shift+Enter adds a line. {formatCount(text.length)} /{' '}
        {formatCount(MAX_MESSAGE_LENGTH)}
      </span>
    </form>
  );
}
