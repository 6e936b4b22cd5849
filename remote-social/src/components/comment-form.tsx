import { Button, MAX_COMMENT_LENGTH, commentProblem, space } from '@canopy/shared-core';
import { useSubmit } from '@canopy/shared-core/use-submit';
import { useState, type FormEvent } from 'react';
import { TextField } from './text-field.tsx';
import { InlineError } from './inline-error.tsx';

/**
 * Writing, replying to or editing a comment: one form. The text stays when sending fails,
 * and the form empties only when the server took it.
 */
export function CommentForm({
  label,
  submitLabel,
  initialText = '',
  onSubmit,
  onCancel,
}: {
  label: string;
  submitLabel: string;
  initialText?: string;
  /** Sends the text; resolves true when it was saved. */
  onSubmit: (text: string) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const [text, setText] = useState(initialText);
  const { busy: sending, error, setError, run } = useSubmit();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = commentProblem(text);
    if (problem) return setError(problem);
    if (await run(() => onSubmit(text), 'That did not work. Try again.')) setText('');
  }

  return (
    <form
      aria-label={label}
      onSubmit={(event) => void submit(event)}
      css={{ display: 'flex', flexDirection: 'column', gap: space.sm }}
    >
      <TextField
        label={label}
        hideLabel
        value={text}
        onChange={(value) => {
          setText(value);
          setError(null);
        }}
        maxLength={MAX_COMMENT_LENGTH}
        rows={2}
        placeholder={label}
      />
      <InlineError message={error} />
      <div css={{ display: 'flex', gap: space.sm }}>
        <Button type="submit" size="sm" disabled={sending}>
          {sending ? 'Sending…' : submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" size="sm" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
