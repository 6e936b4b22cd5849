import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { isApiFailure } from '../api/types.ts';
import { searchPeople, type Person } from '../api/social/people.ts';
import { color, font, radius, shadow, space } from './tokens.ts';
import { comboboxInputCss, comboboxOptionCss } from './combobox-look.ts';
import { MemberAvatar } from './member-avatar.tsx';

/** How long typing pauses before the server is asked: one search per word, not per key. */
const TYPING_PAUSE_MS = 250;
const RESULTS = 20;

/** A member as a picker shows and hands them back: name, @handle and avatar. */
export interface PickedMember {
  accountId: number;
  display: string;
  username: string;
  profileImage: string;
}

const picked = (person: Person): PickedMember => ({
  accountId: person.accountId,
  display: person.display,
  username: person.username,
  profileImage: person.profileImage,
});

type Found =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; people: PickedMember[] };

/** Name and @handle on one line, so members who share a name can be told apart. */
export function MemberName({ member }: { member: PickedMember }) {
  return (
    <span css={{ display: 'inline-flex', alignItems: 'center', gap: space.sm, minWidth: 0 }}>
      <MemberAvatar src={member.profileImage} size={28} />
      <span css={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {member.display}{' '}
        <span css={{ color: color.textMuted, fontSize: font.size.sm }}>@{member.username}</span>
      </span>
    </span>
  );
}

/**
 * The popup listbox of a member picker: each option shows MemberName, the `active` one is
 * marked for ↓/↑, and a pointer press picks before the text box's blur closes the list.
 */
export function MemberOptionList({
  id,
  label,
  hidden,
  members,
  active,
  optionId,
  onChoose,
  fontSize,
}: {
  id: string;
  label: string;
  hidden: boolean;
  members: PickedMember[];
  active: number;
  optionId: (index: number) => string;
  onChoose: (member: PickedMember) => void;
  /** The options' text size where the list sits in larger text (a composer). */
  fontSize?: string;
}) {
  return (
    <ul
      id={id}
      role="listbox"
      aria-label={label}
      hidden={hidden}
      css={{
        position: 'absolute',
        top: '100%',
        left: 0,
        right: 0,
        zIndex: 20,
        margin: `${space.xs} 0 0`,
        padding: space.xs,
        listStyle: 'none',
        maxHeight: 280,
        overflowY: 'auto',
        background: color.surface,
        color: color.text,
        border: `1px solid ${color.border}`,
        borderRadius: radius.md,
        boxShadow: shadow.overlay,
      }}
    >
      {members.map((member, index) => (
        <li
          key={member.accountId}
          id={optionId(index)}
          role="option"
          aria-selected={index === active}
          onMouseDown={(event) => {
            event.preventDefault();
            onChoose(member);
          }}
          css={{ ...comboboxOptionCss(index === active), fontSize }}
        >
          <MemberName member={member} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Picks a member by typing (ARIA 1.2 combobox with a listbox popup): the server is searched
 * as the member types, ↓/↑ move through the answers, Enter picks, Escape closes. Each
 * answer shows name, @handle and avatar. `onPick` gets the member; with `value` the box
 * shows who is picked (one opponent), without it the box empties for the next pick (a
 * group's members). `exclude` leaves members out (already chosen, or in the chat).
 */
export function MemberCombobox({
  label,
  onPick,
  value,
  exclude = [],
  placeholder = 'Type a name or @handle',
  required,
}: {
  label: string;
  onPick: (member: PickedMember) => void;
  value?: PickedMember | null;
  exclude?: number[];
  placeholder?: string;
  required?: boolean;
}) {
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState(value?.display ?? '');
  const [open, setOpen] = useState(false);
  const [found, setFound] = useState<Found>({ status: 'idle' });
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);

  // The server answers for what is typed, after a pause; an older answer never wins.
  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const keyword = text.trim().replace(/^@/, '');
      void searchPeople({ keyword: keyword || undefined, limit: RESULTS }, controller.signal).then(
        (page) => {
          if (controller.signal.aborted) return;
          if (isApiFailure(page)) setFound({ status: 'error', message: page.message });
          else setFound({ status: 'ready', people: page.items.map(picked) });
          setActive(-1);
        },
      );
    }, TYPING_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, open]);

  const options =
    found.status === 'ready'
      ? found.people.filter((person) => !exclude.includes(person.accountId))
      : [];
  const optionId = (index: number) => `${id}-option-${index}`;

  /** Opens the answers; a fresh search is on its way (the effect above sends it). */
  function openList() {
    if (open) return;
    setFound({ status: 'loading' });
    setOpen(true);
  }

  function choose(member: PickedMember) {
    onPick(member);
    setText(value === undefined ? '' : member.display);
    setOpen(false);
    setActive(-1);
    input.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) openList();
      else if (options.length > 0) setActive((index) => (index + 1) % options.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (options.length > 0) {
        setActive((index) => (index <= 0 ? options.length - 1 : index - 1));
      }
    } else if (event.key === 'Enter') {
      // Enter picks the highlighted member; it never submits the form around the box.
      if (open) event.preventDefault();
      const member = options[active];
      if (open && member) choose(member);
    } else if (event.key === 'Escape') {
      if (open) {
        // Closes the list only, not a dialog around the box.
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
        setActive(-1);
      } else if (text) {
        setText('');
      }
    }
  }

  const status =
    found.status === 'loading'
      ? 'Looking for members…'
      : found.status === 'error'
        ? found.message
        : found.status === 'ready' && options.length === 0
          ? 'Nobody found'
          : '';

  return (
    <div css={{ position: 'relative', display: 'grid', gap: space.xs }}>
      <label htmlFor={`${id}-input`} css={{ fontWeight: font.weight.medium }}>
        {label}
      </label>
      <input
        ref={input}
        id={`${id}-input`}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        required={required}
        value={text}
        placeholder={placeholder}
        onChange={(event) => {
          setText(event.target.value);
          setFound({ status: 'loading' });
          setOpen(true);
        }}
        onFocus={openList}
        onClick={openList}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        css={comboboxInputCss}
      />
      <MemberOptionList
        id={listId}
        label={label}
        hidden={!open || options.length === 0}
        members={options}
        active={active}
        optionId={optionId}
        onChoose={choose}
      />
      <span
        role="status"
        css={{
          fontSize: font.size.sm,
          color: found.status === 'error' ? color.danger : color.textMuted,
          minHeight: '1em',
        }}
      >
        {open ? status : ''}
      </span>
    </div>
  );
}
