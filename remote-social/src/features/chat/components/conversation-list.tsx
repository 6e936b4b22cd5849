import {
  FormError,
  Button,
  color,
  CountBadge,
  EmptyState,
  ErrorState,
  font,
  radius,
  Skeleton,
  space,
  type Chat,
  BareList,
  MemberAvatar,
} from '@canopy/shared-core';
import { row } from '@canopy/shared-core/layout';
import { Link } from 'react-router';
import { timeAgo } from '../../../utils/format.ts';
import type { ChatListState } from '../api/use-chat-list.ts';
import { chatUrl } from '../utils/chat-url.ts';

function preview(chat: Chat, meId: number): string {
  const last = chat.lastMessage;
  if (!last) return chat.albumType === 'chat_group' ? 'Group created' : 'Say hello';
  const who =
    last.owner.accountId === meId
      ? 'You: '
      : chat.albumType === 'chat_group'
        ? `${last.owner.display.split(' ')[0] ?? ''}: `
        : '';
  const text = last.comment || (last.assets.length > 0 ? 'Photo' : '');
  return `${who}${text}`;
}

/** The member's conversations, the open one marked; each opens its thread. */
export function ConversationList({
  state,
  meId,
  activeId,
  onRetry,
  onNewGroup,
}: {
  state: ChatListState;
  meId: number;
  activeId: number | null;
  onRetry: () => void;
  onNewGroup: () => void;
}) {
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: space.md, minHeight: 0 }}>
      <div css={{ display: 'flex', alignItems: 'center', gap: space.sm }}>
        <h2 css={{ margin: 0, fontSize: font.size.lg, flex: 1 }}>Conversations</h2>
        <Button size="sm" variant="secondary" onClick={onNewGroup}>
          New group
        </Button>
      </div>
      {state.status === 'loading' && (
        <div
          role="status"
          aria-label="Loading conversations"
          css={{ display: 'grid', gap: space.sm }}
        >
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} height={56} />
          ))}
        </div>
      )}
      {state.status === 'error' && (
        <ErrorState
          title="Your conversations could not be loaded"
          message={state.message}
          onRetry={onRetry}
        />
      )}
      {state.status === 'ready' && state.items.length === 0 && (
        <EmptyState title="No conversations yet">
          Start one with Message on a member of People or on a profile, or create a group.
        </EmptyState>
      )}
      {state.status === 'ready' && state.items.length > 0 && (
        <BareList gap="xs" aria-label="Conversations" css={{ overflowY: 'auto' }}>
          {state.items.map((chat) => {
            const active = chat.albumId === activeId;
            return (
              <li key={chat.albumId}>
                <Link
                  to={chatUrl(chat)}
                  aria-current={active ? 'page' : undefined}
                  css={{
                    ...row('sm'),
                    padding: space.sm,
                    borderRadius: radius.md,
                    color: color.text,
                    textDecoration: 'none',
                    background: active ? color.surfaceAlt : 'transparent',
                    border: `1px solid ${active ? color.border : 'transparent'}`,
                    '&:hover': { background: color.surfaceAlt },
                  }}
                >
                  <MemberAvatar src={chat.thumbnailURL} size={40} />
                  <span css={{ display: 'grid', flex: 1, minWidth: 0 }}>
                    <span
                      css={{
                        fontWeight: chat.unreadCount > 0 ? font.weight.bold : font.weight.medium,
                        overflow: 'hidden',
                        textOverflow: 'ellipsis',
                        whiteSpace: 'nowrap',
                      }}
                    >
                      {chat.title}
                    </span>
                    <span
                      css={{
                        fontSize: font.size.sm,
                        color: color.textMuted,
                        overflow: 'hidden',
                        textOverflow: 'ellipsis',
                        whiteSpace: 'nowrap',
                      }}
                    >
                      {preview(chat, meId)}
                    </span>
                  </span>
                  <span css={{ display: 'grid', justifyItems: 'end', gap: 2, flexShrink: 0 }}>
                    <span css={{ fontSize: font.size.xs, color: color.textMuted }}>
                      {timeAgo(chat.dateUpdated)}
                    </span>
                    {chat.unreadCount > 0 && (
                      <CountBadge
                        count={chat.unreadCount}
                        spoken={`${chat.unreadCount} unread`}
                        testId="chat-unread"
                      />
                    )}
                  </span>
                </Link>
              </li>
            );
          })}
        </BareList>
      )}
      {state.status === 'ready' && <FormError message={state.refreshError} />}
    </div>
  );
}
