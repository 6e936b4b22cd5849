import { apiBaseAtom, store, userAtom } from '@canopy/shared-core';
import { listOf, refusal, renderInStore, stubApi } from '@canopy/shared-core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { AccountOverviewPage } from '../account-overview-page.tsx';

const person = (accountId: number, display: string) => ({
  accountId,
  display,
  username: display.toLowerCase().replace(' ', '.'),
  profileImage: 'http://api.test/media/avatar.svg',
  accountType: 'MEMBER',
  locationDisplay: null,
  friend: false,
  following: false,
  followerCount: 0,
});

const profile = (owner: boolean) => ({
  valid: true,
  message: 'ok',
  item: {
    profileInfo: {
      accountId: owner ? 7 : 3,
      firstName: owner ? 'Dana' : 'Marcus',
      lastName: owner ? 'Rivera' : 'Bell',
      display: owner ? 'Dana Rivera' : 'Marcus Bell',
      profileAvatar: null,
    },
    appInfo: { appBlob: null },
    friendInfo: null,
    following: false,
    friend: false,
    isProfileOwner: owner,
    referralAccountId: null,
    counts: { albums: 1, friends: 0, followers: 2, following: 1 },
  },
});

const post = {
  albumId: 41,
  albumType: 'post',
  title: 'Tomatoes are in',
  owner: person(3, 'Marcus Bell'),
  ownerId: 3,
  coverURL: null,
  thumbnailURL: null,
  metaData: {},
};

function CurrentPath() {
  const location = useLocation();
  return <output aria-label="path">{location.pathname + location.search}</output>;
}

function renderOverview(url: string) {
  renderInStore(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/account/overview" element={<AccountOverviewPage />} />
        <Route path="*" element={null} />
      </Routes>
      <CurrentPath />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  store.set(apiBaseAtom, 'http://api.test/api');
  store.set(userAtom, {
    id: 7,
    firstName: 'Dana',
    lastName: 'Rivera',
    audienceIds: [1],
  } as never);
});
afterEach(() => {
  vi.unstubAllGlobals();
  store.set(userAtom, null);
});

it("shows another member's posts, followers and following, and follows them", async () => {
  let follows = false;
  const usage: { tag: string; action: string; customId?: unknown }[] = [];
  stubApi({
    '/api/sirqul/analytics/usage': async (_url: URL, request: Request) => {
      usage.push((await request.json()) as (typeof usage)[number]);
      return { valid: true, message: 'Recorded.' };
    },
    '/api/users/3': profile(false),
    '/api/albums/search': listOf([post]),
    '/api/users/follow/search': (url: URL) =>
      url.searchParams.get('followType') === 'FOLLOWERS'
        ? listOf(
            follows
              ? [person(7, 'Dana Rivera'), person(4, 'Jonah Whitfield'), person(5, 'Elena Ortiz')]
              : [person(4, 'Jonah Whitfield'), person(5, 'Elena Ortiz')],
          )
        : listOf([person(6, 'Priya Shah')]),
    '/api/users/follow': (_url: URL, request: Request) => {
      follows = request.method === 'POST';
      return {
        valid: true,
        message: 'ok',
        item: { accountId: 3, following: follows, followerCount: follows ? 3 : 2 },
      };
    },
  });
  renderOverview('/account/overview?otherUserProfileId=3');
  expect(await screen.findByRole('heading', { name: 'Marcus Bell' })).toBeTruthy();
  // A post tile opens the post.
  const tile = await screen.findByRole('link', { name: /Tomatoes are in/ });
  expect(tile.getAttribute('href')).toBe('/browse/activity-detail/41');
  const followers = await screen.findByRole('list', { name: 'Followers' });
  expect(within(followers).getAllByRole('link')).toHaveLength(2);
  const following = await screen.findByRole('list', { name: 'Following' });
  expect(within(following).getByRole('link', { name: 'Priya Shah' }).getAttribute('href')).toBe(
    '/account/overview?otherUserProfileId=6',
  );
  // Nothing of the owner's own: no referrals, no settings link.
  expect(screen.queryByRole('heading', { name: 'Your referrals' })).toBeNull();
  expect(screen.queryByRole('link', { name: /Edit profile/ })).toBeNull();

  await userEvent.click(screen.getByRole('button', { name: 'Follow' }));
  expect(screen.getByRole('button', { name: 'Following' }).getAttribute('aria-pressed')).toBe(
    'true',
  );
  await waitFor(() =>
    expect(
      within(screen.getByRole('list', { name: 'Followers' })).getAllByRole('link'),
    ).toHaveLength(3),
  );
  await userEvent.click(screen.getByRole('link', { name: 'Message Marcus' }));
  expect(screen.getByLabelText('path').textContent).toBe('/browse/chat?with=3');
  // The view, the Follow and the Message clicks, through shared-core's trackUsage.
  await waitFor(() =>
    expect(usage.map(({ tag, action, customId }) => [tag, action, customId])).toEqual([
      ['account', 'Viewed', 3],
      ['account', 'Clicked', 3],
      ['account', 'Clicked', 3],
    ]),
  );
});

