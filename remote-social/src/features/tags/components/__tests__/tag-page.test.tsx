import { listOf, refusal, stubApi } from '@canopy/shared-core/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { renderPage, signedInForEachTest } from '../../../../testing/render.tsx';
import { wallPost } from '../../../../testing/wall-post.ts';
import { TagPage } from '../tag-page.tsx';

signedInForEachTest();

it('lists the posts carrying the tag, newest first as the API sends them, page by page', async () => {
  const fetchMock = stubApi({
    '/api/albums/tagged': (url: URL) =>
      url.searchParams.get('start') === '0'
        ? {
            ...listOf([
              wallPost({ albumId: 9, description: 'Turned the heap #compost' }),
              wallPost({ albumId: 8, description: 'Worms love it #compost' }),
            ]),
            limit: 2,
            countTotal: 3,
            hasMoreResults: true,
          }
        : {
            ...listOf([wallPost({ albumId: 7, description: 'First heap #compost' })]),
            start: 2,
            countTotal: 3,
          },
  });
  renderPage(<TagPage />, '/browse/tag/Compost', '/browse/tag/:name');
  expect(screen.getByRole('heading', { name: '#compost' })).toBeTruthy();
  const posts = await screen.findByRole('region', { name: 'Posts with #compost' });
  expect(within(posts).getByRole('status').textContent).toBe('3 posts with #compost');
  expect(within(posts).getAllByRole('listitem')).toHaveLength(2);
  const asked = new URL((fetchMock.mock.calls[0]![0] as Request).url);
  expect(asked.searchParams.get('tag')).toBe('compost');
  await userEvent.click(screen.getByRole('button', { name: 'Show more posts' }));
  expect(await screen.findByText('First heap #compost')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Show more posts' })).toBeNull();
});

it('says when no post carries the tag, and why a page could not be loaded', async () => {
  stubApi({ '/api/albums/tagged': listOf([]) });
  renderPage(<TagPage />, '/browse/tag/nothing', '/browse/tag/:name');
  expect(await screen.findByText('No posts with #nothing yet')).toBeTruthy();
});

it('offers Retry when the posts could not be loaded', async () => {
  stubApi({
    '/api/albums/tagged': () => refusal(400, 'VALIDATION_ERROR', 'That is no tag.'),
  });
  renderPage(<TagPage />, '/browse/tag/x', '/browse/tag/:name');
  expect(await screen.findByText('These posts could not be loaded')).toBeTruthy();
  expect(screen.getByRole('button', { name: /Retry/ })).toBeTruthy();
});
