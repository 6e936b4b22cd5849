import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { apiBaseAtom } from '../../state/app-atoms.ts';
import { store } from '../../state/store.ts';
import { listOf } from '../../testing/envelopes.ts';
import { stubApi } from '../../testing/stub-api.ts';
import { MemberCombobox, type PickedMember } from '../member-combobox.tsx';

const person = (accountId: number, username: string) => ({
  accountId,
  display: 'Ada Lovelace',
  username,
  profileImage: `https://api.example.test/media/avatar-${accountId}.svg`,
  accountType: 'MEMBER',
  locationDisplay: null,
});
// Two members with one name: only the handle tells them apart.
const ADAS = [person(1, 'ada.l'), person(2, 'ada.lovelace')];

let keywords: (string | null)[];
beforeEach(() => {
  store.set(apiBaseAtom, 'https://api.example.test/api');
  keywords = [];
  stubApi({
    '/api/users/people/search': (url: URL) => {
      const keyword = url.searchParams.get('keyword');
      keywords.push(keyword);
      return listOf(ADAS.filter((ada) => !keyword || ada.username.startsWith(keyword)));
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

function OnePick({ onPick }: { onPick: (member: PickedMember) => void }) {
  const [value, setValue] = useState<PickedMember | null>(null);
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <MemberCombobox
        label="Opponent"
        value={value}
        onPick={(member) => {
          setValue(member);
          onPick(member);
        }}
      />
    </form>
  );
}

it('searches the server as the member types and picks with the arrow keys and Enter', async () => {
  const onPick = vi.fn();
  render(<OnePick onPick={onPick} />);
  const box = screen.getByRole('combobox', { name: 'Opponent' });
  expect(box.getAttribute('aria-expanded')).toBe('false');

  await userEvent.type(box, '@ada.love');
  await waitFor(() => expect(keywords.at(-1)).toBe('ada.love'));
  const listbox = await screen.findByRole('listbox', { name: 'Opponent' });
  expect(box.getAttribute('aria-expanded')).toBe('true');
  expect(box.getAttribute('aria-controls')).toBe(listbox.id);
  await waitFor(() =>
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Ada Lovelace @ada.lovelace',
    ]),
  );
  // One request per pause in typing, not one per key.
  expect(keywords.length).toBeLessThan('@ada.love'.length);

  await userEvent.keyboard('{ArrowDown}');
  const option = screen.getByRole('option', { name: /@ada.lovelace/ });
  expect(option.getAttribute('aria-selected')).toBe('true');
  expect(box.getAttribute('aria-activedescendant')).toBe(option.id);
  await userEvent.keyboard('{Enter}');

  expect(onPick).toHaveBeenCalledWith({
    accountId: 2,
    display: 'Ada Lovelace',
    username: 'ada.lovelace',
    profileImage: 'https://api.example.test/media/avatar-2.svg',
  });
  expect((box as HTMLInputElement).value).toBe('Ada Lovelace');
  expect(box.getAttribute('aria-expanded')).toBe('false');
});

it('tells same-named members apart by handle and avatar, wraps with ↑, closes on Escape', async () => {
  render(<MemberCombobox label="Add members" onPick={() => {}} exclude={[]} />);
  const box = screen.getByRole('combobox', { name: 'Add members' });
  await userEvent.click(box);
  await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
  const [first, second] = screen.getAllByRole('option');
  expect(first!.textContent).toBe('Ada Lovelace @ada.l');
  expect(second!.textContent).toBe('Ada Lovelace @ada.lovelace');
  expect(first!.querySelector('img')?.getAttribute('src')).toContain('avatar-1');

  await userEvent.keyboard('{ArrowUp}');
  expect(second!.getAttribute('aria-selected')).toBe('true');
  await userEvent.keyboard('{Escape}');
  expect(box.getAttribute('aria-expanded')).toBe('false');
  expect(screen.queryByRole('listbox')).toBeNull();
});

it('leaves out excluded members, empties itself after a pick, and says when nobody matches', async () => {
  const onPick = vi.fn();
  render(<MemberCombobox label="Add members" onPick={onPick} exclude={[1]} />);
  const box = screen.getByRole('combobox', { name: 'Add members' });
  await userEvent.click(box);
  await waitFor(() =>
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Ada Lovelace @ada.lovelace',
    ]),
  );
  await userEvent.click(screen.getByRole('option', { name: /@ada.lovelace/ }));
  expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ accountId: 2 }));
  expect((box as HTMLInputElement).value).toBe('');

  await userEvent.type(box, 'zed');
  expect(await screen.findByText('Nobody found')).toBeTruthy();
});
