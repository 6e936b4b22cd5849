import { apiBaseAtom, store } from '@canopy/shared-core';
import { listOf, stubApi } from '@canopy/shared-core/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { NewGroupDialog } from './new-group-dialog.tsx';

const person = (accountId: number, display: string, username: string) => ({
  accountId,
  display,
  username,
  profileImage: `http://api.test/media/avatar-${accountId}.svg`,
  accountType: 'MEMBER',
  locationDisplay: null,
});
// Same names, told apart by handle.
const PEOPLE = [person(3, 'Ada Lovelace', 'ada.l'), person(4, 'Ada Lovelace', 'ada.lovelace')];

beforeEach(() => store.set(apiBaseAtom, 'http://api.test/api'));
afterEach(() => vi.unstubAllGlobals());

it('finds members by typing in a combobox, lists the chosen ones by handle, and creates the group with them', async () => {
  const created: unknown[] = [];
  stubApi({
    '/api/users/people/search': (url: URL) => {
      const keyword = url.searchParams.get('keyword') ?? '';
      return listOf(PEOPLE.filter((one) => one.username.includes(keyword)));
    },
    '/api/chats': async (_url: URL, request: Request) => {
      created.push(await request.json());
      return { valid: true, message: 'ok', item: { albumId: 9 } };
    },
  });
  const onCreated = vi.fn();
  const user = userEvent.setup();
  render(<NewGroupDialog open onClose={() => {}} onCreated={onCreated} />);
  const dialog = within(screen.getByRole('dialog', { name: 'New group' }));
  await user.type(dialog.getByLabelText('Group name'), 'Garden crew');

  const box = dialog.getByRole('combobox', { name: 'Find members' });
  await user.type(box, 'ada');
  await waitFor(() => expect(dialog.getAllByRole('option')).toHaveLength(2));
  await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
  // The dialog stays open while picking; the chosen member leaves the answers.
  await user.type(box, 'ada');
  await waitFor(() =>
    expect(dialog.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Ada Lovelace @ada.l',
    ]),
  );
  await user.keyboard('{ArrowDown}{Enter}');

  const chosen = dialog.getByRole('list', { name: 'Chosen members' });
  expect(
    within(chosen)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Ada Lovelace @ada.lovelaceTake off', 'Ada Lovelace @ada.lTake off']);
  await user.click(dialog.getByRole('button', { name: 'Create group' }));
  await waitFor(() => expect(onCreated).toHaveBeenCalled());
  expect(created).toEqual([{ title: 'Garden crew', accountIds: [4, 3] }]);
});

it('closes only the answers on Escape, and takes a chosen member off again', async () => {
  stubApi({ '/api/users/people/search': listOf(PEOPLE) });
  const user = userEvent.setup();
  const onClose = vi.fn();
  render(<NewGroupDialog open onClose={onClose} onCreated={() => {}} />);
  const dialog = within(screen.getByRole('dialog', { name: 'New group' }));
  const box = dialog.getByRole('combobox', { name: 'Find members' });
  await user.click(box);
  await dialog.findAllByRole('option');
  await user.keyboard('{Escape}');
  expect(box.getAttribute('aria-expanded')).toBe('false');
  expect(onClose).not.toHaveBeenCalled();
  await user.click(box);
  await user.click(await dialog.findByRole('option', { name: /@ada\.l$/ }));
  await user.click(dialog.getByRole('button', { name: 'Take off Ada Lovelace @ada.l' }));
  expect(dialog.queryByRole('list', { name: 'Chosen members' })).toBeNull();
});
