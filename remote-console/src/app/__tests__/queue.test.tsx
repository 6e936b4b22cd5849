import { listOf, stubApi } from '@canopy/shared-core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { renderConsole, staffSignedInForEachTest } from '../../testing/render-console.tsx';

const author = {
  accountId: 3,
  display: 'Marcus Bell',
  username: 'marcus',
  role: 'member',
  memberSince: 0,
  sanctions: [],
  openItems: 2,
  openReports: 3,
};

function item(itemId: number, kind: string, text: string) {
  return {
    itemId,
    kind,
    subjectId: itemId * 10,
    state: 'VISIBLE',
    heldReason: null,
    openedAt: 0,
    reportCount: 1,
    text,
    where: null,
    context: [],
    reports: [
      {
        reporterId: 4,
        reporterDisplay: 'Elena Ortiz',
        reason: 'SPAM',
        description: '',
        createdAt: 0,
      },
    ],
    author,
  };
}

staffSignedInForEachTest({ id: 5, display: 'Rowan Hale', role: 'moderator' });

it('moves with j and k, and hides the current item by keyboard with a reason', async () => {
  const sent: unknown[] = [];
  let items = [item(1, 'ALBUM', 'Buy seeds'), item(2, 'NOTE', 'Rude words')];
  stubApi({
    '/api/staff/queue': () => listOf(items),
    '/api/staff/queue/actions': async (_url: URL, request: Request) => {
      sent.push(await request.json());
      items = items.filter((entry) => entry.itemId !== 2);
      return Response.json({
        valid: true,
        message: 'Hidden: the comment is shown to its author alone.',
        item: { results: [{ itemId: 2, outcome: 'DONE', message: 'Hidden.' }] },
      });
    },
  });
  const user = userEvent.setup();
  renderConsole('/console/queue');
  const list = await screen.findByRole('list', { name: 'Review queue' });
  const post = within(list).getByRole('article', { name: 'Post by Marcus Bell' });
  const comment = within(list).getByRole('article', { name: 'Comment by Marcus Bell' });
  expect(post.getAttribute('aria-current')).toBe('true');
  // A moderator sees no Ban: operators ban.
  expect(screen.queryByRole('button', { name: /Ban author/ })).toBeNull();

  await user.keyboard('j');
  expect(comment.getAttribute('aria-current')).toBe('true');
  expect(document.activeElement).toBe(comment);
  await user.keyboard('k');
  expect(post.getAttribute('aria-current')).toBe('true');
  await user.keyboard('j');
  await user.keyboard('h');
  const dialog = await screen.findByRole('dialog', { name: 'Hide 1 item' });
  // The reason is asked first; typing h there is text, not a shortcut.
  await user.keyboard('harsh');
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(sent).toEqual([{ itemIds: [2], action: 'hide', reason: 'harsh' }]);
  await waitFor(() =>
    expect(screen.queryByRole('article', { name: 'Comment by Marcus Bell' })).toBeNull(),
  );
});

it('acts on several selected items at once', async () => {
  const sent: unknown[] = [];
  stubApi({
    '/api/staff/queue': () => listOf([item(1, 'ALBUM', 'A'), item(2, 'REVIEW', 'B')]),
    '/api/staff/queue/actions': async (_url: URL, request: Request) => {
      sent.push(await request.json());
      return Response.json({ valid: true, message: '2 of 2 items done.', item: { results: [] } });
    },
  });
  const user = userEvent.setup();
  renderConsole('/console/queue');
  await screen.findByRole('list', { name: 'Review queue' });
  await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
  expect(screen.getByText('Acts on 2 items selected')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: /^Dismiss/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Dismiss the reports on 2 items' });
  await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Fine');
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  await waitFor(() =>
    expect(sent).toEqual([{ itemIds: [1, 2], action: 'dismiss', reason: 'Fine' }]),
  );
});
