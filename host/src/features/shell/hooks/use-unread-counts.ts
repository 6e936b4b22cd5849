import {
  chatUnreadAtom,
  followUnreadCounts,
  getChatUnreadCount,
  getUnreadNotificationCount,
  isApiFailure,
  notificationsUnreadAtom,
  store,
} from '@canopy/shared-core';
import { useEffect } from 'react';

/**
 * The header's unread badges while signed in: the notification and chat counts as they are
 * now, then every count the live stream announces.
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
    void getChatUnreadCount(controller.signal).then((answer) => {
      if (!controller.signal.aborted && !isApiFailure(answer)) {
        store.set(chatUnreadAtom, answer.item.unreadCount);
      }
    });
    const stop = followUnreadCounts();
    return () => {
      controller.abort();
      stop();
      store.set(notificationsUnreadAtom, 0);
      store.set(chatUnreadAtom, 0);
    };
  }, [loggedIn]);
}
