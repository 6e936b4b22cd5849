import { FakeEventSource, refusal, stubApi } from '@canopy/shared-core/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { liveSessionForEachTest } from '../../../testing/live.ts';
import { renderPage } from '../../../testing/render.tsx';
import { wallPage, wallPost } from '../../../testing/wall-post.ts';
import { ActivityWallPage } from './activity-wall-page.tsx';

const older = wallPost({ albumId: 1, title: 'Tomatoes', description: 'Tomatoes are in' });
const newer = wallPost({ albumId: 2, title: 'Radishes', description: 'Radishes at the market' });

let wall = [older];
let scrollTo: ReturnType<typeof vi.fn>;
const live = liveSessionForEachTest();

beforeEach(() => {
  wall = [older];
  scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
  stubApi({
    '/api/albums/wall': () => wallPage(wall),
    '/api/live/ticket': { valid: true, message: 'ok', item: { ticket: 't-1', expires: 0 } },
  });
  live.connect();
});

/** A post someone else wrote, announced over the live stream. */
async function announce(albumId: number) {
  await waitFor(() => expect(FakeEventSource.latest).toBeDefined());
  act(() => FakeEventSource.latest?.emit('wall-post', { albumId }));
}

const postTitles = () =>
  within(screen.getByRole('list', { name: 'Posts' }))
    .getAllByRole('article')
    .map((post) => post.textContent);

describe('the live wall', () => {
  it('offers "1 new post" without moving the wall, and shows it on top when pressed', async () => {
    renderPage(<ActivityWallPage />, '/browse/activity-wall');
    await screen.findByText('Tomatoes are in');
    wall = [newer, older];
    await announce(newer.albumId);
    // The same post announced again is still one.
    await announce(newer.albumId);

    const button = await screen.findByRole('button', { name: '1 new post' });
    expect(postTitles()).toHaveLength(1);
    expect(screen.queryByText('Radishes at the market')).toBeNull();

    await userEvent.click(button);
    await screen.findByText('Radishes at the market');
    const titles = postTitles();
    expect(titles).toHaveLength(2);
    expect(titles[0]).toContain('Radishes at the market');
    expect(titles[1]).toContain('Tomatoes are in');
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0 });
    expect(document.activeElement).toBe(screen.getByRole('list', { name: 'Posts' }));
    expect(screen.queryByRole('button', { name: /new post/ })).toBeNull();
  });

  it('counts each new post once, and not one the wall shows already', async () => {
    renderPage(<ActivityWallPage />, '/browse/activity-wall');
    await screen.findByText('Tomatoes are in');
    await announce(older.albumId);
    await announce(2);
    await announce(3);
    expect(await screen.findByRole('button', { name: '2 new posts' })).toBeTruthy();
  });

  it('says in place when the new posts cannot be loaded, and keeps the button', async () => {
    renderPage(<ActivityWallPage />, '/browse/activity-wall');
    await screen.findByText('Tomatoes are in');
    stubApi({
      '/api/albums/wall': refusal(503, 'UNAVAILABLE', 'The wall is resting.'),
    });
    await announce(newer.albumId);
    await userEvent.click(await screen.findByRole('button', { name: '1 new post' }));
    expect(
      await screen.findByText('The new posts could not be loaded. Press again to try once more.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: '1 new post' })).toBeTruthy();
    expect(postTitles()).toHaveLength(1);
  });
});
