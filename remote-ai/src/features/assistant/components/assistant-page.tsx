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
  RevealTogether,
  Skeleton,
  space,
  type Album,
  BareList,
} from '@canopy/shared-core';
import { quietText, spreadRow, stack } from '@canopy/shared-core/layout';
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
import { VoiceButton } from './voice-button.tsx';
import { VoicePicker } from './voice-picker.tsx';
import { assistantPaths } from '../../../utils/paths.ts';
import { grid } from '@canopy/shared-core/layout';

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
    <section aria-label="Chat with Edy" css={[stack('md'), { minWidth: 0 }]}>
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
          css={[
            stack('md'),
            {
              padding: space.lg,
              background: color.surface,
              border: `1px dashed ${color.border}`,
              borderRadius: radius.lg,
            },
          ]}
        >
          <h2 id="assistant-suggestions" css={{ margin: 0, fontSize: font.size.lg }}>
            Ask Edy anything about Canopy
          </h2>
          <p css={{ margin: 0, color: color.textMuted }}>
            Edy finds events, shops and offers near you, trainings, groups, channels, quiz packs,
            members and posts, and helps you find your way around the app. Try one of these:
          </p>
          <BareList flow="wrap" gap="sm">
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
          </BareList>
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
      <Composer
        streaming={thread.streaming}
        onAsk={thread.ask}
        onStop={thread.stop}
        extra={
          <VoiceButton
            disabled={thread.streaming || !online}
            onRecorded={(clip) => void thread.askByVoice(clip, speech.voiceId)}
          />
        }
      />
    </section>
  );
}

/** The conversation the thread shows; a new one learns its id while its first answer streams. */
interface Held {
  key: number;
  albumId: number | undefined;
  initial: ThreadMessage[];
}

let keys = 0;
const held = (albumId: number | undefined, initial: ThreadMessage[] = []): Held => ({
  key: (keys += 1),
  albumId,
  initial,
});

/**
 * /browse/ai-chat and /browse/ai-chat/{albumId}: the assistant, Edy. Drawn once the
 * conversations have loaded: on a phone the list is above the conversation, and drawn as it
 * arrived it pushed the conversation and its composer down.
 */
export function AssistantPage() {
  return (
    <RevealTogether loading={<Skeleton height={240} />}>
      <Assistant />
    </RevealTogether>
  );
}

function Assistant() {
  const params = useParams();
  const requested = params.conversationId ? Number(params.conversationId) : undefined;
  const navigate = useNavigate();
  const [conversations, reload] = useConversations();
  const speech = useSpeech();

  // The list as last loaded, kept on screen while it reloads.
  const [kept, setKept] = useState<Album[] | undefined>(undefined);
  const fresh = conversations.status === 'ready' ? conversations.data.items : undefined;
  if (fresh && fresh !== kept) setKept(fresh);
  const list = fresh ?? kept;

  const [thread, setThread] = useState<Held | undefined>(() =>
    requested === undefined ? held(undefined) : undefined,
  );
  // The URL names another saved conversation: open it with its history once the list has it.
  const wanted =
    requested !== undefined && thread?.albumId !== requested
      ? list?.find((album) => album.albumId === requested)
      : undefined;
  if (wanted) setThread(held(wanted.albumId, threadOf(conversationMessages(wanted))));
  const missing =
    requested !== undefined && thread?.albumId !== requested && list !== undefined && !wanted;
  if (requested === undefined && thread === undefined) setThread(held(undefined));

  const onSaved = useCallback(
    (albumId: number, isNew: boolean) => {
      setThread((current) => current && { ...current, albumId });
      if (isNew) void navigate(assistantPaths.conversation(albumId), { replace: true });
      else reload();
    },
    [navigate, reload],
  );

  const startNew = () => {
    setThread(held(undefined));
    if (requested !== undefined) void navigate(assistantPaths.assistant());
  };

  const onDeleted = (albumId: number) => {
    if (albumId === thread?.albumId) startNew();
    reload();
  };

  const showing = thread !== undefined && (requested === undefined || thread.albumId === requested);

  return (
    <>
      <div css={[spreadRow('sm'), { flexWrap: 'wrap' }]}>
        <PageTitle>Assistant</PageTitle>
        <VoicePicker speech={speech} />
      </div>
      <div
        css={[
          grid('minmax(200px, 260px) minmax(0, 1fr)', 'lg'),
          { alignItems: 'start', [narrowScreen]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
        ]}
      >
        <nav aria-label="Your conversations" css={stack('sm')}>
          <Button onClick={startNew}>New conversation</Button>
          {conversations.status === 'error' && !list ? (
            <ErrorState
              title="Conversations could not be loaded"
              message={conversations.message}
              onRetry={reload}
            />
          ) : !list ? (
            <Skeleton height={64} />
          ) : list.length === 0 ? (
            <p css={[quietText, { margin: 0 }]}>
              No conversations yet. Ask Edy anything to start one.
            </p>
          ) : (
            <ConversationList
              conversations={list}
              activeId={thread?.albumId}
              onChanged={reload}
              onDeleted={onDeleted}
            />
          )}
        </nav>
        {missing ? (
          <EmptyState title="That conversation does not exist">
            It may have been deleted.{' '}
            <Link to={assistantPaths.assistant()}>Start a new conversation</Link>.
          </EmptyState>
        ) : showing ? (
          <Thread
            key={thread.key}
            albumId={thread.albumId}
            initial={thread.initial}
            onSaved={onSaved}
            speech={speech}
          />
        ) : (
          <Skeleton height={160} />
        )}
      </div>
    </>
  );
}
