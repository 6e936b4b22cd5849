import {
  Button,
  color,
  EmptyState,
  ErrorState,
  font,
  getChat,
  isApiFailure,
  narrowScreen,
  sendChatTyping,
  Skeleton,
  space,
  type Chat,
  visuallyHidden,
  sharedPaths,
  BareList,
  QueuedSends,
  MemberAvatar,
} from '@canopy/shared-core';
import { stack, wrappingRow } from '@canopy/shared-core/layout';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useChatThread } from '../api/use-chat-thread.ts';
import { useChatEvents } from '../hooks/use-chat-events.ts';
import { seenText, typingText } from '../utils/thread-status.ts';
import { ChatComposer } from './chat-composer.tsx';
import { MembersDialog } from './members-dialog.tsx';
import { MuteButton } from './mute-button.tsx';
import { MessageItem, OutgoingItem } from './message-item.tsx';
import { InlineError } from '../../../components/inline-error.tsx';

/** How long "typing" shows after the last signal, and how old a signal may be to count. */
const TYPING_SHOWS_MS = 5_000;
const NEAR_EDGE_PX = 80;

type ChatState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; chat: Chat };

/**
 * One conversation: its messages (older ones load on scrolling up, keeping the place),
 * the composer, who is typing and who has seen your last message. New messages from others
 * are announced politely to screen readers.
 */
