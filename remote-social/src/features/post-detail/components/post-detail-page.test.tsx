import { apiBaseAtom, store, userAtom } from '@canopy/shared-core';
import { stubApi } from '@canopy/shared-core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { renderPage, signInAs } from '../../../testing/render.tsx';
import { wallPost } from '../../../testing/wall-post.ts';
import { PostDetailPage } from './post-detail-page.tsx';

const owner = (accountId: number, display: string) => ({
  accountId,
  display,
  username: display.toLowerCase(),
  profileImage: 'http://api.test/media/a.svg',
  accountType: 'MEMBER',
  locationDisplay: null,
});
const note = (
  noteId: number,
  by: ReturnType<typeof owner>,
  comment: string,
  parentNoteId: number | null = null,
) => ({
  noteId,
  albumId: 1,
  parentNoteId,
  comment,
  owner: by,
  dateCreated: Date.UTC(2026, 10, 20),
  updatedDate: Date.UTC(2026, 10, 20),
  likesCount: 0,
  tags: [],
});
const ME = owner(7, 'Dana Rivera');
const MARCUS = owner(3, 'Marcus Bell');

const page = (items: unknown[], nextCursor: string | null = null) => ({
  valid: true,
  message: 'ok',
  items,
  count: items.length,
  countTotal: items.length,
  hasMoreResults: nextCursor !== null,
  start: 0,
  limit: 20,
  nextCursor,
});

const renderDetail = () =>
  renderPage(<PostDetailPage />, '/browse/activity-detail/1', '/browse/activity-detail/:id');

beforeEach(() => {
  store.set(apiBaseAtom, 'http://api.test/api');
  signInAs(7);
});
afterEach(() => {
  vi.unstubAllGlobals();
  store.set(userAtom, null);
});

it('shows the post and its comments newest last, replies under their comment', async () => {
  stubApi({
    '/api/albums/posts/1': { valid: true, message: 'ok', item: wallPost({ commentsCount: 3 }) },
    '/api/notes/search': (url: URL) =>
      url.searchParams.get('cursor') === 'next'
        ? page([note(12, ME, 'Third')])
        : page(
            [{ ...note(10, MARCUS, 'First <b>bold</b>'), replies: [note(11, ME, 'A reply', 10)] }],
            'next',
          ),
  });
  renderDetail();
  const thread = await screen.findByRole('list', { name: 'Comments' });
  expect(thread.textContent).toContain('First <b>bold</b>');
  const replies = within(thread).getByRole('list', { name: 'Replies to Marcus Bell' });
  expect(replies.textContent).toContain('A reply');
  await userEvent.click(screen.getByRole('button', { name: 'Show more comments' }));
  await screen.findByText('Third');
  const comments = within(thread).getAllByRole('article');
  expect(comments.at(-1)?.textContent).toContain('Third');
});

it("offers Edit and Delete on your comments only, never on another member's", async () => {
  stubApi({
    '/api/albums/posts/1': { valid: true, message: 'ok', item: wallPost() },
    '/api/notes/search': page([
      { ...note(10, MARCUS, 'Theirs'), replies: [] },
      { ...note(11, ME, 'Mine'), replies: [] },
    ]),
    '/api/notes/11': { valid: true, message: 'Your comment has been deleted.' },
  });
  renderDetail();
  const theirs = await screen.findByRole('article', { name: 'Comment by Marcus Bell' });
  expect(within(theirs).queryByRole('button', { name: 'Delete your comment' })).toBeNull();
  expect(within(theirs).queryByRole('button', { name: 'Edit your comment' })).toBeNull();
  const mine = screen.getByRole('article', { name: 'Comment by Dana Rivera' });
  await userEvent.click(within(mine).getByRole('button', { name: 'Delete your comment' }));
  await userEvent.click(within(mine).getByRole('button', { name: 'Yes, delete' }));
  await waitFor(() => expect(screen.queryByText('Mine')).toBeNull());
});

it('posts a comment and a reply, and counts them on the post', async () => {
  let nextId = 20;
  stubApi({
    '/api/albums/posts/1': { valid: true, message: 'ok', item: wallPost({ commentsCount: 1 }) },
    '/api/notes/search': page([{ ...note(10, MARCUS, 'Hello'), replies: [] }]),
    '/api/notes': async (_url: URL, request: Request) => {
      const body = (await request.json()) as { comment: string; parentNoteId?: number };
      return {
        valid: true,
        message: 'Your comment is posted.',
        item: { ...note((nextId += 1), ME, body.comment, body.parentNoteId ?? null), replies: [] },
      };
    },
  });
  renderDetail();
  await screen.findByText('Hello');
  await userEvent.click(screen.getByRole('button', { name: 'Comment' }));
  expect(screen.getByRole('alert').textContent).toBe('Write a comment first.');
  await userEvent.type(screen.getByRole('textbox', { name: 'Write a comment' }), 'New one');
  await userEvent.click(screen.getByRole('button', { name: 'Comment' }));
  await screen.findByText('New one');
  await userEvent.click(screen.getByRole('button', { name: 'Reply to Marcus Bell' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Reply to Marcus Bell' }), 'Replying');
  await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
  const replies = await screen.findByRole('list', { name: 'Replies to Marcus Bell' });
  expect(replies.textContent).toContain('Replying');
  expect(screen.getByText('3 comments')).toBeTruthy();
});
