import { store, userAtom, type AuthUser } from '@canopy/shared-core';
import { refusal, renderAt, stubApi } from '@canopy/shared-core/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { staffSignedInForEachTest } from '../../../../testing/render-console.tsx';
import { ConfigRoutes } from '../../routes.tsx';
import { validConfig } from '../../utils/__tests__/config-fixture.ts';

const published = {
  version: 4,
  kind: 'publish',
  note: 'Earlier',
  restoredVersion: null,
  publishedAt: 0,
  publishedBy: { id: 2, display: 'Olivia Operator' },
  config: validConfig(),
};

staffSignedInForEachTest({ id: 2, display: 'Olivia Operator', role: 'operator' });

it('marks a field the schema refuses and publishes nothing until it is fixed', async () => {
  const fetchMock = stubApi({ '/api/staff/config': { valid: true, message: '', item: published } });
  const user = userEvent.setup();
  renderAt('/console/config', <ConfigRoutes />, { route: '/console/config/*' });
  const navigation = await screen.findByRole('list', { name: 'Navigation items' });
  const chat = within(navigation).getByRole('listitem', { name: 'Chat' });
  await user.clear(within(chat).getByRole('textbox', { name: 'Title' }));
  const title = within(navigation).getAllByRole('textbox', { name: 'Title' })[1]!;
  expect(title.getAttribute('aria-invalid')).toBe('true');
  expect(within(navigation).getByText('Required.')).toBeTruthy();

  await user.type(screen.getByRole('textbox', { name: /Note/ }), 'Rename chat');
  await user.click(screen.getByRole('button', { name: 'Publish' }));
  expect(await screen.findByText('One field needs attention: it is marked above.')).toBeTruthy();
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

it('adds a navigation item and, when another operator published first, shows what changed', async () => {
  const sent: unknown[] = [];
  stubApi({
    '/api/staff/config': { valid: true, message: '', item: published },
    '/api/staff/config/versions': async (_url: URL, request: Request) => {
      sent.push(await request.json());
      return refusal(409, 'CONFIG_CHANGED', 'The configuration changed while you were editing.', {
        current: { ...published, version: 5, publishedBy: { id: 9, display: 'Sam Second' } },
        changes: [{ where: ['App name'], change: 'changed', before: 'Canopy', after: 'Grove' }],
      });
    },
  });
  const user = userEvent.setup();
  renderAt('/console/config', <ConfigRoutes />, { route: '/console/config/*' });
  await user.click(await screen.findByRole('button', { name: 'Add a navigation item' }));
  const navigation = screen.getByRole('list', { name: 'Navigation items' });
  const added = within(navigation).getAllByRole('listitem').at(-1)!;
  await user.type(within(added).getByRole('textbox', { name: 'Title' }), 'Events');
  await user.clear(within(added).getByRole('textbox', { name: /Link/ }));
  await user.type(within(added).getByRole('textbox', { name: /Link/ }), '/browse/event');
  await user.click(within(navigation).getByRole('button', { name: 'Move Events up' }));
  await user.type(screen.getByRole('textbox', { name: /Note/ }), 'Events in the menu');
  await user.click(screen.getByRole('button', { name: 'Publish' }));

  const alert = await screen.findByRole('alert');
  expect(
    within(alert).getByText(/changed while you were editing/, { selector: 'strong' }),
  ).toBeTruthy();
  expect(within(alert).getByRole('list', { name: 'Changes in version 5' }).textContent).toBe(
    'App name: changed from Canopy to Grove',
  );
  expect(sent).toHaveLength(1);
  const body = sent[0] as {
    baseVersion: number;
    note: string;
    config: ReturnType<typeof validConfig>;
  };
  expect(body.baseVersion).toBe(4);
  expect(body.note).toBe('Events in the menu');
  expect(body.config.web_main_navigation.items.map((item) => [item.title, item.order])).toEqual([
    ['Activity Wall', 1],
    ['Events', 2],
    ['Chat', 3],
  ]);
});

it('tells a moderator the editor is for operators', async () => {
  const fetchMock = stubApi({});
  store.set(userAtom, { id: 5, display: 'Rowan Hale', role: 'moderator' } as AuthUser);
  renderAt('/console/config', <ConfigRoutes />, { route: '/console/config/*' });
  expect(await screen.findByRole('heading', { name: 'Operators only' })).toBeTruthy();
  expect(fetchMock).not.toHaveBeenCalled();
});
