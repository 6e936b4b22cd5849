import { useAtomValue } from 'jotai';
import { BareList } from '../ui/bare-list.tsx';
import { Button } from '../ui/button.tsx';
import { color, font, radius, space } from '../ui/tokens.ts';
import { dismissQueued } from './offline-sends.ts';
import { queuedSendsAtom, type QueuedSend } from './outbox-queue.ts';

/**
 * What the member wrote offline for this place (the wall's posts, or one chat's messages),
 * marked "Waiting to send" until the connection is back; one the API refused says why.
 */
export function QueuedSends({ kind, chatId }: { kind: QueuedSend['kind']; chatId?: number }) {
  const items = useAtomValue(queuedSendsAtom).filter(
    (item) => item.kind === kind && (chatId === undefined || item.chatId === chatId),
  );
  if (items.length === 0) return null;
  return (
    <BareList
      gap="sm"
      aria-label={kind === 'post' ? 'Posts waiting to send' : 'Messages waiting to send'}
    >
      {items.map((item) => (
        <li
          key={item.id}
          css={{
            padding: space.md,
            borderRadius: radius.md,
            border: `1px dashed ${color.border}`,
            background: color.surface,
            color: color.text,
          }}
        >
          <p css={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{item.text}</p>
          <p css={{ margin: `${space.xs} 0 0`, fontSize: font.size.sm, color: color.textMuted }}>
            {item.refused ? `Not sent: ${item.refused}` : 'Waiting to send'}
          </p>
          {item.refused && (
            <Button size="sm" variant="secondary" onClick={() => void dismissQueued(item.id)}>
              Dismiss
            </Button>
          )}
        </li>
      ))}
    </BareList>
  );
}
