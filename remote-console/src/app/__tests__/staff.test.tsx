import { store, userAtom, type AuthUser } from '@canopy/shared-core';
import { listOf, refusalBody, stubApi } from '@canopy/shared-core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { renderConsole, staffSignedInForEachTest } from '../../testing/render-console.tsx';

const olivia = {
  accountId: 2,
  display: 'Olivia Operator',
  username: 'olivia',
  email: 'olivia@canopy.test',
  role: 'operator',
  memberSince: 0,
};
const marcus = {
  accountId: 3,
  display: 'Marcus Bell',
  username: 'marcus',
  email: 'marcus.bell@canopy.test',
  role: 'member',
  memberSince: 0,
};

staffSignedInForEachTest({ id: 2, display: 'Olivia Operator', role: 'operator' });

/** Opens Marcus Bell's role dialog from `list`, picks `role`, types `reason` and saves. */
async function saveMarcusRole(
  user: ReturnType<typeof userEvent.setup>,
  list: HTMLElement,
  role: RegExp,
  reason: string,
) {
  await user.click(within(list).getByRole('button', { name: 'Change role of Marcus Bell' }));
  const dialog = await screen.findByRole('dialog', { name: 'Role of Marcus Bell' });
  await user.click(within(dialog).getByRole('radio', { name: role }));
  await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), reason);
  await user.click(within(dialog).getByRole('button', { name: 'Save role' }));
  return dialog;
}

it('lists the staff, finds a member and makes them a moderator with a reason', async () => {
  const sent: unknown[] = [];
  let marcusRole = 'member';
  stubApi({
    '/api/staff/members': (url: URL) =>
      url.searchParams.get('keyword') === 'marcus'
        ? listOf([{ ...marcus, role: marcusRole }])
        : listOf([olivia]),
    '/api/staff/members/3/role': async (_url: URL, request: Request) => {
      sent.push(await request.json());
      marcusRole = 'moderator';
      return Response.json({
        valid: true,
        message: 'Marcus Bell is now a moderator.',
        item: { ...marcus, role: 'moderator' },
      });
    },
  });
  const user = userEvent.setup();
  renderConsole('/console/staff');
  const staff = await screen.findByRole('list', { name: 'Staff' });
  expect(within(staff).getByText('Olivia Operator')).toBeTruthy();

  await user.type(screen.getByRole('searchbox', { name: /Find a member/ }), 'marcus');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  const found = await screen.findByRole('list', { name: 'Members found' });
  await saveMarcusRole(user, found, /Moderator/, 'Runs the forum');

  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(sent).toEqual([{ role: 'moderator', reason: 'Runs the forum' }]);
  const after = await screen.findByRole('list', { name: 'Members found' });
  await waitFor(() => expect(within(after).getByText('Moderator')).toBeTruthy());
});

it('keeps the dialog open and says why when the server refuses', async () => {
  stubApi({
    '/api/staff/members': listOf([marcus]),
    '/api/staff/members/3/role': () =>
      Response.json(refusalBody('REASON_REQUIRED', 'Say why, in a sentence: it is logged.')),
  });
  const user = userEvent.setup();
  renderConsole('/console/staff');
  const staff = await screen.findByRole('list', { name: 'Staff' });
  const dialog = await saveMarcusRole(user, staff, /Operator/, ' ');
  expect((await within(dialog).findByRole('alert')).textContent).toBe(
    'Say why, in a sentence: it is logged.',
  );
});

it('tells a moderator that roles are for operators, without asking the server', async () => {
  const fetchMock = stubApi({});
  store.set(userAtom, { id: 5, display: 'Rowan Hale', role: 'moderator' } as AuthUser);
  renderConsole('/console/staff');
  expect(await screen.findByRole('heading', { name: 'Operators only' })).toBeTruthy();
  expect(fetchMock).not.toHaveBeenCalled();
});
