import {
  followUnreadCounts,
  getUnreadNotificationCount,
  isApiFailure,
  notificationsUnreadAtom,
  store,
} from '@canopy/shared-core';
import { useEffect } from 'react';

/**
 * The header's unread badges while signed in: the notification count as it is now, then
 * every count the live stream announces (notifications and chats).
 */
export function useUnreadCounts(loggedIn: boolean): void {
  useEffect(() => {
    if (!loggedIn) return undefined;
    const controller = new AbortController();
    void getUnreadNotificationCount(controller.signal).then((answer) => {
      if (!controller.signal.aborted && !isApiFailure(answer)) {
        store.set(notificationsUnreadAtom, answer.item.unreadCount);
      }
    });
    const stop = followUnreadCounts();
    return () => {
      controller.abort();
      stop();
      store.set(notificationsUnreadAtom, 0);
    };
  }, [loggedIn]);
}
