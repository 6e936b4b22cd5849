import {
  formatDateTime,
  Button,
  color,
  deleteConversation,
  font,
  radius,
  renameConversation,
  space,
  type Album,
  BareList,
} from '@canopy/shared-core';
import { row, stack, wrappingRow } from '@canopy/shared-core/layout';
import { useSubmit } from '@canopy/shared-core/use-submit';
import { useState } from 'react';
import { Link } from 'react-router';
import { assistantPaths } from '../../../utils/paths.ts';

/** What the page does once a conversation is renamed or deleted. */
interface ConversationChanges {
  onChanged: () => void;
  onDeleted: (albumId: number) => void;
}

function ConversationItem({
  conversation,
  active,
  onChanged,
  onDeleted,
}: ConversationChanges & { conversation: Album; active: boolean }) {
  const [mode, setMode] = useState<'view' | 'rename' | 'delete'>('view');
  const [title, setTitle] = useState(conversation.title);
  const { busy, run } = useSubmit();
  const updated = conversation.dateUpdated ?? conversation.dateCreated;

  const act = async (work: () => Promise<unknown>, after: () => void) => {
    const done = await run(
      async () => {
        await work();
        return true;
      },
      { text: 'That did not work. Try again.', tell: 'toast' },
    );
    if (done) after();
  };

  return (
    <li
      css={{
        ...stack('xs'),
        padding: space.md,
        background: active ? color.surfaceAlt : color.surface,
        border: `1px solid ${active ? color.primary : color.border}`,
        borderRadius: radius.md,
      }}
    >
      {mode === 'rename' ? (
        <form
          aria-label="Rename conversation"
          onSubmit={(event) => {
            event.preventDefault();
            const next = title.trim();
            if (next === '') return;
            void act(
              () => renameConversation(conversation.albumId, next),
              () => {
                setMode('view');
                onChanged();
              },
            );
          }}
          css={stack('xs')}
        >
          <label css={{ display: 'grid', gap: 2, fontSize: font.size.sm }}>
            New title
            <input
              value={title}
              maxLength={200}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the member just asked to type here
              autoFocus
              onChange={(event) => setTitle(event.target.value)}
              css={{
                font: 'inherit',
                padding: space.xs,
                color: color.text,
                background: color.bg,
                border: `1px solid ${color.border}`,
                borderRadius: radius.sm,
              }}
            />
          </label>
          <span css={row('xs')}>
            <Button size="sm" type="submit" disabled={busy || title.trim() === ''}>
              Save
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setMode('view')}>
              Cancel
            </Button>
          </span>
        </form>
      ) : (
        <Link
          to={assistantPaths.conversation(conversation.albumId)}
          aria-current={active ? 'page' : undefined}
          css={{
            color: color.text,
            fontWeight: font.weight.bold,
            textDecoration: 'none',
            overflowWrap: 'anywhere',
            '&:hover': { textDecoration: 'underline' },
          }}
        >
          {conversation.title}
        </Link>
      )}
      <time
        dateTime={new Date(updated).toISOString()}
        css={{ fontSize: font.size.xs, color: color.textMuted }}
      >
        {formatDateTime(updated)}
      </time>
      {mode === 'delete' ? (
        <span css={wrappingRow('xs')}>
          <span css={{ fontSize: font.size.sm }}>Delete this conversation?</span>
          <Button
            size="sm"
            variant="danger"
            disabled={busy}
            onClick={() =>
              void act(
                () => deleteConversation(conversation.albumId),
                () => onDeleted(conversation.albumId),
              )
            }
          >
            Delete
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setMode('view')}>
            Keep
          </Button>
        </span>
      ) : (
        mode === 'view' && (
          <span css={row('xs')}>
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Rename ${conversation.title}`}
              onClick={() => {
                setTitle(conversation.title);
                setMode('rename');
              }}
            >
              Rename
            </Button>
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Delete ${conversation.title}`}
              onClick={() => setMode('delete')}
            >
              Delete
            </Button>
          </span>
        )
      )}
    </li>
  );
}

/** The member's conversations with Edy, most recently active first. */
export function ConversationList({
  conversations,
  activeId,
  ...changes
}: ConversationChanges & { conversations: Album[]; activeId: number | undefined }) {
  return (
    <BareList gap="sm" aria-label="Conversations">
      {conversations.map((conversation) => (
        <ConversationItem
          key={conversation.albumId}
          conversation={conversation}
          active={conversation.albumId === activeId}
          {...changes}
        />
      ))}
    </BareList>
  );
}