it('lists your referrals on your own overview', async () => {
  stubApi({
    '/api/users/7': profile(true),
    '/api/albums/search': listOf([]),
    '/api/users/follow/search': listOf([]),
    '/api/albums/training/progress': listOf([]),
    '/api/users/referral/list': {
      valid: true,
      message: 'ok',
      item: {
        accountId: 7,
        children: [
          {
            ...person(9, 'Grace Kim'),
            level: 1,
            referrerId: 7,
            joinedDate: 0,
            childrenTotalNumber: 1,
          },
          {
            ...person(10, 'Luis Romero'),
            level: 2,
            referrerId: 9,
            joinedDate: 0,
            childrenTotalNumber: 0,
          },
        ],
        ancestors: [],
      },
    },
  });
  renderOverview('/account/overview');
  const referrals = await screen.findByRole('list', { name: 'Your referrals' });
  // Whom you referred yourself, not whom they referred in turn.
  expect(
    within(referrals)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Grace Kim']);
  expect(screen.queryByRole('button', { name: 'Follow' })).toBeNull();
});

it('draws your profile, your sections and your posts together, not as each arrives', async () => {
  const later = <T,>(value: T, ms: number) =>
    new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));
  stubApi({
    '/api/users/7': profile(true),
    '/api/albums/search': (url: URL) => {
      const type = url.searchParams.get('albumType');
      if (type === 'training') {
        return later(
          listOf([{ ...post, albumId: 60, albumType: 'training', title: 'Composting 101' }]),
          20,
        );
      }
      if (type?.includes('group')) {
        return later(
          listOf([{ ...post, albumId: 50, albumType: 'group', title: 'Balcony growers' }]),
          40,
        );
      }
      return later(listOf([{ ...post, ownerId: 7 }]), 60); // the member's posts, last
    },
    '/api/albums/60/progress': {
      valid: true,
      message: 'ok',
      item: { albumId: 60, completedCount: 2, lessonCount: 5 },
    },
    '/api/users/follow/search': listOf([]),
    '/api/users/referral/list': {
      valid: true,
      message: 'ok',
      item: { accountId: 7, children: [], ancestors: [] },
    },
  });
  renderOverview('/account/overview');
  // Whatever comes first, the page waits for the rest of its first screen.
  expect(await screen.findByRole('heading', { name: 'Dana Rivera' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Balcony growers' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Composting 101' }).parentElement?.textContent).toContain(
    '2 of 5 lessons',
  );
  expect(screen.getByRole('link', { name: /Tomatoes are in/ })).toBeTruthy();
});

it('opens the profile an @handle names, where a mention leads', async () => {
  stubApi({
    '/api/users/by-handle/marcus.b': profile(false),
    '/api/albums/search': listOf([post]),
    '/api/users/follow/search': listOf([]),
  });
  renderOverview('/account/overview?handle=marcus.b');
  expect(await screen.findByRole('heading', { name: 'Marcus Bell' })).toBeTruthy();
  expect(await screen.findByRole('link', { name: /Tomatoes are in/ })).toBeTruthy();
});

it('says plainly when no member has the handle', async () => {
  stubApi({
    '/api/users/by-handle/nobody.here': refusal(404, 'NOT_FOUND', 'No member has that handle.'),
  });
  renderOverview('/account/overview?handle=nobody.here');
  expect(
    await screen.findByRole('heading', { name: '@nobody.here could not be found' }),
  ).toBeTruthy();
  expect(screen.getByText('No member has that handle.')).toBeTruthy();
  expect(screen.queryByRole('button', { name: /Retry|Try again/ })).toBeNull();
});
