import {
  listOf,
  rateLimited,
  refusal,
  refusalBody,
  stubApi,
  memberAccount,
} from '@canopy/shared-core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage, signedInForEachTest } from '../../../../testing/render.tsx';
import { ChatPage } from '../chat-page.tsx';

const ME = memberAccount(7, 'Dana Rivera');
const BEN = memberAccount(3, 'Ben Bell');
const note = (noteId: number, by: typeof ME, comment: string) => ({
  noteId,
  albumId: 5,
  comment,
  owner: by,
  dateCreated: Date.UTC(2026, 10, 20, 10, noteId),
  updatedDate: Date.UTC(2026, 10, 20, 10, noteId),
  edited: false,
  likesCount: 0,
  tags: [],
  clientMessageId: `c${noteId}`,
  assets: [],
});
const chat = {
  albumId: 5,
  albumType: 'chat_single',
  title: 'Ben Bell',
  owner: ME,
  ownerId: 7,
  thumbnailURL: 'http://api.test/media/a.svg',
  members: [ME, BEN],
  invited: [],
  userCount: 2,
  lastMessage: note(12, BEN, 'See https://canopy.test/x'),
  unreadCount: 1,
  lastReadNoteId: 11,
  readStates: [{ accountId: 3, lastReadNoteId: 11 }],
  muted: false,
  dateCreated: Date.UTC(2026, 10, 20),
  dateUpdated: Date.UTC(2026, 10, 20, 10, 12),
};
const history = (items: unknown[], nextCursor: string | null = null) => ({
  ...listOf(items),
  countTotal: 3,
  hasMoreResults: nextCursor !== null,
  limit: 30,
  nextCursor,
});
/** The conversation list's answer: one page, and how many messages are unread in all. */
const conversations = (items: unknown[], unreadTotal: number) => ({
  ...listOf(items),
  limit: 50,
  unreadTotal,
});

signedInForEachTest();

function stubChat(send: (body: Record<string, unknown>) => unknown) {
  const reads: unknown[] = [];
  const sent: Record<string, unknown>[] = [];
  const fetchMock = stubApi({
    '/api/chats/search': conversations([chat], 1),
    '/api/chats/5': { valid: true, message: 'ok', item: chat },
    '/api/chats/5/notes': async (url: URL, request: Request) => {
      if (request.method === 'POST') {
        const body = (await request.json()) as Record<string, unknown>;
        sent.push(body);
        return send(body);
      }
      return url.searchParams.get('cursor') === '11'
        ? history([note(10, ME, 'Oldest')])
        : history([note(12, BEN, 'See https://canopy.test/x'), note(11, ME, 'Hi Ben')], '11');
    },
    '/api/chats/5/mute': async (_url: URL, request: Request) => {
      const { muted } = (await request.json()) as { muted: boolean };
      return {
        valid: true,
        message: muted ? 'Chat muted.' : 'Chat unmuted.',
        item: { ...chat, muted },
      };
    },
    '/api/chats/5/read': async (_url: URL, request: Request) => {
      reads.push(await request.json());
      return { valid: true, message: 'ok', item: { lastReadNoteId: 12 } };
    },
  });
  return { fetchMock, reads, sent };
}

const open = () =>
  renderPage(<ChatPage />, '/browse/chat?chatId=5&chatType=chat_single', '/browse/chat');

it('shows the conversations and the open thread oldest first, with links, and reads it', async () => {
  const { reads } = stubChat(() => ({}));
  open();
  const list = await screen.findByRole('list', { name: 'Conversations' });
  expect(
    within(list)
      .getByRole('link', { name: /Ben Bell/ })
      .getAttribute('aria-current'),
  ).toBe('page');
  const messages = await screen.findByRole('list', { name: 'Messages with Ben Bell' });
  await waitFor(() =>
    expect(
      within(messages)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Hi Ben'),
      expect.stringContaining('See https://canopy.test/x'),
    ]),
  );
  expect(
    within(messages).getByRole('link', { name: 'https://canopy.test/x' }).getAttribute('href'),
  ).toBe('https://canopy.test/x');
  await waitFor(() => expect(reads).toEqual([expect.objectContaining({ noteId: 12 })]));
  // The conversation counts as read at once.
  await waitFor(() => expect(within(list).queryByText('1 unread')).toBeNull());

  await userEvent.click(screen.getByRole('button', { name: 'Load older messages' }));
  expect(await within(messages).findByText('Oldest')).toBeTruthy();
});

