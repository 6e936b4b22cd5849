import {
  apiBaseAtom,
  notificationsUnreadAtom,
  store,
  toastsAtom,
  userAtom,
} from '@canopy/shared-core';
import { listOf, stubApi } from '@canopy/shared-core/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { renderPage, signInAs } from '../../../testing/render.tsx';
import { NotificationsPage } from './notifications-page.tsx';

const notification = (notificationId: number, extra: object = {}) => ({
  notificationId,
  sender: {
    accountId: 5,
    display: 'Maya Chen',
    username: 'maya',
    profileImage: 'http://api.test/media/a.svg',
    accountType: 'MEMBER',
    locationDisplay: null,
  },
  event: 'LIKE',
  notificationMessage: 'Maya and 3 others liked your post: “Basil”',
  created: Date.now() - 60_000,
  hasRead: false,
  contentId: 12,
  contentType: 'ALBUM',
  contentName: 'Basil',
  parentId: null,
  parentType: null,
  actionCategory: 'likes',
  thumbnailURL: null,
  albumId: 12,
  groupCount: 4,
  senderCount: 4,
  ...extra,
});

beforeEach(() => {
  store.set(apiBaseAtom, 'http://api.test/api');
  store.set(toastsAtom, []);
  signInAs(7);
});
afterEach(() => {
  vi.unstubAllGlobals();
  store.set(userAtom, null);
  store.set(notificationsUnreadAtom, 0);
});

it('lists grouped notifications that link to their item, and marks one read', async () => {
  let read = false;
  stubApi({
    '/api/notifications/search': () =>
      listOf([
        notification(9, { hasRead: read }),
        notification(4, {
          event: 'FOLLOW',
          notificationMessage: 'Maya Chen started following you',
          albumId: null,
          hasRead: true,
        }),
      ]),
    '/api/notifications/9/read': () => {
      read = true;
      return { valid: true, message: 'ok', item: { unreadCount: 0 } };
    },
  });
  store.set(notificationsUnreadAtom, 1);
  renderPage(<NotificationsPage />, '/browse/notifications');
  const likes = await screen.findByRole('article', {
    name: 'Maya and 3 others liked your post: “Basil”',
  });
  expect(within(likes).getByRole('link').getAttribute('href')).toBe('/browse/activity-detail/12');
  const follow = screen.getByRole('article', { name: 'Maya Chen started following you' });
  expect(within(follow).getByRole('link').getAttribute('href')).toBe(
    '/account/overview?otherUserProfileId=5',
  );
  expect(within(follow).queryByRole('button')).toBeNull();
  await userEvent.click(within(likes).getByRole('button', { name: /^Mark read/ }));
  await vi.waitFor(() => expect(store.get(notificationsUnreadAtom)).toBe(0));
  await vi.waitFor(() => expect(within(likes).queryByRole('button')).toBeNull());
});

it('says so when there is nothing, and offers a retry when loading fails', async () => {
  let fail = true;
  stubApi({
    '/api/notifications/search': () =>
      fail ? Response.json({ message: 'Down' }, { status: 500 }) : listOf([]),
  });
  renderPage(<NotificationsPage />, '/browse/notifications');
  await screen.findByText('Notifications could not be loaded');
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: /try again|retry/i }));
  await screen.findByText('Nothing new yet');
});
