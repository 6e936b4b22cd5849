import { Button, color, font, space, visuallyHidden } from '@canopy/shared-core';
import { stack, wrappingRow } from '@canopy/shared-core/layout';
import { recordCardCss } from '../../../components/record-row.tsx';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { moveItem } from '../utils/reorder.ts';

export interface SortableListProps<T> {
  /** What the list holds, for its label and announcements ("Navigation items"). */
  label: string;
  items: readonly T[];
  /** An entry's name as the operator reads it ("Chat"). */
  nameOf: (item: T, index: number) => string;
  onChange: (items: T[]) => void;
  /** The entry's fields. */
  children: (item: T, index: number) => ReactNode;
}

type Direction = 'up' | 'down';

/**
 * An editable, reorderable list: each entry is dragged by its handle, or moved with its
 * Move up / Move down buttons (keyboard), and the new position is announced. After a move
 * by keyboard the focus follows the entry, so pressing the button again moves it further.
 */
export function SortableList<T>({
  label,
  items,
  nameOf,
  onChange,
  children,
}: SortableListProps<T>) {
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // Where the focus goes once the moved entry is drawn at its new place.
  const focusAfterMove = useRef<{ index: number; dir: Direction } | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  useEffect(() => {
    if (!focusAfterMove.current) return;
    const { index, dir } = focusAfterMove.current;
    focusAfterMove.current = null;
    // At an end the button that moved it is disabled: the other one takes the focus.
    const atEnd = dir === 'up' ? index === 0 : index === items.length - 1;
    const other: Direction = dir === 'up' ? 'down' : 'up';
    buttons.current.get(`${index}-${atEnd ? other : dir}`)?.focus();
  }, [items]);

  function move(from: number, to: number, byKeyboard: Direction | null) {
    if (to < 0 || to >= items.length || from === to) return;
    const item = items[from] as T;
    onChange(moveItem(items, from, to));
    setAnnouncement(`${nameOf(item, from)} moved to position ${to + 1} of ${items.length}.`);
    if (byKeyboard) focusAfterMove.current = { index: to, dir: byKeyboard };
  }

  return (
    <>
      <ol
        aria-label={label}
        css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.md }}
      >
        {items.map((item, index) => {
          const name = nameOf(item, index) || `Entry ${index + 1}`;
          return (
            <li
              key={index}
              aria-label={name}
              onDragOver={(event) => {
                if (dragged === null) return;
                event.preventDefault();
                setOver(index);
              }}
              onDrop={(event) => {
                event.preventDefault();
                if (dragged !== null) move(dragged, index, null);
                setDragged(null);
                setOver(null);
              }}
              css={[
                stack('sm'),
                recordCardCss,
                {
                  opacity: dragged === index ? 0.6 : 1,
                  // Where a dragged entry would be dropped.
                  ...(over === index && { border: `2px dashed ${color.primary}` }),
                },
              ]}
            >
              <div css={wrappingRow('sm')}>
                <span
                  draggable
                  title="Drag to reorder"
                  aria-hidden="true"
                  onDragStart={(event) => {
                    event.dataTransfer.effectAllowed = 'move';
                    event.dataTransfer.setData('text/plain', String(index));
                    setDragged(index);
                  }}
                  onDragEnd={() => {
                    setDragged(null);
                    setOver(null);
                  }}
                  css={{
                    cursor: 'grab',
                    padding: `0 ${space.xs}`,
                    color: color.textMuted,
                    fontSize: font.size.lg,
                    userSelect: 'none',
                  }}
                >
                  ⠿
                </span>
                <strong css={{ flex: '1 1 120px', minWidth: 0, overflowWrap: 'anywhere' }}>
                  {index + 1}. {name}
                </strong>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Move ${name} up`}
                  disabled={index === 0}
                  ref={(element) => {
                    if (element) buttons.current.set(`${index}-up`, element);
                  }}
                  onClick={() => move(index, index - 1, 'up')}
                >
                  ↑ Up
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Move ${name} down`}
                  disabled={index === items.length - 1}
                  ref={(element) => {
                    if (element) buttons.current.set(`${index}-down`, element);
                  }}
                  onClick={() => move(index, index + 1, 'down')}
                >
                  ↓ Down
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Remove ${name}`}
                  onClick={() => {
                    onChange(items.filter((_, at) => at !== index));
                    setAnnouncement(`${name} removed.`);
                  }}
                >
                  Remove
                </Button>
              </div>
              {children(item, index)}
            </li>
          );
        })}
      </ol>
      <p aria-live="polite" css={visuallyHidden}>
        {announcement}
      </p>
    </>
  );
}
