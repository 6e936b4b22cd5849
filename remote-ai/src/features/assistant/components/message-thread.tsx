import {
  Button,
  color,
  radius,
  space,
  Spinner,
  visuallyHidden,
  BareList,
} from '@canopy/shared-core';
import { quietText, stack, wrappingRow } from '@canopy/shared-core/layout';
import { useState } from 'react';
import type { ThreadMessage } from '../hooks/use-assistant-thread.ts';
import { CitationCard } from './citation-card.tsx';

export interface ThreadActions {
  onRetry: (question: string) => void;
  /** An answer is being written: Retry waits for it. */
  busy: boolean;
  speech: {
    supported: boolean;
    speakingId: string | undefined;
    speak: (id: string, text: string) => void;
    stop: () => void;
  };
}

function CopyButton({ text }: { text: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <Button
      size="sm"
      variant="ghost"
      onClick={() => {
        void navigator.clipboard?.writeText(text).then(
          () => setCopied(true),
          () => setCopied(false),
        );
      }}
    >
      {copied ? 'Copied' : 'Copy'}
    </Button>
  );
}

function Answer({ message, actions }: { message: ThreadMessage; actions: ThreadActions }) {
  const speaking = actions.speech.speakingId === message.id;
  const done = message.status !== 'streaming';
  return (
    <div css={stack('sm')}>
      {message.notice && <p css={[quietText, { margin: 0 }]}>{message.notice}</p>}
      {message.text === '' && message.status === 'streaming' ? (
        <Spinner label="Edy is answering…" />
      ) : (
        <p css={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.text}</p>
      )}
      {message.error && (
        <div
          role="alert"
          css={[
            wrappingRow('sm'),
            { padding: space.sm, border: `1px solid ${color.danger}`, borderRadius: radius.sm },
          ]}
        >
          <span css={{ flex: '1 1 200px' }}>{message.error}</span>
          {message.question && !actions.busy && (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => actions.onRetry(message.question ?? '')}
            >
              Retry
            </Button>
          )}
        </div>
      )}
      {message.suggestions.length > 0 && (
        <BareList
          gap="sm"
          aria-label="Cited items"
          css={{ gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}
        >
          {message.suggestions.map((item, index) => (
            <li key={`${item.type}:${item.id}`}>
              <CitationCard item={item} number={index + 1} />
            </li>
          ))}
        </BareList>
      )}
      {done && message.text !== '' && (
        <div css={wrappingRow('xs')}>
          <CopyButton text={message.text} />
          {actions.speech.supported &&
            (speaking ? (
              <Button size="sm" variant="ghost" onClick={actions.speech.stop}>
                Stop speaking
              </Button>
            ) : (
              <Button
                size="sm"
                variant="ghost"
                onClick={() => actions.speech.speak(message.id, message.text)}
              >
                Speak
              </Button>
            ))}
        </div>
      )}
    </div>
  );
}

/** The questions and answers of one conversation, newest last. */
export function MessageThread({
  messages,
  actions,
}: {
  messages: ThreadMessage[];
  actions: ThreadActions;
}) {
  const lastDone = messages.findLast((m) => m.role === 'assistant' && m.status !== 'streaming');
  return (
    <>
      <BareList ordered gap="md" aria-label="Conversation">
        {messages.map((message) => (
          <li
            key={message.id}
            data-role={message.role}
            aria-busy={message.status === 'streaming'}
            css={{
              justifySelf: message.role === 'user' ? 'end' : 'stretch',
              maxWidth: message.role === 'user' ? '85%' : '100%',
              padding: space.md,
              borderRadius: radius.lg,
              background: message.role === 'user' ? color.primary : color.surface,
              color: message.role === 'user' ? color.onPrimary : color.text,
              border: `1px solid ${message.role === 'user' ? color.primary : color.border}`,
            }}
          >
            <span css={visuallyHidden}>{message.role === 'user' ? 'You said:' : 'Edy said:'}</span>
            {message.role === 'user' ? (
              <p css={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {message.text}
              </p>
            ) : (
              <Answer message={message} actions={actions} />
            )}
          </li>
        ))}
      </BareList>
      {/* New answers are announced once complete, not token by token. */}
      <div aria-live="polite" role="status" css={visuallyHidden}>
        {lastDone ? `Edy: ${lastDone.text}${lastDone.error ? ` ${lastDone.error}` : ''}` : ''}
      </div>
    </>
  );
}
