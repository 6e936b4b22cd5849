import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { AuthUser } from '../../api/types.ts';
import { userAtom } from '../../session/session-atoms.ts';
import { apiBaseAtom } from '../../state/app-atoms.ts';
import { hiddenMembersAtom } from '../../state/member-safety-atoms.ts';
import { store } from '../../state/store.ts';
import { listOf } from '../../testing/envelopes.ts';
import { stubApi } from '../../testing/stub-api.ts';
import { useMentionAutocomplete } from '../mention-autocomplete.tsx';
import { renderInStore } from '../../testing/render-at.tsx';

const account = (accountId: number, display: string, username: string) => ({
  accountId,
  display,
  username,
  profileImage: `https://api.example.test/media/avatar-${accountId}.svg`,
  accountType: 'MEMBER',
  locationDisplay: null,
});
const PEOPLE = [
  account(2, 'Bea Knox', 'bea.k'),
  account(3, 'Ben Muted', 'ben.m'),
  account(4, 'Beth Stone', 'beth.s'),
];

let keywords: (string | null)[];
beforeEach(() => {
  store.set(apiBaseAtom, 'https://api.example.test/api');
  store.set(userAtom, { id: 1 } as AuthUser);
  store.set(hiddenMembersAtom, null);
  keywords = [];
  stubApi({
    '/api/users/people/search': (url: URL) => {
      const keyword = url.searchParams.get('keyword') ?? '';
      keywords.push(keyword);
      return listOf(PEOPLE.filter((person) => person.username.startsWith(keyword)));
    },
    // Ben is muted: he is never offered.
    '/api/users/hidden': listOf([
      { account: account(3, 'Ben Muted', 'ben.m'), kind: 'MUTE', since: 1 },
    ]),
  });
});
afterEach(() => vi.unstubAllGlobals());

function Composer() {
  const [text, setText] = useState('');
  const textbox = useRef<HTMLTextAreaElement>(null);
  const mentions = useMentionAutocomplete({ value: text, onChange: setText, textbox });
  return (
    <div>
      <label htmlFor="post">Post</label>
      <textarea
        ref={textbox}
        {...mentions.textboxProps}
        id="post"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {mentions.listbox}
    </div>
  );
}

/** Draws the composer with the app's store, and gives its text box. */
function renderComposer() {
  renderInStore(<Composer />);
  return screen.getByRole('combobox', { name: 'Post' });
}

it('offers matching members for @ and letters, never a muted one, and Enter writes the handle', async () => {
  const box = renderComposer();
  await userEvent.type(box, 'Thanks @b');
  const listbox = await screen.findByRole('listbox', { name: 'Members to mention' });
  await waitFor(() =>
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Bea Knox @bea.k', 'Beth Stone @beth.s']),
  );
  expect(keywords.at(-1)).toBe('b');
  expect(box.getAttribute('aria-expanded')).toBe('true');
  const [first, second] = within(listbox).getAllByRole('option');
  expect(box.getAttribute('aria-activedescendant')).toBe(first?.id);

  await userEvent.keyboard('{ArrowDown}');
  expect(box.getAttribute('aria-activedescendant')).toBe(second?.id);
  expect(second?.getAttribute('aria-selected')).toBe('true');
  await userEvent.keyboard('{Enter}');
  expect((box as HTMLTextAreaElement).value).toBe('Thanks @beth.s ');
  expect(box.getAttribute('aria-expanded')).toBe('false');

  // Typing on after the handle goes on after it.
  await userEvent.type(box, 'and @bea');
  await screen.findByRole('option', { name: 'Bea Knox @bea.k' });
  await userEvent.keyboard('{Tab}');
  expect((box as HTMLTextAreaElement).value).toBe('Thanks @beth.s and @bea.k ');
});

it('closes on Escape and stays closed for that @, and says nothing for an e-mail address', async () => {
  const box = renderComposer();
  await userEvent.type(box, '@be');
  await screen.findByRole('option', { name: 'Bea Knox @bea.k' });
  await userEvent.keyboard('{Escape}');
  expect(box.getAttribute('aria-expanded')).toBe('false');
  await userEvent.type(box, 'a');
  expect(screen.queryByRole('option')).toBeNull();
  expect(box.getAttribute('aria-expanded')).toBe('false');
  expect((box as HTMLTextAreaElement).value).toBe('@bea');

  await userEvent.clear(box);
  const asked = keywords.length;
  await userEvent.type(box, 'mail bea@canopy');
  expect(box.getAttribute('aria-expanded')).toBe('false');
  expect(keywords.length).toBe(asked);
});
