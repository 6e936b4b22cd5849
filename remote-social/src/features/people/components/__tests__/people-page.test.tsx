import { store, toastsAtom } from '@canopy/shared-core';
import { listOf, stubApi, memberAccount } from '@canopy/shared-core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { renderPage, signedInForEachTest } from '../../../../testing/render.tsx';
import { InfluencersPage } from '../influencers-page.tsx';
import { PeoplePage } from '../people-page.tsx';

const person = (accountId: number, display: string, extra: object = {}) => ({
  ...memberAccount(accountId, display, display.split(' ')[0]!.toLowerCase()),
  locationDisplay: 'Wichita, KS',
  friend: false,
  following: false,
  followerCount: 4,
  ...extra,
});

signedInForEachTest();

it('searches members by name and opens their profile', async () => {
  const fetchMock = stubApi({
    '/api/users/people/search': (url: URL) =>
      listOf(
        url.searchParams.get('keyword') === 'maya'
          ? [person(5, 'Maya Chen')]
          : [person(3, 'Marcus Bell')],
      ),
  });
  renderPage(<PeoplePage />, '/browse/people');
  await screen.findByRole('article', { name: 'Marcus Bell' });
  await userEvent.type(screen.getByLabelText('Search members by name'), 'maya');
  const maya = await screen.findByRole('article', { name: 'Maya Chen' });
  expect(within(maya).getByRole('link', { name: 'Maya Chen' }).getAttribute('href')).toBe(
    '/account/overview?otherUserProfileId=5',
  );
  const url = new URL((fetchMock.mock.calls.at(-1)![0] as Request).url);
  expect(url.searchParams.get('keyword')).toBe('maya');
});

it('offers Show more while the API says more follow, and loads the next page', async () => {
  stubApi({
    '/api/users/people/search': (url: URL) =>
      url.searchParams.get('start') === '0'
        ? {
            ...listOf(
              Array.from({ length: 20 }, (_, index) => person(100 + index, `Member ${index}`)),
            ),
            limit: 20,
            countTotal: 1000,
            hasMoreResults: true,
          }
        : { ...listOf([person(5, 'Maya Chen')]), start: 20, limit: 20, countTotal: 21 },
  });
  renderPage(<PeoplePage />, '/browse/people');
  await screen.findByRole('article', { name: 'Member 19' });
  await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
  await screen.findByRole('article', { name: 'Maya Chen' });
  expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
});

it('follows at once and takes it back with a toast when the server refuses', async () => {
  let refuse = true;
  stubApi({
    '/api/users/people/search': listOf([person(3, 'Marcus Bell')]),
    '/api/users/follow': () =>
      refuse
        ? Response.json({ message: 'Try later' }, { status: 500 })
        : {
            valid: true,
            message: 'You follow this member now.',
            item: { accountId: 3, following: true, followerCount: 5 },
          },
  });
  renderPage(<PeoplePage />, '/browse/people');
  const card = await screen.findByRole('article', { name: 'Marcus Bell' });
  await userEvent.click(within(card).getByRole('button', { name: 'Follow Marcus Bell' }));
  await waitFor(() => expect(store.get(toastsAtom)).toHaveLength(1));
  expect(card.textContent).toContain('4 followers');
  refuse = false;
  await userEvent.click(within(card).getByRole('button', { name: 'Follow Marcus Bell' }));
  const following = await within(card).findByRole('button', { name: 'Following Marcus Bell' });
  expect(following.getAttribute('aria-pressed')).toBe('true');
  expect(card.textContent).toContain('5 followers');
});

it('ranks influencers', async () => {
  stubApi({
    '/api/users/influencers': listOf([
      person(1, 'Casey Morgan', { rank: 1, followingCount: 0, postCount: 5, engagement: 900 }),
      person(3, 'Marcus Bell', { rank: 2, followingCount: 2, postCount: 3, engagement: 120 }),
    ]),
  });
  renderPage(<InfluencersPage />, '/browse/influencer');
  const list = await screen.findByRole('list', { name: 'Influencers' });
  const cards = within(list).getAllByRole('article');
  expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
    'Casey Morgan',
    'Marcus Bell',
  ]);
  expect(within(cards[0]!).getByLabelText('Rank 1')).toBeTruthy();
  expect(cards[0]?.textContent).toContain('900 reactions');
});
