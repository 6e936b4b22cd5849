import {
  Button,
  color,
  EMOJI_REACTIONS,
  font,
  radius,
  space,
  type EmojiReactionTarget,
} from '@canopy/shared-core';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useEmojiReactions } from '../hooks/use-emoji-reactions.ts';
import { plural } from '../utils/format.ts';

const emojiOf = new Map(EMOJI_REACTIONS.map((entry) => [entry.reaction, entry]));

/**
 * The emoji reactions given to a post or a comment, with their counts, and a React button
 * that opens the set to choose from. Each is a toggle named in words ("Love, 3 reactions"):
 * pressing the member's own withdraws it, pressing another changes it. `about` names the
 * item for a screen reader where the surroundings do not ("comment by Maya Chen").
 */
export function EmojiReactionBar({
  target,
  about,
}: {
  target: EmojiReactionTarget;
  about?: string;
}) {
  const reactions = useEmojiReactions(target);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const setId = useId();

  const close = () => {
    setOpen(false);
    opener.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    }
  };

  return (
    <div css={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: space.xs }}>
      {reactions.counts.map(({ reaction, count }) => {
        const entry = emojiOf.get(reaction);
        if (!entry) return null;
        const mine = reactions.mine === reaction;
        return (
          <Button
            key={reaction}
            variant={mine ? 'primary' : 'secondary'}
            size="sm"
            aria-pressed={mine}
            aria-label={`${entry.label}, ${plural(count, 'reaction')}${about ? ` on ${about}` : ''}`}
            onClick={() => void reactions.choose(reaction)}
          >
            <span aria-hidden="true">{entry.emoji}</span>
            <span aria-hidden="true">{count}</span>
          </Button>
        );
      })}
      <Button
        ref={opener}
        variant="ghost"
        size="sm"
        aria-expanded={open}
        aria-controls={setId}
        aria-label={about ? `React to ${about}` : 'React'}
        onClick={() => setOpen((shown) => !shown)}
        onKeyDown={(event) => {
          if (open && event.key === 'Escape') onKeyDown(event);
        }}
      >
        <span aria-hidden="true">☺+</span>
        {!about && <span>React</span>}
      </Button>
      {open && (
        <div
          id={setId}
          role="group"
          aria-label={about ? `Reactions for ${about}` : 'Reactions'}
          css={{
            display: 'inline-flex',
            flexWrap: 'wrap',
            gap: space.xs,
            padding: space.xs,
            border: `1px solid ${color.border}`,
            borderRadius: radius.md,
            background: color.surface,
          }}
        >
          {EMOJI_REACTIONS.map((entry) => (
            <Button
              key={entry.reaction}
              variant={reactions.mine === entry.reaction ? 'primary' : 'ghost'}
              size="sm"
              aria-pressed={reactions.mine === entry.reaction}
              aria-label={entry.label}
              title={entry.label}
              onKeyDown={onKeyDown}
              onClick={() => {
                void reactions.choose(entry.reaction);
                close();
              }}
            >
              <span aria-hidden="true" css={{ fontSize: font.size.md }}>
                {entry.emoji}
              </span>
            </Button>
          ))}
        </div>
      )}
    </div>
  );
}