export function ChatThread({
  chatId,
  meId,
  onActivity,
  onRead,
  onLeft,
}: {
  chatId: number;
  meId: number;
  /** Something changed that the conversation list shows (a message sent, members). */
  onActivity: () => void;
  onRead: (chatId: number) => void;
  onLeft: () => void;
}) {
  const titleId = useId();
  const [chatState, setChatState] = useState<ChatState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [membersOpen, setMembersOpen] = useState(false);
  const [typing, setTyping] = useState<Record<number, number>>({});
  const [announcement, setAnnouncement] = useState('');
  const thread = useChatThread(chatId, onActivity);
  const scroller = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);
  const previous = useRef<{ oldest?: number; newest?: number; height: number; count: number }>({
    height: 0,
    count: 0,
  });

  useEffect(() => {
    // The page mounts one thread per chat (keyed by its id), so its state starts fresh.
    const controller = new AbortController();
    void getChat(chatId, controller.signal).then((answer) => {
      if (controller.signal.aborted) return;
      setChatState(
        isApiFailure(answer)
          ? { status: 'error', message: answer.message }
          : { status: 'ready', chat: answer.item },
      );
    });
    return () => controller.abort();
  }, [chatId, attempt]);

  /** Members or names changed: fetch the chat again without a loading state. */
  const refreshChat = async () => {
    const answer = await getChat(chatId);
    if (!isApiFailure(answer)) setChatState({ status: 'ready', chat: answer.item });
  };

  const chat = chatState.status === 'ready' ? chatState.chat : null;
  const nameOf = (accountId: number) =>
    chat?.members.find((member) => member.accountId === accountId)?.display ?? 'Someone';

  useChatEvents((event) => {
    if (event.chatId !== chatId) return;
    switch (event.kind) {
      case 'chat-message':
        thread.received(event.note);
        setTyping(({ [event.note.owner.accountId]: _, ...rest }) => rest);
        if (event.note.owner.accountId !== meId) {
          const text = event.note.comment || 'a photo';
          setAnnouncement(`${event.note.owner.display}: ${text}`);
        }
        break;
      case 'chat-message-updated':
        thread.received(event.note);
        break;
      case 'chat-message-deleted':
        thread.removed(event.noteId);
        break;
      case 'chat-read':
        setChatState((current) =>
          current.status !== 'ready'
            ? current
            : {
                ...current,
                chat: {
                  ...current.chat,
                  readStates: current.chat.readStates.map((state) =>
                    state.accountId === event.accountId
                      ? {
                          ...state,
                          lastReadNoteId: Math.max(state.lastReadNoteId, event.lastReadNoteId),
                        }
                      : state,
                  ),
                },
              },
        );
        break;
      case 'chat-typing':
        if (event.accountId !== meId && Date.now() - event.at < TYPING_SHOWS_MS) {
          setTyping((current) => ({ ...current, [event.accountId]: Date.now() + TYPING_SHOWS_MS }));
        }
        break;
      case 'chat-updated':
        void refreshChat();
        break;
      case 'chat-removed':
        onLeft();
        break;
    }
  });

  // "typing" fades on its own when no new signal comes.
  useEffect(() => {
    const until = Object.values(typing);
    if (until.length === 0) return;
    const timer = setTimeout(
      () =>
        setTyping((current) =>
          Object.fromEntries(Object.entries(current).filter(([, end]) => end > Date.now())),
        ),
      Math.max(0, Math.min(...until) - Date.now()) + 50,
    );
    return () => clearTimeout(timer);
  }, [typing]);

  const items = useMemo(
    () => (thread.state.status === 'ready' ? thread.state.items : []),
    [thread.state],
  );
  const ordered = useMemo(() => [...items].reverse(), [items]);
  const newest = items[0];
  const oldest = items.at(-1);

  // Older messages keep the reader's place; new ones keep a reader at the bottom there.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const before = previous.current;
    const count = items.length + thread.outgoing.length;
    if (
      before.oldest !== undefined &&
      oldest?.noteId !== before.oldest &&
      newest?.noteId === before.newest
    ) {
      element.scrollTop += element.scrollHeight - before.height;
    } else if (count !== before.count && nearBottom.current) {
      element.scrollTop = element.scrollHeight;
    }
    previous.current = {
      oldest: oldest?.noteId,
      newest: newest?.noteId,
      height: element.scrollHeight,
      count,
    };
  });

  // Reading: the newest message counts as seen while this page is visible.
  const { markRead } = thread;
  useEffect(() => {
    if (!newest || !chat) return;
    const mark = () => {
      if (document.visibilityState !== 'visible' || newest.noteId <= chat.lastReadNoteId) return;
      void markRead(newest.noteId).then((moved) => {
        if (moved) onRead(chatId);
      });
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    window.addEventListener('focus', mark);
    return () => {
      document.removeEventListener('visibilitychange', mark);
      window.removeEventListener('focus', mark);
    };
  }, [newest, chat, chatId, markRead, onRead]);

  if (chatState.status === 'error') {
    return (
      <ErrorState
        title="This chat could not be opened"
        message={chatState.message}
        onRetry={() => {
          setChatState({ status: 'loading' });
          setAttempt((n) => n + 1);
        }}
      />
    );
  }

  const typingNames = Object.keys(typing).map((id) => nameOf(Number(id)));
  const seen = chat ? seenText(chat, items, meId) : null;

  return (
    <section
      aria-labelledby={titleId}
      css={{
        display: 'flex',
        flexDirection: 'column',
        gap: space.sm,
        height: '100%',
        minHeight: 0,
      }}
    >
      <header
        css={[
          wrappingRow('sm'),
          { paddingBottom: space.sm, borderBottom: `1px solid ${color.border}` },
        ]}
      >
        <Link
          to={sharedPaths.chat()}
          css={{
            display: 'none',
            // On a phone the way back takes a line of its own above the chat's name.
            [narrowScreen]: { display: 'inline', flexBasis: '100%' },
            color: color.accent,
          }}
        >
          ← Conversations
        </Link>
        {chat ? (
          <>
            <MemberAvatar src={chat.thumbnailURL} size={36} />
            <div css={{ flex: '1 1 120px', minWidth: 0 }}>
              <h2 id={titleId} css={{ margin: 0, fontSize: font.size.lg }}>
                {chat.title}
              </h2>
              {chat.albumType === 'chat_group' && (
                <span css={{ fontSize: font.size.sm, color: color.textMuted }}>
                  {chat.members.map((member) => member.display.split(' ')[0]).join(', ')}
                </span>
              )}
            </div>
            <MuteButton
              chat={chat}
              onChanged={(changed) => setChatState({ status: 'ready', chat: changed })}
            />
            {chat.albumType === 'chat_group' && (
              <Button size="sm" variant="secondary" onClick={() => setMembersOpen(true)}>
                Members ({chat.userCount})
              </Button>
            )}
          </>
        ) : (
          <h2 id={titleId} css={{ margin: 0, flex: 1 }}>
            <Skeleton height={24} width={160} />
          </h2>
        )}
      </header>
      <div
        ref={scroller}
        role="region"
        aria-label="Messages"
        // A scrollable region must be reachable by keyboard even when it holds no control.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        onScroll={(event) => {
          const element = event.currentTarget;
          nearBottom.current =
            element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_EDGE_PX;
          if (element.scrollTop < NEAR_EDGE_PX) void thread.loadOlder();
        }}
        css={{
          flex: 1,
          minHeight: 0,
          overflowY: 'auto',
          ...stack('sm'),
          alignContent: 'start',
          padding: space.xs,
        }}
      >
        {thread.state.status === 'loading' && (
          <div role="status" aria-label="Loading messages" css={{ display: 'grid', gap: space.sm }}>
            {Array.from({ length: 5 }, (_, index) => (
              <Skeleton key={index} height={40} width={index % 2 ? '60%' : '45%'} />
            ))}
          </div>
        )}
        {thread.state.status === 'error' && (
          <ErrorState
            title="Messages could not be loaded"
            message={thread.state.message}
            onRetry={thread.reload}
          />
        )}
        {thread.state.status === 'ready' && (
          <>
            {thread.state.nextCursor && (
              <Button
                size="sm"
                variant="ghost"
                disabled={thread.state.loadingMore}
                onClick={() => void thread.loadOlder()}
                css={{ justifySelf: 'center' }}
              >
                {thread.state.loadingMore ? 'Loading older messages…' : 'Load older messages'}
              </Button>
            )}
            <InlineError message={thread.state.moreError} />
            {items.length === 0 && thread.outgoing.length === 0 && (
              <EmptyState title="No messages yet">Say hello below.</EmptyState>
            )}
            <BareList
              ordered
              gap="sm"
              aria-label={chat ? `Messages with ${chat.title}` : 'Messages'}
            >
              {ordered.map((note) => (
                <MessageItem
                  key={note.noteId}
                  note={note}
                  mine={note.owner.accountId === meId}
                  showAuthor={chat?.albumType === 'chat_group'}
                  onSave={(comment) => thread.saveEdit(note, comment)}
                  onDelete={() => thread.remove(note)}
                />
              ))}
              {thread.outgoing.map((message) => (
                <OutgoingItem
                  key={message.clientMessageId}
                  comment={message.comment}
                  photoCount={message.photoCount}
                  status={message.status}
                  error={message.error}
                  onRetry={() => void thread.retry(message)}
                  onDiscard={() => thread.discard(message.clientMessageId)}
                />
              ))}
            </BareList>
            <QueuedSends kind="chat" chatId={chatId} />
            {seen && (
              <p
                css={{
                  margin: 0,
                  justifySelf: 'end',
                  fontSize: font.size.xs,
                  color: color.textMuted,
                }}
              >
                {seen}
              </p>
            )}
          </>
        )}
      </div>
      <p
        aria-hidden="true"
        css={{ margin: 0, minHeight: '1.2em', fontSize: font.size.sm, color: color.textMuted }}
      >
        {typingText(typingNames)}
      </p>
      <ChatComposer
        onSend={(comment, uploadIds) => {
          nearBottom.current = true;
          void thread.send(comment, uploadIds);
        }}
        onTyping={() => void sendChatTyping(chatId).catch(() => undefined)}
      />
      <div role="status" css={visuallyHidden}>
        {announcement}
      </div>
      {chat && (
        <MembersDialog
          chat={chat}
          meId={meId}
          open={membersOpen}
          onClose={() => setMembersOpen(false)}
          onChanged={(changed) => {
            setChatState({ status: 'ready', chat: changed });
            onActivity();
          }}
          onLeft={() => {
            setMembersOpen(false);
            onLeft();
          }}
        />
      )}
    </section>
  );
}
