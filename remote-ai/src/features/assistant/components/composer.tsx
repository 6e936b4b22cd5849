import { Button, color, radius, space } from '@canopy/shared-core';
import { quietText, row, stack } from '@canopy/shared-core/layout';
import { useState, type ReactNode } from 'react';

const MAX_QUESTION_LENGTH = 1000;

/** Where the member types a question: Enter sends, Shift+Enter starts a new line. */
export function Composer({
  streaming,
  onAsk,
  onStop,
  extra,
}: {
  streaming: boolean;
  onAsk: (question: string) => void;
  onStop: () => void;
  extra?: ReactNode;
}) {
  const [text, setText] = useState('');
  const send = () => {
    if (streaming || text.trim() === '') return;
    onAsk(text);
    setText('');
  };
  return (
    <form
      aria-label="Ask Edy"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      css={{
        display: 'flex',
        gap: space.sm,
        alignItems: 'flex-end',
        flexWrap: 'wrap',
        padding: space.sm,
        background: color.surface,
        border: `1px solid ${color.border}`,
        borderRadius: radius.lg,
      }}
    >
      <label css={[stack('xs'), { flex: '1 1 240px' }]}>
        <span css={quietText}>Your question</span>
        <textarea
          value={text}
          rows={2}
          maxLength={MAX_QUESTION_LENGTH}
          placeholder="Ask about events, shops, offers, trainings, groups or posts"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              send();
            }
          }}
          css={{
            resize: 'vertical',
            font: 'inherit',
            padding: space.sm,
            color: color.text,
            background: color.bg,
            border: `1px solid ${color.border}`,
            borderRadius: radius.md,
            '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: 1 },
          }}
        />
      </label>
      <div css={row('sm')}>
        {extra}
        {streaming ? (
          <Button variant="danger" onClick={onStop}>
            Stop generating
          </Button>
        ) : (
          <Button type="submit" disabled={text.trim() === ''}>
            Send
          </Button>
        )}
      </div>
    </form>
  );
}
