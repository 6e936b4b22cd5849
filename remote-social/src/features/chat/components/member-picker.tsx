import {
  color,
  font,
  isApiFailure,
  searchPeople,
  space,
  type Person,
  inputCss,
  BareList,
} from '@canopy/shared-core';
import { useEffect, useId, useState } from 'react';

const TYPING_PAUSE_MS = 250;

export interface PickedMember {
  accountId: number;
  display: string;
}

/** Find members by name and tick the ones to add; `exclude` are already in the chat. */
export function MemberPicker({
  picked,
  onChange,
  exclude = [],
}: {
  picked: PickedMember[];
  onChange: (picked: PickedMember[]) => void;
  exclude?: number[];
}) {
  const id = useId();
  const [keyword, setKeyword] = useState('');
  const [found, setFound] = useState<
    | { status: 'loading' }
    | { status: 'error'; message: string }
    | { status: 'ready'; people: Person[] }
  >({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void searchPeople(
        { keyword: keyword.trim() || undefined, limit: 20 },
        controller.signal,
      ).then((page) => {
        if (controller.signal.aborted) return;
        setFound(
          isApiFailure(page)
            ? { status: 'error', message: page.message }
            : { status: 'ready', people: page.items },
        );
      });
    }, TYPING_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [keyword]);

  const isPicked = (accountId: number) => picked.some((member) => member.accountId === accountId);
  const toggle = (person: Person) =>
    onChange(
      isPicked(person.accountId)
        ? picked.filter((member) => member.accountId !== person.accountId)
        : [...picked, { accountId: person.accountId, display: person.display }],
    );

  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: space.sm }}>
      <label htmlFor={`${id}-search`} css={{ fontWeight: font.weight.medium }}>
        Find members
      </label>
      <input
        id={`${id}-search`}
        type="search"
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        placeholder="Name or username"
        css={inputCss}
      />
      {picked.length > 0 && (
        <p css={{ margin: 0, fontSize: font.size.sm }}>
          Chosen: {picked.map((member) => member.display).join(', ')}
        </p>
      )}
      {found.status === 'loading' && <p role="status">Looking for members…</p>}
      {found.status === 'error' && (
        <p role="alert" css={{ color: color.danger, margin: 0 }}>
          {found.message}
        </p>
      )}
      {found.status === 'ready' && (
        <fieldset css={{ border: 'none', margin: 0, padding: 0 }}>
          <legend css={{ fontSize: font.size.sm, color: color.textMuted }}>
            {found.people.length === 0 ? 'Nobody found' : 'Members'}
          </legend>
          <BareList gap="xs" css={{ maxHeight: 240, overflowY: 'auto' }}>
            {found.people
              .filter((person) => !exclude.includes(person.accountId))
              .map((person) => (
                <li key={person.accountId}>
                  <label
                    css={{
                      display: 'flex',
                      alignItems: 'center',
                      gap: space.sm,
                      cursor: 'pointer',
                    }}
                  >
                    <input
                      type="checkbox"
                      checked={isPicked(person.accountId)}
                      onChange={() => toggle(person)}
                    />
                    <img
                      src={person.profileImage}
                      alt=""
                      width={28}
                      height={28}
                      css={{ borderRadius: '50%', objectFit: 'cover' }}
                    />
                    <span>
                      {person.display}{' '}
                      <span css={{ color: color.textMuted, fontSize: font.size.sm }}>
                        @{person.username}
                      </span>
                    </span>
                  </label>
                </li>
              ))}
          </BareList>
        </fieldset>
      )}
    </div>
  );
}
