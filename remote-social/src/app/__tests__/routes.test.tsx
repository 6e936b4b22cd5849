import { apiBaseAtom, store } from '@canopy/shared-core';
import { listOf, stubApi } from '@canopy/shared-core/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import SocialRoutes from '../routes.tsx';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/browse/*" element={<SocialRoutes />} />
      </Routes>
    </MemoryRouter>,
  );
}

const album = {
  albumId: 1,
  albumType: 'news',
  title: 'Sunflowers along I-70',
  description: 'Peak season',
  owner: { accountId: 2, display: 'Jonah Whitfield' },
  coverURL: 'http://localhost:4000/media/cover.svg',
  fullURL: null,
  thumbnailURL: null,
  mediaType: 'IMAGE',
  metaData: {},
  likeCount: 1,
  commentsCount: 31,
  dateCreated: Date.UTC(2026, 10, 20),
};

beforeEach(() => store.set(apiBaseAtom, 'http://api.test/api'));
afterEach(() => vi.unstubAllGlobals());

it('shows the wall’s posts from the API, newest first', async () => {
  const fetchMock = stubApi({ '/api/albums/search': listOf([album]) });
  renderAt('/browse/activity-wall');
  const posts = await screen.findByRole('list', { name: 'Posts' });
  expect(posts.textContent).toContain('Sunflowers along I-70');
  expect(posts.textContent).toContain('Jonah Whitfield');
  expect(posts.textContent).toContain('1 like');
  expect(posts.textContent).toContain('31 comments');
  const url = new URL((fetchMock.mock.calls[0]![0] as Request).url);
  expect(url.searchParams.get('sortField')).toBe('ALBUM_CREATED');
});

it('says so when the wall is empty', async () => {
  stubApi({ '/api/albums/search': listOf([]) });
  renderAt('/browse/activity-wall');
  expect(await screen.findByText('Nothing on the wall yet')).toBeTruthy();
});

it('shows the error and retries', async () => {
  let calls = 0;
  stubApi({
    '/api/albums/search': () =>
      ++calls === 1
        ? Response.json({ message: 'Database busy' }, { status: 503 })
        : listOf([album]),
  });
  renderAt('/browse/activity-wall');
  expect((await screen.findByRole('alert')).textContent).toContain(
    'Error Code: 503 Message: Database busy',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('list', { name: 'Posts' })).toBeTruthy();
});

it('answers a path it does not have with its own not-found page', () => {
  stubApi({});
  renderAt('/browse/no-such-page');
  expect(screen.getByText('Page not found')).toBeTruthy();
});
