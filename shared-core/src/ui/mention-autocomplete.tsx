import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { searchPeople } from '../api/social/people.ts';
import { isApiFailure } from '../api/types.ts';
import { insertMention, mentionBeforeCaret, type MentionInProgress } from '../domain/mentions.ts';
import { useHiddenMembers } from '../hooks/use-hidden-members.ts';
import { MemberOptionList, type PickedMember } from './member-combobox.tsx';
import { font } from './tokens.ts';
import { visuallyHidden } from './visually-hidden.ts';

/** How long typing pauses before the server is asked, as in MemberCombobox. */
const TYPING_PAUSE_MS = 250;
const SUGGESTIONS = 8;

type Found =
  | { status: 'idle' }
  | { status: 'loading'; query: string }
  | { status: 'ready'; query: string; people: PickedMember[] };

/**
 * `@` handle autocomplete for a text box (ARIA 1.2 combobox with a listbox popup): typing
 * `@` and a letter or more asks the member search (MemberCombobox's), ↓/↑ move through the
 * members found, Enter or Tab writes `@handle ` in place of what was typed, Escape closes.
 * Members the writer blocked or muted are never offered. Spread `textboxProps` on the
 * textarea and render `listbox` right after it, inside a positioned box.
 */
export function useMentionAutocomplete({
  value,
  onChange,
  textbox,
}: {
  value: string;
  onChange: (value: string) => void;
  textbox: RefObject<HTMLTextAreaElement | null>;
}) {
  const id = useId();
  const listId = `${id}-mentions`;
  const [caret, setCaret] = useState<number | null>(null);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const [found, setFound] = useState<Found>({ status: 'idle' });
  const [active, setActive] = useState(0);
  const [focused, setFocused] = useState(false);
  const nextCaret = useRef<number | null>(null);
  const { state: hidden } = useHiddenMembers();
  const hiddenIds = new Set(
    hidden.status === 'ready' ? hidden.members.map((entry) => entry.account.accountId) : [],
  );

  const typing: MentionInProgress | undefined =
    focused && caret !== null ? mentionBeforeCaret(value, caret) : undefined;
  const mention = typing && typing.start !== dismissedAt ? typing : undefined;
  const query = mention?.query;

  // The server answers for the letters typed, after a pause; an older answer never wins.
  useEffect(() => {
    if (query === undefined) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void searchPeople({ keyword: query, limit: SUGGESTIONS }, controller.signal).then((page) => {
        if (controller.signal.aborted) return;
        setFound({
          status: 'ready',
          query,
          people: isApiFailure(page)
            ? []
            : page.items.map((person) => ({
                accountId: person.accountId,
                display: person.display,
                username: person.username,
                profileImage: person.profileImage,
              })),
        });
        setActive(0);
      });
    }, TYPING_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  // After a handle is written in, the caret goes right after it.
  useLayoutEffect(() => {
    const at = nextCaret.current;
    if (at === null || !textbox.current) return;
    nextCaret.current = null;
    textbox.current.setSelectionRange(at, at);
    setCaret(at);
  }, [value, textbox]);

  const options =
    query !== undefined && found.status === 'ready' && found.query === query
      ? found.people.filter((person) => !hiddenIds.has(person.accountId))
      : [];
  const open = options.length > 0;
  const optionId = (index: number) => `${id}-mention-${index}`;

  function choose(member: PickedMember) {
    if (!mention || caret === null) return;
    const next = insertMention(value, caret, mention, member.username);
    nextCaret.current = next.caret;
    setFound({ status: 'idle' });
    onChange(next.text);
    textbox.current?.focus();
  }

  const readCaret = () => setCaret(textbox.current?.selectionStart ?? null);

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (!open) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((index) => (index + 1) % options.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => (index <= 0 ? options.length - 1 : index - 1));
    } else if ((event.key === 'Enter' || event.key === 'Tab') && !event.shiftKey) {
      const member = options[active];
      if (!member || event.nativeEvent.isComposing) return;
      event.preventDefault();
      choose(member);
    } else if (event.key === 'Escape') {
      // Closes the list only, not a dialog around the box; this `@` stays closed.
      event.preventDefault();
      event.stopPropagation();
      setDismissedAt(mention?.start ?? null);
    }
  }

  return {
    open,
    textboxProps: {
      role: 'combobox' as const,
      'aria-autocomplete': 'list' as const,
      'aria-expanded': open,
      'aria-controls': listId,
      'aria-activedescendant': open ? optionId(active) : undefined,
      autoComplete: 'off',
      onKeyDown,
      onKeyUp: readCaret,
      onClick: readCaret,
      onSelect: readCaret,
      onInput: readCaret,
      onFocus: () => {
        setFocused(true);
        readCaret();
      },
      onBlur: () => setFocused(false),
    },
    listbox: (
      <>
        <MemberOptionList
          id={listId}
          label="Members to mention"
          hidden={!open}
          members={options}
          active={active}
          optionId={optionId}
          onChoose={choose}
          fontSize={font.size.md}
        />
        <span role="status" css={visuallyHidden}>
          {open
            ? `${options.length} ${options.length === 1 ? 'member' : 'members'} to mention: ↑ and ↓ choose, Enter writes the handle.`
            : ''}
        </span>
      </>
    ),
  };
}
