// The header search's open panel: the combobox, its answer and its grouped results.
import { Thumbnail } from '@canopy/shared-core/thumbnail';
import {
  color,
  font,
  narrowScreen,
  SEARCH_KIND_LABELS,
  searchHitPath,
  searchOpenAtom,
  shadow,
  space,
  type SearchHit,
  type SearchKind,
  comboboxInputCss,
  comboboxOptionCss,
} from '@canopy/shared-core';
import { panel, row, stack } from '@canopy/shared-core/layout';
import { useSetAtom } from 'jotai';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useSearchAnswer, type SearchState } from '../hooks/use-search-answer.ts';

interface Option {
  kind: SearchKind;
  hit: SearchHit;
  path: string;
}

function optionsOf(state: SearchState): Option[] {
  if (state.status !== 'ready') return [];
  return state.groups.flatMap((group) =>
    group.items.map((hit) => ({ kind: group.kind, hit, path: searchHitPath(group.kind, hit) })),
  );
}

function statusText(state: SearchState, count: number): string {
  switch (state.status) {
    case 'idle':
      return 'Type to find posts, comments, members, shops, products, events and groups.';
    case 'loading':
      return 'Searching…';
    case 'error':
      return state.message;
    case 'ready':
      return count === 0
        ? `No results for “${state.text}”.`
        : `${count} result${count === 1 ? '' : 's'}. Use the up and down arrows to choose, Enter to open.`;
  }
}

/**
 * The open search panel (SPEC §4's search toggle): one box that finds every kind at once,
 * grouped (ARIA 1.2 combobox with a grouped listbox): ↓/↑ move through the results, Enter
 * opens one, Escape closes the results, then the search. A full-width panel on small
 * screens. Its own chunk: it is fetched when a member first opens the search.
 */
export function SearchPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const setOpen = useSetAtom(searchOpenAtom);
  const [text, setText] = useState('');
  // The highlighted result, of the answer it was chosen in: a new answer has none.
  const [highlight, setHighlight] = useState<{ of: SearchState | null; index: number }>({
    of: null,
    index: -1,
  });
  const [listShown, setListShown] = useState(true);
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const state = useSearchAnswer(text);
  const options = optionsOf(state);
  const expanded = listShown && state.status === 'ready' && options.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;
  const active = highlight.of === state ? highlight.index : -1;
  const setActive = (index: number) => setHighlight({ of: state, index });

  useEffect(() => {
    input.current?.focus();
  }, []);

  function choose(option: Option) {
    setOpen(false);
    void navigate(option.path);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setListShown(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive(
        active < 0 && step < 0
          ? options.length - 1
          : (active + step + options.length) % options.length,
      );
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = options[active];
      if (expanded && option) choose(option);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (expanded) {
        setListShown(false);
        setActive(-1);
      } else {
        onClose();
      }
    }
  }

  let index = -1;
  return (
    <div
      id={`${id}-panel`}
      role="search"
      css={{
        position: 'absolute',
        top: '100%',
        right: space.lg,
        width: 'min(560px, calc(100vw - 32px))',
        zIndex: 60,
        ...panel('md'),
        ...stack('sm'),
        color: color.text,
        boxShadow: shadow.overlay,
        [narrowScreen]: { left: 0, right: 0, width: 'auto', borderRadius: 0 },
      }}
    >
      <label htmlFor={`${id}-input`} css={{ fontWeight: font.weight.medium }}>
        Search Canopy
      </label>
      <input
        ref={input}
        id={`${id}-input`}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-list`}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-describedby={`${id}-status`}
        autoComplete="off"
        value={text}
        placeholder="Posts, members, shops, events…"
        onChange={(event) => {
          setText(event.target.value);
          setListShown(true);
        }}
        onKeyDown={onKeyDown}
        css={comboboxInputCss}
      />
      <p
        id={`${id}-status`}
        role="status"
        css={{
          margin: 0,
          fontSize: font.size.sm,
          color: state.status === 'error' ? color.danger : color.textMuted,
        }}
      >
        {statusText(state, options.length)}
      </p>
      <div
        id={`${id}-list`}
        role="listbox"
        aria-label="Search results"
        hidden={!expanded}
        css={{ maxHeight: '60vh', overflowY: 'auto', display: expanded ? 'grid' : 'none' }}
      >
        {state.status === 'ready' &&
          state.groups
            .filter((group) => group.items.length > 0)
            .map((group) => (
              <ul
                key={group.kind}
                role="group"
                aria-labelledby={`${id}-${group.kind}`}
                css={{ listStyle: 'none', margin: 0, padding: 0 }}
              >
                <li
                  role="presentation"
                  id={`${id}-${group.kind}`}
                  css={{
                    padding: `${space.sm} ${space.xs} ${space.xs}`,
                    fontSize: font.size.sm,
                    fontWeight: font.weight.bold,
                    color: color.textMuted,
                  }}
                >
                  {SEARCH_KIND_LABELS[group.kind]}
                </li>
                {group.items.map((hit) => {
                  index += 1;
                  const at = index;
                  const option = options[at];
                  return (
                    <li
                      key={`${group.kind}-${hit.id}`}
                      id={optionId(at)}
                      role="option"
                      aria-selected={at === active}
                      // Chosen before anything else takes the focus.
                      onMouseDown={(event) => {
                        event.preventDefault();
                        if (option) choose(option);
                      }}
                      css={[row('sm'), comboboxOptionCss(at === active)]}
                    >
                      <Thumbnail
                        src={hit.imageURL}
                        size={32}
                        corners={group.kind === 'members' ? 'circle' : 'sm'}
                      />
                      <span css={{ display: 'grid', minWidth: 0 }}>
                        <span css={{ overflowWrap: 'anywhere' }}>
                          {hit.title}
                          {hit.accessLocked ? ' (locked)' : ''}
                        </span>
                        <span
                          css={{
                            fontSize: font.size.sm,
                            color: color.textMuted,
                            overflowWrap: 'anywhere',
                          }}
                        >
                          {hit.subtitle}
                        </span>
                      </span>
                    </li>
                  );
                })}
              </ul>
            ))}
      </div>
    </div>
  );
}
