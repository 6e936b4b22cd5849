import {
  Button,
  color,
  conversationMessages,
  EmptyState,
  ErrorState,
  font,
  narrowScreen,
  PageTitle,
  radius,
  Skeleton,
  space,
  type Album,
} from '@canopy/shared-core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useConversations } from '../api/use-conversations.ts';
import { threadOf, useAssistantThread, type ThreadMessage } from '../hooks/use-assistant-thread.ts';
import { useOnline } from '../hooks/use-online.ts';
import { useSpeech } from '../hooks/use-speech.ts';
import { SUGGESTED_QUESTIONS } from '../utils/suggested-questions.ts';
import { Composer } from './composer.tsx';
import { ConversationList } from './conversation-list.tsx';
import { MessageThread } from './message-thread.tsx';
import { VoicePicker } from './voice-picker.tsx';

type Speech = ReturnType<typeof useSpeech>;

function Thread({
  albumId,
  initial,
  onSaved,
  speech,
}: {
  albumId: number | undefined;
  initial: ThreadMessage[];
  onSaved: (albumId: number, isNew: boolean) => void;
  speech: Speech;
}) {
  const thread = useAssistantThread({ albumId, initial, onSaved });
  const online = useOnline();
  const end = useRef<HTMLDivElement>(null);
  const count = thread.messages.length;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [count]);
  return (
    <section aria-label="Chat with Edy" css={{ display: 'grid', gap: space.md, minWidth: 0 }}>
      {!online && (
        <p
          role="status"
          css={{
            margin: 0,
            padding: space.sm,
            borderRadius: radius.sm,
            border: `1px solid ${color.accent}`,
          }}
        >
          You are offline. Your conversation stays here; questions can be sent once you are back
          online.
        </p>
      )}
      {thread.messages.length === 0 ? (
        <section
          aria-labelledby="assistant-suggestions"
          css={{
            display: 'grid',
            gap: space.md,
            padding: space.lg,
            background: color.surface,
            border: `1px dashed ${color.border}`,
            borderRadius: radius.lg,
          }}
        >
          <h2 id="assistant-suggestions" css={{ margin: 0, fontSize: font.size.lg }}>
            Ask Edy anything about Canopy
          </h2>
          <p css={{ margin: 0, color: color.textMuted }}>
            Edy finds offers near you, shops, events, posts, members and quiz packs. Try one of
            these:
          </p>
          <ul
            css={{
              listStyle: 'none',
              margin: 0,
              padding: 0,
              display: 'flex',
              flexWrap: 'wrap',
              gap: space.sm,
            }}
          >
            {SUGGESTED_QUESTIONS.map((question) => (
              <li key={question}>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={!online}
                  onClick={() => thread.ask(question)}
                >
                  {question}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <MessageThread
          messages={thread.messages}
          actions={{
            onRetry: thread.ask,
            busy: thread.streaming,
            speech: {
              supported: speech.supported,
              speakingId: speech.speakingId,
              speak: speech.speak,
              stop: speech.stopSpeaking,
            },
          }}
        />
      )}
      <div ref={end} />
      <Composer streaming={thread.streaming} onAsk={thread.ask} onStop={thread.stop} />
    </section>
  );
}

type Opened =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'open'; key: number; albumId: number | undefined; initial: ThreadMessage[] };

/** /browse/ai-chat and /browse/ai-chat/{albumId}: the assistant, Edy. */
export function AssistantPage() {
  const params = useParams();
  const requested = params.conversationId ? Number(params.conversationId) : undefined;
  const navigate = useNavigate();
  const [conversations, reload] = useConversations();
  const [lastList, setLastList] = useState<Album[] | undefined>(undefined);
  const [opened, setOpened] = useState<Opened>({ state: 'loading' });
  // The conversation the mounted thread holds: a new one gets its id while it streams, and
  // that must not reopen it.
  const holding = useRef<{ albumId: number | undefined } | undefined>(undefined);
  const keys = useRef(0);
  const speech = useSpeech();

  useEffect(() => {
    if (conversations.status === 'ready') setLastList(conversations.data.items);
  }, [conversations]);

  // The member opened another conversation (or a new one): only a change of URL does that.
  useEffect(() => {
    if (holding.current && holding.current.albumId === requested) return;
    if (requested === undefined) {
      holding.current = { albumId: undefined };
      keys.current += 1;
      setOpened({ state: 'open', key: keys.current, albumId: undefined, initial: [] });
      return;
    }
    holding.current = undefined;
    setOpened({ state: 'loading' });
  }, [requested]);

  // A saved conversation opens with its history once the list has it.
  useEffect(() => {
    if (opened.state !== 'loading' || requested === undefined || !lastList) return;
    const album = lastList.find((item) => item.albumId === requested);
    if (!album) {
      setOpened({ state: 'missing' });
      return;
    }
    holding.current = { albumId: requested };
    keys.current += 1;
    setOpened({
      state: 'open',
      key: keys.current,
      albumId: requested,
      initial: threadOf(conversationMessages(album)),
    });
  }, [opened.state, requested, lastList]);

  const onSaved = useCallback(
    (albumId: number, isNew: boolean) => {
      holding.current = { albumId };
      if (isNew) void navigate(`/browse/ai-chat/${albumId}`, { replace: true });
      else reload();
    },
    [navigate, reload],
  );

  const startNew = () => {
    holding.current = undefined;
    if (requested === undefined) {
      keys.current += 1;
      holding.current = { albumId: undefined };
      setOpened({ state: 'open', key: keys.current, albumId: undefined, initial: [] });
    } else {
      void navigate('/browse/ai-chat');
    }
  };

  const onDeleted = (albumId: number) => {
    setLastList((list) => list?.filter((item) => item.albumId !== albumId));
    if (albumId === holding.current?.albumId) startNew();
    reload();
  };

  return (
    <>
      <div
        css={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          flexWrap: 'wrap',
          gap: space.sm,
        }}
      >
        <PageTitle>Assistant</PageTitle>
        <VoicePicker speech={speech} />
      </div>
      <div
        css={{
          display: 'grid',
          gridTemplateColumns: 'minmax(200px, 260px) minmax(0, 1fr)',
          gap: space.lg,
          alignItems: 'start',
          [narrowScreen]: { gridTemplateColumns: 'minmax(0, 1fr)' },
        }}
      >
        <nav aria-label="Your conversations" css={{ display: 'grid', gap: space.sm }}>
          <Button onClick={startNew}>New conversation</Button>
          {conversations.status === 'error' && !lastList ? (
            <ErrorState
              title="Conversations could not be loaded"
              message={conversations.message}
              onRetry={reload}
            />
          ) : !lastList ? (
            <Skeleton height={64} />
          ) : lastList.length === 0 ? (
            <p css={{ margin: 0, color: color.textMuted, fontSize: font.size.sm }}>
              No conversations yet. Ask Edy anything to start one.
            </p>
          ) : (
            <ConversationList
              conversations={lastList}
              activeId={opened.state === 'open' ? holding.current?.albumId : undefined}
              onChanged={reload}
              onDeleted={onDeleted}
            />
          )}
        </nav>
        {opened.state === 'loading' ? (
          <Skeleton height={160} />
        ) : opened.state === 'missing' ? (
          <EmptyState title="That conversation does not exist">
            It may have been deleted. <Link to="/browse/ai-chat">Start a new conversation</Link>.
          </EmptyState>
        ) : (
          <Thread
            key={opened.key}
            albumId={opened.albumId}
            initial={opened.initial}
            onSaved={onSaved}
            speech={speech}
          />
        )}
      </div>
    </>
  );
}
