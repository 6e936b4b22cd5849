import { listOf, refusal, stubApi } from '@canopy/shared-core/testing';
import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { sectionAlbum } from '../../../../testing/album.ts';
import { renderPage, signedInForEachTest } from '../../../../testing/render.tsx';
import { SeeAllPage } from '../see-all-page.tsx';

signedInForEachTest();

const albums = [1, 2, 3, 4, 5].map((albumId) =>
  sectionAlbum({ albumId, title: `Album ${albumId}`, likeCount: 10 - albumId }),
);

const sponsored = [
  sectionAlbum({
    albumId: 90,
    albumType: 'ad',
    title: 'Visit the market',
    metaData: { cta_linkto: { url: '/browse/marketplace' } },
  }),
  sectionAlbum({ albumId: 91, albumType: 'ad', title: 'Quiz night', metaData: {} }),
];

function render(query: string, ads = sponsored) {
  const fetchMock = stubApi({
    '/api/albums/search': (url: URL) =>
      listOf(url.searchParams.get('albumType') === 'ad' ? ads : albums),
  });
  renderPage(<SeeAllPage />, `/browse/see-all?${query}`, '/browse/see-all');
  const sent = () => new URL((fetchMock.mock.calls[0]?.[0] as Request).url).searchParams;
  sentSearches = () =>
    fetchMock.mock.calls
      .map(([request]) => new URL((request as Request).url).searchParams)
      .filter((params) => params.get('albumType') !== 'ad');
  return { sent };
}

let sentSearches: () => URLSearchParams[] = () => [];

it('shows no sponsored tile when there is no sponsored album', async () => {
  render(`adConfig=${encodeURIComponent('{"frequency":2}')}`, []);
  await screen.findByRole('list', { name: 'See all' });
  expect(screen.queryAllByTestId('ad-tile')).toHaveLength(0);
});

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
  const ad = encodeURIComponent('{"frequency":2}');
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
    expect.stringContaining('Quiz night'),
    expect.stringContaining('Album 5'),
  ]);
  // A sponsored album's own picture, marked, leading where it names (or nowhere).
  const [market, quiz] = screen.getAllByTestId('ad-tile');
  expect(market?.textContent).toContain('Sponsored');
  expect(within(market!).getByRole('link').getAttribute('href')).toBe('/browse/marketplace');
  expect(within(quiz!).queryByRole('link')).toBeNull();
  expect(tiles[0]?.textContent).toContain('#1 · 6 likes');
  // _albumType without albumType is the type asked for, not every kind of album.
  const [search] = sentSearches();
  expect(search?.get('albumType')).toBe('video');
  expect(
    within(grid)
      .getByRole('link', { name: /Album 4/ })
      .getAttribute('href'),
  ).toBe('/browse/video/4');
});

it('shows the API error with a retry', async () => {
  stubApi({
    '/api/albums/search': () => refusal(503, 'X', 'Down for maintenance'),
  });
  renderPage(<SeeAllPage />, '/browse/see-all?title=News', '/browse/see-all');
  expect(await screen.findByText('News could not be loaded')).toBeTruthy();
  expect(screen.getByRole('button', { name: /retry/i })).toBeTruthy();
});
