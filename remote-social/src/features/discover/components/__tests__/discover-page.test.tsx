import { listOf, stubApi } from '@canopy/shared-core/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { expect, it } from 'vitest';
import { renderPage, signedInForEachTest } from '../../../../testing/render.tsx';
import { wallPost } from '../../../../testing/wall-post.ts';
import { DiscoverPage } from '../discover-page.tsx';

signedInForEachTest();

it('shows trending albums as tiles that open their page, and recent ones on the other tab', async () => {
  const fetchMock = stubApi({
    '/api/albums/search': (url: URL) =>
      url.searchParams.has('albumType')
        ? listOf([])
        : listOf([
            wallPost({
              albumId: url.searchParams.get('sortField') === 'TRENDING' ? 4 : 5,
              title: url.searchParams.get('sortField') === 'TRENDING' ? 'Hot topic' : 'Just in',
            }),
          ]),
  });
  renderPage(<DiscoverPage />, '/browse/discover');
  const trending = await screen.findByRole('list', { name: 'Trending' });
  expect(
    within(trending)
      .getByRole('link', { name: /Hot topic/ })
      .getAttribute('href'),
  ).toBe('/browse/activity-detail/4');
  await userEvent.click(screen.getByRole('tab', { name: 'Recent' }));
  expect(await screen.findByRole('link', { name: /Just in/ })).toBeTruthy();
  const sorts = fetchMock.mock.calls
    .map(([request]) => new URL((request as Request).url))
    .filter((url) => url.pathname === '/api/albums/search' && !url.searchParams.has('albumType'))
    .map((url) => url.searchParams.get('sortField'));
  expect(sorts).toEqual(['TRENDING', 'ALBUM_CREATED']);
});

it('searches posts and comments and marks the words found, as text', async () => {
  stubApi({
    '/api/albums/discover': (url: URL) =>
      listOf([
        {
          ...wallPost({ albumId: 8, description: 'Look at my balcony' }),
          headline: `Those ⟪${url.searchParams.get('keyword')}⟫ <b>are</b> lovely`,
        },
      ]),
  });
  const { container } = renderPage(<DiscoverPage />, '/browse/discover');
  await userEvent.type(screen.getByLabelText('Search posts and comments'), 'marigolds');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  const results = await screen.findByRole('region', { name: 'Search results' });
  expect(within(results).getByRole('status').textContent).toBe('1 result for “marigolds”');
  expect(container.querySelector('mark')?.textContent).toBe('marigolds');
  expect(container.querySelector('b')).toBeNull();
  expect(results.textContent).toContain('<b>are</b>');
});

it('links to the latest topics and suggests people not followed yet', async () => {
  const person = (accountId: number, display: string, following: boolean) => ({
    accountId,
    display,
    username: display.toLowerCase(),
    profileImage: 'http://api.test/media/avatar.svg',
    accountType: 'MEMBER',
    locationDisplay: null,
    friend: false,
    following,
    followerCount: 5,
    rank: accountId,
    followingCount: 1,
    postCount: 2,
    engagement: 3,
  });
  stubApi({
    '/api/albums/search': (url: URL) =>
      url.searchParams.get('albumType') === 'topic'
        ? listOf([wallPost({ albumId: 30, albumType: 'topic', title: 'Growing in clay soil' })])
        : listOf([]),
    '/api/users/influencers': listOf([
      person(1, 'Priya Shah', true),
      person(2, 'Casey Morgan', false),
    ]),
  });
  renderPage(<DiscoverPage />, '/browse/discover');
  const topics = await screen.findByRole('list', { name: 'Topics' });
  expect(
    within(topics)
      .getByRole('link', { name: /Growing in clay soil/ })
      .getAttribute('href'),
  ).toBe('/browse/topic/30');
  expect(screen.getByRole('link', { name: 'All topics' }).getAttribute('href')).toBe(
    '/browse/topic',
  );
  const people = await screen.findByRole('list', { name: 'People to follow' });
  expect(people.textContent).toContain('Casey Morgan');
  // Somebody the member follows already is no suggestion.
  expect(people.textContent).not.toContain('Priya Shah');
});

it('says "1,000+ results" when the API stopped counting, not a false exact number', async () => {
  stubApi({
    '/api/albums/discover': () => ({
      ...listOf([wallPost({ albumId: 8, description: 'Marigolds everywhere' })]),
      countTotal: 1000,
      hasMoreResults: true,
    }),
  });
  renderPage(<DiscoverPage />, '/browse/discover');
  await userEvent.type(screen.getByLabelText('Search posts and comments'), 'marigolds');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  const results = await screen.findByRole('region', { name: 'Search results' });
  expect(within(results).getByRole('status').textContent).toBe('1,000+ results for “marigolds”');
});

it('keeps one search form however often the member searches and comes back to Discover', async () => {
  stubApi({
    '/api/albums/discover': () => listOf([wallPost({ albumId: 8 })]),
    '/api/albums/search': () => listOf([]),
  });
  renderPage(
    <>
      <Link to="/browse/discover">Discover</Link>
      <DiscoverPage />
    </>,
    '/browse/discover',
  );
  for (const keyword of ['compost', 'sunflowers']) {
    const box = screen.getByLabelText('Search posts and comments');
    await userEvent.clear(box);
    await userEvent.type(box, keyword);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(`1 result for “${keyword}”`)).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Discover' }));
    expect(await screen.findByRole('tab', { name: 'Trending' })).toBeTruthy();
  }
  expect(screen.getAllByRole('search')).toHaveLength(1);
});
