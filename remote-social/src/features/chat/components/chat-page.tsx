import {
  color,
  errorText,
  narrowScreen,
  PageTitle,
  space,
  startSingleChat,
  userAtom,
  useTrackView,
  sharedPaths,
} from '@canopy/shared-core';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useChatInvitations } from '../api/use-chat-invitations.ts';
import { useChatList } from '../api/use-chat-list.ts';
import { useChatEvents } from '../hooks/use-chat-events.ts';
import { chatUrl } from '../utils/chat-url.ts';
import { ChatInvitations } from './chat-invitations.tsx';
import { ChatThread } from './chat-thread.tsx';
import { ConversationList } from './conversation-list.tsx';
import { NewGroupDialog } from './new-group-dialog.tsx';
import { InlineError } from '../../../components/inline-error.tsx';

function positiveId(value: string | null): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * /browse/chat?chatId=&chatType=chat_single|chat_group (SPEC §2): the conversations beside
 * the open one on wide screens, one at a time up to 640 px. `?with=<accountId>` opens (or
 * starts) the one-to-one chat with that member.
 */
export function ChatPage() {
  useTrackView('chat');
  const me = useAtomValue(userAtom);
  const meId = me?.id ?? 0;
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const chatId = positiveId(params.get('chatId'));
  const withId = positiveId(params.get('with'));
  const list = useChatList();
  const invitations = useChatInvitations();
  const [creating, setCreating] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  const { refresh, markRead } = list;

  useChatEvents((event) => {
    if (event.kind === 'chat-invitation') invitations.refresh();
    if (event.kind !== 'chat-typing') refresh();
  });

  useEffect(() => {
    if (withId === null) return;
    let current = true;
    startSingleChat(withId)
      .then((answer) => {
        if (!current) return;
        if (!answer.valid) return setStartError(answer.message);
        refresh();
        void navigate(chatUrl(answer.item), { replace: true });
      })
      .catch((caught: unknown) => {
        if (current) setStartError(errorText(caught, 'The chat could not be started.'));
      });
    return () => {
      current = false;
    };
  }, [withId, navigate, refresh]);

  const open = chatId !== null;
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: space.md }}>
      <PageTitle>Chat</PageTitle>
      <InlineError message={startError} />
      <div
        css={{
          display: 'grid',
          gridTemplateColumns: 'minmax(220px, 300px) minmax(0, 1fr)',
          gap: space.lg,
          height: 'max(420px, calc(100vh - 240px))',
          [narrowScreen]: { gridTemplateColumns: 'minmax(0, 1fr)' },
        }}
      >
        <div
          css={{
            minHeight: 0,
            display: 'flex',
            flexDirection: 'column',
            gap: space.lg,
            [narrowScreen]: open ? { display: 'none' } : {},
          }}
        >
          <ChatInvitations
            items={invitations.items}
            onAnswered={invitations.answered}
            onJoined={(chat) => {
              refresh();
              void navigate(chatUrl(chat));
            }}
          />
          {/* Takes the rest of the column, so the conversations scroll within it. */}
          <div css={{ flex: 1, minHeight: 0, display: 'flex' }}>
            <ConversationList
              state={list.state}
              meId={meId}
              activeId={chatId}
              onRetry={list.reload}
              onNewGroup={() => setCreating(true)}
            />
          </div>
        </div>
        <div css={{ minHeight: 0, [narrowScreen]: open ? {} : { display: 'none' } }}>
          {open ? (
            <ChatThread
              key={chatId}
              chatId={chatId}
              meId={meId}
              onActivity={refresh}
              onRead={markRead}
              onLeft={() => {
                refresh();
                void navigate(sharedPaths.chat(), { replace: true });
              }}
            />
          ) : (
            <p css={{ color: color.textMuted, margin: 0, [narrowScreen]: { display: 'none' } }}>
              Choose a conversation, or start one from People or a profile.
            </p>
          )}
        </div>
      </div>
      <NewGroupDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(chat) => {
          setCreating(false);
          refresh();
          void navigate(chatUrl(chat));
        }}
      />
    </div>
  );
}
