import { hiddenMembersAtom, store } from '@canopy/shared-core';
import { listOf, stubApi, memberAccount } from '@canopy/shared-core/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it } from 'vitest';
import { PostDetailPage } from '../features/post-detail/components/post-detail-page.tsx';
import { renderPage, signedInForEachTest } from '../testing/render.tsx';
import { wallPost } from '../testing/wall-post.ts';
import { comment } from '../testing/comment.ts';

const ME = memberAccount(7, 'Dana Rivera', 'dana.r');
const MARCUS = memberAccount(3, 'Marcus Bell', 'marcus.b');
// The comments list answers each top-level comment with its replies (none here).
const topLevel = (noteId: number, by: typeof ME, text: string) => ({
  ...comment(noteId, by, text),
  replies: [],
});
const list = (items: unknown[]) => ({ ...listOf(items), limit: 20, nextCursor: null });

/** The API's /users/hidden routes over one member's list, recording what was sent. */
function stubSafety(post: ReturnType<typeof wallPost>, comments: unknown[]) {
  const hidden = new Map<number, { account: typeof MARCUS; kind: string; since: number }>();
  const sent: string[] = [];
  stubApi({
    '/api/albums/posts/1': { valid: true, message: 'ok', item: post },
    '/api/notes/search': list(comments),
    '/api/users/hidden': () => list([...hidden.values()]),
    '/api/users/hidden/3': async (_url: URL, request: Request) => {
      if (request.method === 'DELETE') {
        sent.push('DELETE');
        hidden.delete(3);
        return { valid: true, message: 'ok' };
      }
      const { kind } = (await request.json()) as { kind: string };
      sent.push(`PUT ${kind}`);
      const entry = { account: MARCUS, kind, since: Date.UTC(2026, 10, 21) };
      hidden.set(3, entry);
      return { valid: true, message: 'ok', item: entry };
    },
  });
  return sent;
}

signedInForEachTest();
beforeEach(() => store.set(hiddenMembersAtom, null));

const renderDetail = () =>
  renderPage(<PostDetailPage />, '/browse/activity-detail/1', '/browse/activity-detail/:id');

it("mutes a comment's author from the comment's actions: the comment goes at once, and comes back on Unmute", async () => {
  const sent = stubSafety(wallPost({ owner: ME, ownerId: 7 }), [
    topLevel(10, MARCUS, 'Buy cheap seeds here'),
    topLevel(11, ME, 'My own words'),
  ]);
  renderDetail();
  const theirs = await screen.findByRole('article', { name: 'Comment by Marcus Bell' });
  await userEvent.click(within(theirs).getByRole('button', { name: 'Mute or block Marcus Bell' }));
  const dialog = await screen.findByRole('dialog', {
    name: 'Mute or block Marcus Bell (@marcus.b)',
  });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Mute' }));

  expect(
    (await screen.findByText('You muted Marcus Bell: this comment is hidden.', { exact: false }))
      .textContent,
  ).toContain('Unmute');
  expect(screen.queryByText('Buy cheap seeds here')).toBeNull();
  expect(screen.getByText('My own words')).toBeTruthy();
  expect(sent).toEqual(['PUT MUTE']);

  await userEvent.click(screen.getByRole('button', { name: 'Unmute Marcus Bell' }));
  expect(await screen.findByText('Buy cheap seeds here')).toBeTruthy();
  expect(sent).toEqual(['PUT MUTE', 'DELETE']);
});

it("blocks a post's author from the post's actions, and offers no menu on one's own post", async () => {
  const sent = stubSafety(
    wallPost({ owner: MARCUS, ownerId: 3, title: 'Porch zucchini', description: 'Porch zucchini' }),
    [],
  );
  renderDetail();
  await screen.findAllByText('Porch zucchini');
  await userEvent.click(screen.getByRole('button', { name: 'Mute or block Marcus Bell' }));
  const dialog = await screen.findByRole('dialog');
  // What each does is said before it is done.
  expect(dialog.textContent).toContain('neither of you can message the other');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
  expect(
    await screen.findByText('You blocked Marcus Bell: this post is hidden.', { exact: false }),
  ).toBeTruthy();
  expect(screen.queryByText('Porch zucchini')).toBeNull();
  expect(sent).toEqual(['PUT BLOCK']);
});

it('offers no mute or block on your own post and comments', async () => {
  stubSafety(wallPost({ owner: ME, ownerId: 7, description: 'Mine alone' }), [
    topLevel(11, ME, 'My own words'),
  ]);
  renderDetail();
  await screen.findByText('My own words');
  expect(screen.queryByRole('button', { name: /^Mute or block/ })).toBeNull();
});
