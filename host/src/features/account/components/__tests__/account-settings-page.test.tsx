import { sessionAtom, store, toastsAtom, userAtom } from '@canopy/shared-core';
import { refusal, refusalBody, renderInStore, stubApi } from '@canopy/shared-core/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, expect, it, vi } from 'vitest';
import { recordingRoute, testApiForEachTest } from '../../../../testing/test-api.ts';
import { AccountSettingsPage } from '../account-settings-page.tsx';

const dana = {
  id: 7,
  accountId: 7,
  email: 'demo@canopy.test',
  firstName: 'Dana',
  lastName: 'Rivera',
  display: 'Dana Rivera',
  username: 'dana.r',
  personalAudienceName: 'Kansas Locals',
  audienceIds: [1, 2],
  isOperator: false,
  role: 'member' as const,
  profileInfo: {
    accountId: 7,
    firstName: 'Dana',
    lastName: 'Rivera',
    display: 'Dana Rivera',
    username: 'dana.r',
    locationDisplay: null,
    profileAvatar: { fullURL: 'http://api.test/media/avatar.svg' },
  },
};

/** Answers the page's requests with `routes`, draws it, and gives a member to use it. */
function renderSettings(routes: Parameters<typeof stubApi>[0]) {
  stubApi(routes);
  renderInStore(
    <MemoryRouter>
      <AccountSettingsPage />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

/** Opens the account deletion form in the Your data card, and gives the card. */
async function openDeleteForm(user: ReturnType<typeof userEvent.setup>) {
  const card = screen.getByRole('region', { name: 'Your data' });
  await user.click(within(card).getByRole('button', { name: 'Delete my account…' }));
  return card;
}

const handleCard = () => screen.getByRole('region', { name: 'Handle' });
const handleInput = () =>
  within(handleCard()).getByRole('textbox', { name: 'Handle' }) as HTMLInputElement;

testApiForEachTest();
beforeEach(() => {
  store.set(sessionAtom, { token: 't', expiresAt: Date.now() + 60_000 });
  store.set(userAtom, dana);
  store.set(toastsAtom, []);
});

it('changes the handle from the Handle form', async () => {
  const { sent, route } = recordingRoute({
    valid: true,
    message: 'Your handle is now @dana.grows. @dana.r will still find you for 30 days.',
    item: { ...dana, username: 'dana.grows' },
  });
  const user = renderSettings({ '/api/users/handle': route });
  const save = within(handleCard()).getByRole('button', { name: 'Save handle' });
  expect(handleInput().value).toBe('dana.r');
  // Nothing to save until the handle differs.
  expect((save as HTMLButtonElement).disabled).toBe(true);
  await user.clear(handleInput());
  await user.type(handleInput(), '@dana.grows{Enter}');

  await vi.waitFor(() => expect(store.get(userAtom)?.username).toBe('dana.grows'));
  expect(sent).toEqual([expect.objectContaining({ handle: 'dana.grows' })]);
  expect(store.get(toastsAtom).map((toast) => toast.message)).toEqual([
    'Your handle is now @dana.grows. @dana.r will still find you for 30 days.',
  ]);
  expect(handleInput().value).toBe('dana.grows');
});

it('says at the field why a handle cannot be had', async () => {
  const user = renderSettings({
    '/api/users/handle': () =>
      refusal(409, 'HANDLE_TAKEN', 'body/handle @marcus.b is already taken. @marcus.b2 is free.'),
  });
  await user.clear(handleInput());
  await user.type(handleInput(), 'marcus.b');
  await user.click(within(handleCard()).getByRole('button', { name: 'Save handle' }));
  const reason = await within(handleCard()).findByText(
    'body/handle @marcus.b is already taken. @marcus.b2 is free.',
  );
  expect(handleInput().getAttribute('aria-invalid')).toBe('true');
  expect(handleInput().getAttribute('aria-describedby')).toContain(reason.id);
  expect(store.get(userAtom)?.username).toBe('dana.r');
});

it("shows the server's reason for a weak new password", async () => {
  const reason =
    'body/newPassword is too easy to guess: it contains your name or e-mail address or ' +
    'your handle. Try a few unrelated words together.';
  const user = renderSettings({
    '/api/users/password': () => refusal(400, 'WEAK_PASSWORD', reason),
  });
  const card = screen.getByRole('region', { name: 'Password' });
  await user.type(within(card).getByLabelText('Current password'), 'canopy-demo');
  await user.type(within(card).getByLabelText('New password'), 'dana rivera rocks');
  await user.click(within(card).getByRole('button', { name: 'Change password' }));
  expect((await within(card).findByRole('alert')).textContent).toBe(reason);
});

it('deletes the account after the password, signs out and says so', async () => {
  const { sent, route } = recordingRoute({ valid: true, message: 'ok' });
  const user = renderSettings({ '/api/users/myprofile/delete': route });
  const card = await openDeleteForm(user);
  const confirm = within(card).getByRole('button', { name: 'Delete my account for good' });
  expect((confirm as HTMLButtonElement).disabled).toBe(true);
  await user.type(within(card).getByLabelText('Your password, to confirm'), 'a long passphrase');
  await user.click(confirm);
  await vi.waitFor(() => expect(store.get(sessionAtom)).toBeNull());
  expect(sent).toEqual([{ password: 'a long passphrase' }]);
  expect(store.get(toastsAtom).map((toast) => toast.message)).toContain(
    'Your account has been deleted.',
  );
});

it('keeps the account and the typed password when the password is wrong', async () => {
  const user = renderSettings({
    '/api/users/myprofile/delete': refusalBody('WRONG_PASSWORD', 'Your password is not correct.'),
  });
  const card = await openDeleteForm(user);
  await user.type(within(card).getByLabelText('Your password, to confirm'), 'wrong words here');
  await user.click(within(card).getByRole('button', { name: 'Delete my account for good' }));
  await vi.waitFor(() =>
    expect(store.get(toastsAtom).map((toast) => toast.message)).toEqual([
      'Your password is not correct.',
    ]),
  );
  expect(store.get(sessionAtom)).not.toBeNull();
  expect(within(card).queryByRole('alert')).toBeNull();
  expect((within(card).getByLabelText('Your password, to confirm') as HTMLInputElement).value).toBe(
    'wrong words here',
  );
});

it('says why in place when the server fails, keeping the password typed', async () => {
  const user = renderSettings({
    '/api/users/myprofile/delete': () =>
      refusal(503, 'UNAVAILABLE', 'The database is busy; try again.'),
  });
  const card = await openDeleteForm(user);
  await user.type(within(card).getByLabelText('Your password, to confirm'), 'canopy-demo');
  await user.click(within(card).getByRole('button', { name: 'Delete my account for good' }));
  expect((await within(card).findByRole('alert')).textContent).toBe(
    'The database is busy; try again.',
  );
  expect((within(card).getByLabelText('Your password, to confirm') as HTMLInputElement).value).toBe(
    'canopy-demo',
  );
});
