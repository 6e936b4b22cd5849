import { notificationsUnreadAtom, store } from '@canopy/shared-core';
import { listOf, stubApi, memberAccount } from '@canopy/shared-core/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { renderPage, signedInForEachTest } from '../../../../testing/render.tsx';
import { NotificationsPage } from '../notifications-page.tsx';

const notification = (notificationId: number, extra: object = {}) => ({
  notificationId,
  sender: memberAccount(5, 'Maya Chen', 'maya'),
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

signedInForEachTest();
afterEach(() => {
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

it('links invites, group invitations, orders, tournaments and badges to their own pages', async () => {
  const system = { sender: null, albumId: null, thumbnailURL: null };
  stubApi({
    '/api/notifications/search': () =>
      listOf([
        notification(21, {
          event: 'ALBUM_INVITE',
          notificationMessage: 'Maya invited you to Summer grow',
          contentType: 'ALBUM',
          contentId: 30,
          albumId: null,
          inviteToken: 'tok/en+1',
        }),
        notification(22, {
          ...system,
          event: 'ORDER_STATUS',
          notificationMessage: 'Order #7 is confirmed',
          contentType: 'ORDER',
          contentId: 7,
        }),
        notification(23, {
          ...system,
          event: 'ORDER_STATUS',
          notificationMessage: '$25.00 of credit was added to your balance (order #8).',
          contentType: 'CREDIT',
          contentId: 8,
        }),
        notification(24, {
          event: 'TOURNAMENT',
          notificationMessage: 'Maya joined your tournament: “Buzz Cup”',
          contentType: 'TOURNAMENT',
          contentId: 3,
          albumId: null,
        }),
        notification(26, {
          event: 'CHAT_INVITE',
          notificationMessage: 'Maya invited you to the group chat “Seed swap”',
          contentType: 'CHAT',
          contentId: 41,
          albumId: null,
        }),
        notification(25, {
          ...system,
          event: 'BADGE',
          notificationMessage: 'You earned the “Sprout” badge of Level up.',
          contentType: 'ACHIEVEMENT',
          contentId: 2,
        }),
      ]),
  });
  renderPage(<NotificationsPage />, '/browse/notifications');
  const hrefOf = async (name: string) =>
    within(await screen.findByRole('article', { name }))
      .getByRole('link')
      .getAttribute('href');
  expect(await hrefOf('Maya invited you to Summer grow')).toBe('/albums/invite?token=tok%2Fen%2B1');
  expect(await hrefOf('Order #7 is confirmed')).toBe('/browse/wallet');
  expect(await hrefOf('$25.00 of credit was added to your balance (order #8).')).toBe(
    '/browse/payments',
  );
  expect(await hrefOf('Maya joined your tournament: “Buzz Cup”')).toBe(
    '/browse/tournament/detail/3',
  );
  expect(await hrefOf('You earned the “Sprout” badge of Level up.')).toBe('/browse/badges');
  // An invitation to a group opens the chat page, where it waits with Accept and Decline.
  expect(await hrefOf('Maya invited you to the group chat “Seed swap”')).toBe('/browse/chat');
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