it('mutes and unmutes the chat’s notifications from its header', async () => {
  const { fetchMock } = stubChat(() => ({}));
  const user = userEvent.setup();
  open();
  await user.click(await screen.findByRole('button', { name: 'Mute this chat' }));
  await user.click(await screen.findByRole('button', { name: 'Unmute this chat' }));
  expect(await screen.findByRole('button', { name: 'Mute this chat' })).toBeTruthy();
  const mutes = fetchMock.mock.calls
    .map(([input]) => input as Request)
    .filter((request) => request.url.endsWith('/api/chats/5/mute'));
  expect(mutes.map((request) => request.method)).toEqual(['PUT', 'PUT']);
});

it('keeps a failed message with Retry, and retries with the same client message id', async () => {
  let fail = true;
  const { sent } = stubChat((body) =>
    fail
      ? refusal(500, 'SERVER_ERROR', 'Server down')
      : {
          valid: true,
          message: 'Sent.',
          item: { ...note(13, ME, String(body.comment)), clientMessageId: body.clientMessageId },
        },
  );
  open();
  const box = await screen.findByRole('textbox', { name: 'Message' });
  await userEvent.type(box, 'Are you there?{Enter}');
  expect(await screen.findByText(/Not sent/)).toBeTruthy();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  const messages = screen.getByRole('list', { name: 'Messages with Ben Bell' });
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull());
  expect(within(messages).getAllByText('Are you there?')).toHaveLength(1);
  expect(sent).toHaveLength(2);
  expect(sent[1]?.clientMessageId).toBe(sent[0]?.clientMessageId);
});

it('says what is wrong before sending an empty message', async () => {
  const { sent } = stubChat(() => ({}));
  open();
  await userEvent.click(await screen.findByRole('button', { name: 'Send' }));
  expect((await screen.findByRole('alert')).textContent).toContain(
    'Write a message or add a photo.',
  );
  expect(sent).toHaveLength(0);
});

it('shows an error with Retry when the conversations cannot be loaded', async () => {
  stubApi({
    '/api/chats/search': refusal(500, 'SERVER_ERROR', 'Server down'),
  });
  renderPage(<ChatPage />, '/browse/chat', '/browse/chat');
  expect(await screen.findByText('Your conversations could not be loaded')).toBeTruthy();
  expect(screen.getByRole('button', { name: /Retry|Try again/ })).toBeTruthy();
});

it('keeps a message the API refuses, with its reason: waiting for a reply, or too fast (429)', async () => {
  const refusals = [
    refusalBody('AWAITING_REPLY', 'Wait for Ben Bell to reply before sending more messages.'),
    rateLimited(30, 'You are sending messages too fast. Please wait 30 seconds and try again.'),
  ];
  stubChat(() => refusals.shift());
  const user = userEvent.setup();
  open();
  const box = await screen.findByRole('textbox', { name: 'Message' });
  await user.type(box, 'Are you there?{Enter}');
  const messages = screen.getByRole('list', { name: 'Messages with Ben Bell' });
  const waiting = await within(messages).findByRole('alert');
  expect(waiting.textContent).toBe(
    'Not sent: Wait for Ben Bell to reply before sending more messages.',
  );
  await user.click(within(messages).getByRole('button', { name: 'Retry' }));
  await waitFor(() =>
    expect(within(messages).getByRole('alert').textContent).toBe(
      'Not sent: You are sending messages too fast. Please wait 30 seconds and try again.',
    ),
  );
  // What the member wrote is still there, once, to send again later.
  expect(within(messages).getAllByText('Are you there?')).toHaveLength(1);
  expect(within(messages).getByRole('button', { name: 'Retry' })).toBeTruthy();
});

