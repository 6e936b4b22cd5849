import {
  Button,
  PageTitle,
  color,
  errorText,
  markAllNotificationsRead,
  markNotificationRead,
  notificationsUnreadAtom,
  searchNotifications,
  showToast,
  store,
  useLiveEvent,
  useTrackView,
} from '@canopy/shared-core';
import { useAtomValue } from 'jotai';
import { PagedListView } from '../../../components/paged-list-view.tsx';
import { usePagedList } from '../../../hooks/use-paged-list.ts';
import { NotificationRow } from './notification-row.tsx';
import { PageColumn } from '../../../components/page-column.tsx';

const PAGE_SIZE = 20;

/** /browse/notifications: what happened to the member, newest first, updated live. */
export function NotificationsPage() {
  useTrackView('notifications');
  const notifications = usePagedList(
    (start, signal) => searchNotifications({ start, limit: PAGE_SIZE }, signal),
    [],
  );
  const unread = useAtomValue(notificationsUnreadAtom);
  const { refresh } = notifications;
  useLiveEvent('notification', () => void refresh());

  const markRead = async (notificationId: number) => {
    try {
      const answer = await markNotificationRead(notificationId);
      store.set(notificationsUnreadAtom, answer.item.unreadCount);
      await refresh();
    } catch (error) {
      showToast(errorText(error, 'That did not work. Try again.'));
    }
  };
  const markAll = async () => {
    try {
      await markAllNotificationsRead();
      store.set(notificationsUnreadAtom, 0);
      await refresh();
    } catch (error) {
      showToast(errorText(error, 'That did not work. Try again.'));
    }
  };

  const list = notifications.list;
  const anyUnread =
    unread > 0 || (list.status === 'ready' && list.items.some((item) => !item.hasRead));
  return (
    <PageColumn>
      <PageTitle
        aside={
          anyUnread && (
            <Button variant="secondary" onClick={() => void markAll()}>
              Mark all read
            </Button>
          )
        }
      >
        Notifications
      </PageTitle>
      <p css={{ margin: 0, color: color.textMuted }}>
        Likes, comments, follows, mentions, messages, invites, orders, tournaments and badges.
        Choose which you get in your account settings.
      </p>
      <PagedListView
        paged={notifications}
        label="Notifications"
        loadingLabel="Loading notifications"
        emptyTitle="Nothing new yet"
        errorTitle="Notifications could not be loaded"
      >
        {(notification) => (
          <NotificationRow
            notification={notification}
            onOpen={() => {
              if (!notification.hasRead) void markRead(notification.notificationId);
            }}
            onMarkRead={() => void markRead(notification.notificationId)}
          />
        )}
      </PagedListView>
    </PageColumn>
  );
}
