import { store, userAtom, type AuthUser } from '@canopy/shared-core';
import { listOf, refusal, stubApi } from '@canopy/shared-core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { renderConsole, staffSignedInForEachTest } from '../../testing/render-console.tsx';

const scam = {
  wordId: 1,
  pattern: 'scam*',
  action: 'REFUSE',
  updatedBy: 'Olivia Operator',
  updated: 0,
};

staffSignedInForEachTest({ id: 2, display: 'Olivia Operator', role: 'operator' });

it('adds a word to hold for review, and lists it', async () => {
  const sent: unknown[] = [];
  let items: unknown[] = [scam];
  stubApi({
    '/api/staff/words': async (_url: URL, request: Request) => {
      if (request.method === 'GET') return listOf(items);
      const body = (await request.json()) as { pattern: string; action: string };
      sent.push(body);
      const added = { ...scam, wordId: 2, pattern: body.pattern, action: body.action };
      items = [...items, added];
      return Response.json({ valid: true, message: '“giveaway” is on the list.', item: added });
    },
  });
  const user = userEvent.setup();
  renderConsole('/console/words');
  const list = await screen.findByRole('list', { name: 'Watched words' });
  expect(within(list).getByText('scam*')).toBeTruthy();

  const form = screen.getByRole('form', { name: 'Add a watched word' });
  await user.type(within(form).getByRole('textbox', { name: 'Word or phrase' }), 'giveaway');
  await user.click(within(form).getByRole('radio', { name: /Hold for review/ }));
  await user.click(within(form).getByRole('button', { name: 'Add word' }));

  await waitFor(() => expect(sent).toEqual([{ pattern: 'giveaway', action: 'HOLD', reason: '' }]));
  const after = await screen.findByRole('list', { name: 'Watched words' });
  await waitFor(() => expect(within(after).getByText('giveaway')).toBeTruthy());
  expect(
    (within(form).getByRole('textbox', { name: 'Word or phrase' }) as HTMLInputElement).value,
  ).toBe('');
});

it('keeps the operator’s text and says why when the server refuses it', async () => {
  stubApi({
    '/api/staff/words': (_url: URL, request: Request) =>
      request.method === 'GET'
        ? listOf([])
        : refusal(
            400,
            'INVALID_WATCHED_WORD',
            'Use letters, digits and * only (* stands for any letters inside a word).',
          ),
  });
  const user = userEvent.setup();
  renderConsole('/console/words');
  expect(await screen.findByRole('heading', { name: 'No watched words yet' })).toBeTruthy();
  const box = screen.getByRole('textbox', { name: 'Word or phrase' });
  await user.type(box, '(a+)+');
  await user.click(screen.getByRole('button', { name: 'Add word' }));
  expect((await screen.findByRole('alert')).textContent).toBe(
    'Use letters, digits and * only (* stands for any letters inside a word).',
  );
  expect((box as HTMLInputElement).value).toBe('(a+)+');
  expect(box.getAttribute('aria-invalid')).toBe('true');
});

it('changes and removes a word through dialogs', async () => {
  const calls: string[] = [];
  stubApi({
    '/api/staff/words': listOf([scam]),
    '/api/staff/words/1': async (url: URL, request: Request) => {
      calls.push(
        `${request.method} ${request.method === 'PUT' ? JSON.stringify(await request.json()) : url.search}`,
      );
      return request.method === 'PUT'
        ? Response.json({ valid: true, message: 'Saved.', item: { ...scam, action: 'HOLD' } })
        : Response.json({ valid: true, message: 'The word is off the list.' });
    },
  });
  const user = userEvent.setup();
  renderConsole('/console/words');
  const list = await screen.findByRole('list', { name: 'Watched words' });
  await user.click(within(list).getByRole('button', { name: 'Change scam*' }));
  const edit = await screen.findByRole('dialog', { name: 'Change “scam*”' });
  await user.click(within(edit).getByRole('radio', { name: /Hold for review/ }));
  await user.click(within(edit).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

  await user.click(within(list).getByRole('button', { name: 'Remove scam*' }));
  const remove = await screen.findByRole('dialog', { name: 'Remove “scam*”?' });
  await user.type(within(remove).getByRole('textbox', { name: /Reason/ }), 'Too broad');
  await user.click(within(remove).getByRole('button', { name: 'Remove' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(calls).toEqual([
    'PUT {"pattern":"scam*","action":"HOLD","reason":""}',
    'DELETE ?reason=Too+broad',
  ]);
});

it('shows a moderator the list without the controls to change it', async () => {
  stubApi({ '/api/staff/words': listOf([scam]) });
  store.set(userAtom, { id: 5, display: 'Rowan Hale', role: 'moderator' } as AuthUser);
  renderConsole('/console/words');
  const list = await screen.findByRole('list', { name: 'Watched words' });
  expect(within(list).getByText('scam*')).toBeTruthy();
  expect(screen.queryByRole('form', { name: 'Add a watched word' })).toBeNull();
  expect(within(list).queryByRole('button')).toBeNull();
  expect(screen.getByText(/Only operators change the list/)).toBeTruthy();
});
