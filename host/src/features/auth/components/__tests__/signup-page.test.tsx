import { refusal, renderInStore, stubApi } from '@canopy/shared-core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { expect, it } from 'vitest';
import { testApiForEachTest } from '../../../../testing/test-api.ts';
import { SignUpPage } from '../signup-page.tsx';

/** The suggestion the API makes from a name: first name, a dot, the last initial. */
const suggestion = (url: URL) => {
  const first = (url.searchParams.get('firstName') ?? '').toLowerCase();
  const initial = (url.searchParams.get('lastName') ?? '').slice(0, 1).toLowerCase();
  return { valid: true, message: 'ok', item: { handle: initial ? `${first}.${initial}` : first } };
};

const taken = (handle: string) => ({
  valid: true,
  message: 'ok',
  item: {
    handle,
    available: false,
    message: `@${handle} is already taken.`,
    suggestions: [`${handle}2`, `${handle}3`],
  },
});
const free = (handle: string) => ({
  valid: true,
  message: 'ok',
  item: { handle, available: true, message: `@${handle} is free.`, suggestions: [] },
});

const signedIn = {
  valid: true,
  message: 'Welcome to Canopy, Ada!',
  item: {
    user: { id: 9, firstName: 'Ada', lastName: 'Lovelace', username: 'ada.l' },
    session: { token: 't', expiresAt: Date.now() + 60_000 },
  },
};

function renderSignUp() {
  renderInStore(
    <MemoryRouter initialEntries={['/signup']}>
      <Routes>
        <Route path="/signup" element={<SignUpPage />} />
        <Route path="*" element={<p>Signed in</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const handleInput = () => screen.getByRole('textbox', { name: 'Handle' }) as HTMLInputElement;

async function fillTheRest(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'ada@canopy.test');
  await user.type(screen.getByLabelText('Password'), 'violet harbor cinnamon');
  await user.click(screen.getByRole('checkbox'));
}

testApiForEachTest();

it("prefills the handle with the server's suggestion as the name is typed", async () => {
  const user = userEvent.setup();
  stubApi({ '/api/users/handle/suggest': suggestion });
  renderSignUp();
  await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ada');
  await waitFor(() => expect(handleInput().value).toBe('ada'));
  await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Lovelace');
  await waitFor(() => expect(handleInput().value).toBe('ada.l'));
  expect(screen.getByText('@ada.l is free.')).toBeTruthy();
});

it('keeps a handle the member typed, and says at the field when it is taken', async () => {
  const user = userEvent.setup();
  stubApi({
    '/api/users/handle/suggest': suggestion,
    '/api/users/handle/check': (url: URL) => {
      const handle = url.searchParams.get('handle') ?? '';
      return handle === 'greenthumb' ? taken(handle) : free(handle);
    },
  });
  renderSignUp();
  await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ada');
  await waitFor(() => expect(handleInput().value).toBe('ada'));
  await user.clear(handleInput());
  await user.type(handleInput(), 'greenthumb');
  // Typing more of the name leaves the member's handle alone.
  await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Lovelace');
  expect(await screen.findByText('@greenthumb is already taken.')).toBeTruthy();
  expect(handleInput().value).toBe('greenthumb');
  expect(handleInput().getAttribute('aria-invalid')).toBe('true');
  expect(handleInput().getAttribute('aria-describedby')).toContain(
    screen.getByText('@greenthumb is already taken.').id,
  );

  // A free one is a keyboard press away.
  screen.getByRole('button', { name: 'Use @greenthumb2' }).focus();
  await user.keyboard('{Enter}');
  expect(handleInput().value).toBe('greenthumb2');
  expect(await screen.findByText('@greenthumb2 is free.')).toBeTruthy();
  expect(handleInput().getAttribute('aria-invalid')).toBe('false');
});

it('signs up with the handle, and shows a handle taken meanwhile at the field', async () => {
  const user = userEvent.setup();
  const bodies: Record<string, unknown>[] = [];
  let first = true;
  stubApi({
    '/api/users/handle/suggest': suggestion,
    '/api/users/handle/check': (url: URL) => {
      const handle = url.searchParams.get('handle') ?? '';
      return handle === 'ada.l' ? taken(handle) : free(handle);
    },
    '/api/users/signup': async (_url: URL, request: Request) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      if (!first) return signedIn;
      first = false;
      return refusal(409, 'HANDLE_TAKEN', 'body/handle @ada.l is already taken. @ada.l2 is free.');
    },
  });
  renderSignUp();
  await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ada');
  await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Lovelace');
  await waitFor(() => expect(handleInput().value).toBe('ada.l'));
  await fillTheRest(user);
  await user.click(screen.getByRole('button', { name: 'Create account' }));

  expect(await screen.findByText('@ada.l is already taken.')).toBeTruthy();
  expect(bodies[0]).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', handle: 'ada.l' });
  expect(screen.getByRole('alert').textContent).toBe('Please choose another handle.');

  await user.click(screen.getByRole('button', { name: 'Use @ada.l2' }));
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  expect(await screen.findByText('Signed in')).toBeTruthy();
  expect(bodies[1]).toMatchObject({ handle: 'ada.l2' });
});

it("shows the server's reason for a weak password", async () => {
  const user = userEvent.setup();
  const reason =
    'body/password is too easy to guess: it is built on a word everyone tries here first, ' +
    'such as the name of this app or a season. Try a few unrelated words together.';
  stubApi({
    '/api/users/handle/suggest': suggestion,
    '/api/users/signup': () => refusal(400, 'WEAK_PASSWORD', reason),
  });
  renderSignUp();
  await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ada');
  await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Lovelace');
  await fillTheRest(user);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText(reason)).toBeTruthy();
});
