import {
  EmptyState,
  PageTitle,
  Skeleton,
  color,
  font,
  radius,
  shadow,
  space,
  ResourceView,
} from '@canopy/shared-core';
import { useConversations } from '../api/use-conversations.ts';

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function ConversationsPage() {
  const [conversations, reload] = useConversations();
  return (
    <>
      <PageTitle>Assistant</PageTitle>
      <ResourceView
        state={conversations}
        onRetry={reload}
        errorTitle="Conversations could not be loaded"
        loading={<Skeleton height={64} />}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState title="No conversations yet">
            Ask the assistant anything to start one.
          </EmptyState>
        }
      >
        {(data) => (
          <ul
            aria-label="Conversations"
            css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.md }}
          >
            {data.items.map((conversation) => (
              <li
                key={conversation.albumId}
                css={{
                  background: color.surface,
                  border: `1px solid ${color.border}`,
                  borderRadius: radius.lg,
                  boxShadow: shadow.card,
                  padding: space.lg,
                }}
              >
                <h2 css={{ margin: 0, fontSize: font.size.md }}>{conversation.title}</h2>
                {conversation.description && (
                  <p css={{ margin: `${space.xs} 0`, color: color.textMuted }}>
                    {conversation.description}
                  </p>
                )}
                <time
                  dateTime={new Date(
                    conversation.dateUpdated ?? conversation.dateCreated,
                  ).toISOString()}
                  css={{ fontSize: font.size.xs, color: color.textMuted }}
                >
                  {timeFormat.format(conversation.dateUpdated ?? conversation.dateCreated)}
                </time>
              </li>
            ))}
          </ul>
        )}
      </ResourceView>
    </>
  );
}