describe('invitations to group chats', () => {
  const invitation = {
    albumId: 9,
    title: 'Garden crew',
    inviter: BEN,
    memberCount: 3,
    dateCreated: Date.UTC(2026, 10, 20, 9),
  };
  const group = {
    ...chat,
    albumId: 9,
    albumType: 'chat_group',
    title: 'Garden crew',
    owner: BEN,
    ownerId: 3,
    members: [BEN, ME],
    lastMessage: null,
    unreadCount: 0,
  };

  function stubInvitations() {
    const answered: string[] = [];
    let pending = [invitation];
    const invitationsList = () => ({ ...listOf(pending), limit: 50 });
    stubApi({
      '/api/chats/search': conversations([chat], 0),
      '/api/chats/invitations': invitationsList,
      '/api/chats/9/invitation/accept': () => {
        answered.push('accept');
        pending = [];
        return { valid: true, message: 'You joined the group.', item: group };
      },
      '/api/chats/9/invitation/decline': () => {
        answered.push('decline');
        pending = [];
        return { valid: true, message: 'Invitation declined.' };
      },
      '/api/chats/9': { valid: true, message: 'ok', item: group },
      '/api/chats/9/notes': history([]),
    });
    return answered;
  }

  it('shows who invited the member to which group, and joins it from the keyboard', async () => {
    const answered = stubInvitations();
    const user = userEvent.setup();
    renderPage(<ChatPage />, '/browse/chat', '/browse/chat');
    const invitations = await screen.findByRole('region', { name: 'Invitations' });
    expect(within(invitations).getByRole('listitem').textContent).toContain(
      'Ben Bell invited you to Garden crew',
    );
    expect(within(invitations).getByText(/3 members/)).toBeTruthy();
    within(invitations)
      .getByRole('button', { name: 'Accept the invitation to Garden crew' })
      .focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 2, name: 'Garden crew' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Invitations' })).toBeNull();
    expect(answered).toEqual(['accept']);
  });

  it('declines, and the invitation leaves the list', async () => {
    const answered = stubInvitations();
    const user = userEvent.setup();
    renderPage(<ChatPage />, '/browse/chat', '/browse/chat');
    const invitations = await screen.findByRole('region', { name: 'Invitations' });
    await user.click(
      within(invitations).getByRole('button', { name: 'Decline the invitation to Garden crew' }),
    );
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Invitations' })).toBeNull());
    expect(answered).toEqual(['decline']);
    expect(screen.queryByRole('heading', { level: 2, name: 'Garden crew' })).toBeNull();
  });

  it('shows the creator who is invited, and takes an invitation back', async () => {
    const cleo = memberAccount(4, 'Cleo Park');
    const mine = { ...group, owner: ME, ownerId: 7, invited: [cleo] };
    const withdrawn: string[] = [];
    stubApi({
      '/api/chats/search': conversations([mine], 0),
      '/api/chats/9': { valid: true, message: 'ok', item: mine },
      '/api/chats/9/notes': history([]),
      '/api/chats/9/members/4': (_url: URL, request: Request) => {
        withdrawn.push(request.method);
        return { valid: true, message: 'Member removed.', item: { ...mine, invited: [] } };
      },
    });
    const user = userEvent.setup();
    renderPage(<ChatPage />, '/browse/chat?chatId=9&chatType=chat_group', '/browse/chat');
    await user.click(await screen.findByRole('button', { name: /Members \(2\)/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Members of Garden crew' });
    const invited = within(dialog).getByRole('list', { name: 'Invited' });
    expect(invited.textContent).toContain('Cleo Park');
    await user.click(
      within(invited).getByRole('button', { name: 'Withdraw the invitation to Cleo Park' }),
    );
    await waitFor(() => expect(within(dialog).queryByRole('list', { name: 'Invited' })).toBeNull());
    expect(withdrawn).toEqual(['DELETE']);
  });
});
