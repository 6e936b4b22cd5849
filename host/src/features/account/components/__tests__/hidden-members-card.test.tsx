import { hiddenMembersAtom, sessionAtom, store, userAtom } from '@canopy/shared-core';
import {
  listOf,
  memberAccount,
  refusal,
  renderInStore,
  stubApi,
} from '@canopy/shared-core/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it, vi } from 'vitest';
import { testApiForEachTest } from '../../../../testing/test-api.ts';
import { HiddenMembersCard } from '../hidden-members-card.tsx';

function renderCard() {
  renderInStore(<HiddenMembersCard />);
}

testApiForEachTest();
beforeEach(() => {
  store.set(sessionAtom, { token: 't', expiresAt: Date.now() + 60_000 });
  store.set(userAtom, { id: 7, firstName: 'Dana', lastName: 'Rivera' } as never);
  store.set(hiddenMembersAtom, null);
});

it('lists blocked and muted members with handles, and undoes a block in place', async () => {
  const deleted: string[] = [];
  stubApi({
    '/api/users/hidden': listOf([
      { account: memberAccount(3, 'Marcus Bell', 'marcus.b'), kind: 'BLOCK', since: 2 },
      { account: memberAccount(4, 'Maya Chen', 'maya.c'), kind: 'MUTE', since: 1 },
    ]),
    '/api/users/hidden/3': (_url: URL, request: Request) => {
      deleted.push(request.method);
      return { valid: true, message: 'ok' };
    },
  });
  renderCard();
  const members = await screen.findByRole('list', { name: 'Blocked and muted members' });
  const rows = within(members).getAllByRole('listitem');
  expect(rows.map((row) => row.textContent)).toEqual([
    expect.stringContaining('@marcus.b · Blocked'),
    expect.stringContaining('@maya.c · Muted'),
  ]);
  await userEvent.click(screen.getByRole('button', { name: 'Unblock Marcus Bell' }));
  await vi.waitFor(() => expect(within(members).queryAllByRole('listitem')).toHaveLength(1));
  expect(deleted).toEqual(['DELETE']);
  expect(screen.getByRole('button', { name: 'Unmute Maya Chen' })).toBeTruthy();
});

it('says when nobody is blocked or muted, and where to do it', async () => {
  stubApi({ '/api/users/hidden': listOf([]) });
  renderCard();
  expect(
    await screen.findByText(/You have not blocked or muted anyone\. Use “Mute or block”/),
  ).toBeTruthy();
});

it('says when the list could not be loaded, and loads it again on Try again', async () => {
  let calls = 0;
  stubApi({
    '/api/users/hidden': () => {
      calls += 1;
      return calls === 1
        ? refusal(500, 'BUSY', 'Busy.')
        : listOf([
            { account: memberAccount(3, 'Marcus Bell', 'marcus.b'), kind: 'MUTE', since: 1 },
          ]);
    },
  });
  renderCard();
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('could not be loaded');
  await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('button', { name: 'Unmute Marcus Bell' })).toBeTruthy();
});
