import { reportedAtom, store, type ChatMessage } from '@canopy/shared-core';
import { memberAccount, renderInStore, stubApi } from '@canopy/shared-core/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it } from 'vitest';
import { signedInForEachTest } from '../../../testing/render.tsx';
import { MessageItem } from './message-item.tsx';
import { reportRoute } from '../../../testing/report-route.ts';

const message = (mine: boolean): ChatMessage => ({
  noteId: 51,
  albumId: 9,
  comment: mine ? 'My words' : 'Send me money',
  owner: mine
    ? memberAccount(7, 'Dana Rivera', 'dana.r')
    : memberAccount(3, 'Marcus Bell', 'marcus.b'),
  dateCreated: Date.UTC(2026, 10, 20, 9),
  updatedDate: Date.UTC(2026, 10, 20, 9),
  edited: false,
  likesCount: 0,
  tags: [],
  clientMessageId: null,
  assets: [],
});

const renderMessage = (mine: boolean) =>
  renderInStore(
    <ul>
      <MessageItem
        note={message(mine)}
        mine={mine}
        showAuthor
        onSave={() => Promise.resolve({ valid: true, message: 'ok' })}
        onDelete={() => Promise.resolve({ valid: true, message: 'ok' })}
      />
    </ul>,
  );

signedInForEachTest();
beforeEach(() => store.set(reportedAtom, null));

it("reports another member's chat message with a reason, then shows it Reported", async () => {
  const { sent, route } = reportRoute('message');
  stubApi({
    '/api/flagable/flag/mine': { valid: true, message: 'ok', items: [], count: 0, countTotal: 0 },
    '/api/flagable/flag/create': route,
  });
  renderMessage(false);
  await userEvent.click(
    await screen.findByRole('button', { name: 'Report message from Marcus Bell' }),
  );
  const dialog = screen.getByRole('dialog', {
    name: 'Report message from Marcus Bell for review',
  });
  await userEvent.click(within(dialog).getByRole('radio', { name: 'Harassment or hate' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
  const reported = await screen.findByRole('button', { name: 'Reported message from Marcus Bell' });
  expect((reported as HTMLButtonElement).disabled).toBe(true);
  expect(sent).toEqual([
    expect.objectContaining({ flagableType: 'CHAT_MESSAGE', flagableId: 51, reason: 'HARASSMENT' }),
  ]);
});

it('offers no Report on your own message', async () => {
  stubApi({});
  renderMessage(true);
  expect(await screen.findByText('My words')).toBeTruthy();
  expect(screen.queryByRole('button', { name: /^Report/ })).toBeNull();
});
