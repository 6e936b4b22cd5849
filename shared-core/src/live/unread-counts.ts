// The header's unread badges. Each count arrives as its own live event kind, so an area
// publishes its count without knowing the others:
//   `notifications-unread` {count}  (notifications, published by the API's notify())
//   `chat-unread` {count}           (chats, published by the chat area)
import { atom } from 'jotai';
import { store } from '../state/store.ts';
import { subscribeLive } from './live-event-source.ts';

export const notificationsUnreadAtom = atom(0);
export const chatUnreadAtom = atom(0);

export interface UnreadCountPayload {
  count: number;
}

/** Keeps both badge counts in step with the live stream; returns the unsubscribe. */
export function followUnreadCounts(): () => void {
  const stops = [
    subscribeLive<UnreadCountPayload>('notifications-unread', ({ payload }) =>
      store.set(notificationsUnreadAtom, payload.count),
    ),
    subscribeLive<UnreadCountPayload>('chat-unread', ({ payload }) =>
      store.set(chatUnreadAtom, payload.count),
    ),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
