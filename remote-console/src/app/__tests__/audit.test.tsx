import { listOf, stubApi } from '@canopy/shared-core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { auditEntry } from '../../testing/audit-entry.ts';
import { renderConsole, staffSignedInForEachTest } from '../../testing/render-console.tsx';

const entry = (id: number, reason: string) =>
  auditEntry({ id, at: Date.UTC(2026, 10, 29, 9, id), reason });

staffSignedInForEachTest({ id: 5, display: 'Rowan Hale', role: 'moderator' });

it('lists the entries and sends the filters the moderator applies', async () => {
  const asked: URLSearchParams[] = [];
  stubApi({
    '/api/staff/audit': (url: URL) => {
      asked.push(url.searchParams);
      return url.searchParams.get('actor') === 'casey'
        ? listOf([entry(2, 'Covers the weekend queue')])
        : listOf([entry(2, 'Covers the weekend queue'), entry(1, 'Runs the forum')]);
    },
  });
  const user = userEvent.setup();
  renderConsole('/console/audit');
  const list = await screen.findByRole('list', { name: 'Audit entries' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  expect(list.textContent).toContain('Reason: Runs the forum');

  await user.type(screen.getByRole('textbox', { name: 'Actor' }), 'casey');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'role.change');
  await user.click(screen.getByRole('button', { name: 'Apply filters' }));
  await waitFor(() =>
    expect(
      within(screen.getByRole('list', { name: 'Audit entries' })).getAllByRole('listitem'),
    ).toHaveLength(1),
  );
  const last = asked.at(-1)!;
  expect(last.get('actor')).toBe('casey');
  expect(last.get('action')).toBe('role.change');
});

it('exports the filtered entries as a CSV file', async () => {
  stubApi({ '/api/staff/audit': listOf([entry(1, 'Runs the forum')]) });
  const files: Blob[] = [];
  // jsdom has no object URLs: the test stands in for the browser's.
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      files.push(blob);
      return 'blob:audit';
    },
    revokeObjectURL: () => undefined,
  });
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  const user = userEvent.setup();
  renderConsole('/console/audit');
  await screen.findByRole('list', { name: 'Audit entries' });
  await user.click(screen.getByRole('button', { name: 'Export CSV' }));
  await waitFor(() => expect(files).toHaveLength(1));
  expect(click).toHaveBeenCalled();
  const text = await files[0]!.text();
  expect(text.split('\r\n')[1]).toContain('"Runs the forum"');
});

it('says when no entry matches', async () => {
  stubApi({ '/api/staff/audit': listOf([]) });
  renderConsole('/console/audit');
  expect(await screen.findByRole('heading', { name: 'No entries' })).toBeTruthy();
});
