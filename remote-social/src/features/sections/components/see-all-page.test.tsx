import { apiBaseAtom, store } from '@canopy/shared-core';
import { listOf, stubApi } from '@canopy/shared-core/testing';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { sectionAlbum } from '../../../testing/album.ts';
import { renderPage, signInAs } from '../../../testing/render.tsx';
import { SeeAllPage } from './see-all-page.tsx';

beforeEach(() => {
  store.set(apiBaseAtom, 'http://api.test/api');
  signInAs(7);
});
afterEach(() => vi.unstubAllGlobals());

const albums = [1, 2, 3, 4, 5].map((albumId) =>
  sectionAlbum({ albumId, title: `Album ${albumId}`, likeCount: 10 - albumId }),
);

function render(query: string) {
  const fetchMock = stubApi({ '/api/albums/search': listOf(albums) });
  renderPage(<SeeAllPage />, `/browse/see-all?${query}`, '/browse/see-all');
  const sent = () => new URL((fetchMock.mock.calls[0]?.[0] as Request).url).searchParams;
  return { sent };
}

it('sends the search the query asks for, with sortField fallback and the limit capped', async () => {
  const { sent } = render(
    'title=Fresh&albumType=news&categoryIds=20,23&filters=MINE&sortField=NOPE&keyword=soil&strictMap=true&start=10&limit=500',
  );
  await screen.findByRole('list', { name: 'Fresh' });
  const params = sent();
  expect(Object.fromEntries(params)).toMatchObject({
    albumType: 'news',
    categoryIds: '20,23',
    filter: 'MINE',
    sortField: 'ALBUM_CREATED',
    keyword: 'soil',
    strictMap: 'true',
    start: '10',
    limit: '100',
  });
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Fresh');
});

it('lays tiles out in the default three columns, horizontally, with no ads', async () => {
  render('albumType=news');
  const grid = await screen.findByRole('list', { name: 'See all' });
  expect(grid.dataset['columns']).toBe('3');
  expect(grid.dataset['direction']).toBe('horizontal');
  expect(screen.queryAllByTestId('ad-tile')).toHaveLength(0);
});

it('honours layoutConfig, adConfig, _albumType, rankType and sortOrderAlbumIds', async () => {
  const layout = encodeURIComponent('{"columnCount":2,"direction":"vertical"}');
  const ad = encodeURIComponent(
    '{"frequency":2,"title":"Visit the market","linkto":"/browse/marketplace"}',
  );
  render(
    `title=Ranked&layoutConfig=${layout}&adConfig=${ad}&_albumType=video&rankType=LIKES&sortOrderAlbumIds=4,2`,
  );
  const grid = await screen.findByRole('list', { name: 'Ranked' });
  expect(grid.dataset['direction']).toBe('vertical');
  const tiles = within(grid).getAllByRole('listitem');
  // Albums 4 and 2 first, an ad after every second album.
  expect(tiles.map((tile) => tile.textContent)).toEqual([
    expect.stringContaining('Album 4'),
    expect.stringContaining('Album 2'),
    expect.stringContaining('Visit the market'),
    expect.stringContaining('Album 1'),
    expect.stringContaining('Album 3'),
    expect.stringContaining('Visit the market'),
    expect.stringContaining('Album 5'),
  ]);
  expect(tiles[0]?.textContent).toContain('#1 · 6 likes');
  expect(
    within(grid)
      .getByRole('link', { name: /Album 4/ })
      .getAttribute('href'),
  ).toBe('/browse/video/4');
});

it('shows the API error with a retry', async () => {
  stubApi({
    '/api/albums/search': () =>
      Response.json(
        { valid: false, message: 'Down for maintenance', errorCode: 'X' },
        { status: 503 },
      ),
  });
  renderPage(<SeeAllPage />, '/browse/see-all?title=News', '/browse/see-all');
  expect(await screen.findByText('News could not be loaded')).toBeTruthy();
  expect(screen.getByRole('button', { name: /retry/i })).toBeTruthy();
});
