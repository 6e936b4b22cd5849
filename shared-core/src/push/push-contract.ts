// What the page, the service worker and the API agree on for web push: the payload a push
// carries (the API's push-sender.ts writes it) and the message that opens its page.
import type { NotificationTarget } from '../domain/notification-links.ts';

export interface PushPayload {
  title: string;
  body: string;
  /** Alike notifications replace each other on the device (a chat's messages). */
  tag: string;
  notificationId: number;
  /** What the page it opens is worked out from (notificationLink). */
  link: NotificationTarget;
}

/** Worker → page: open this in-app path (a notification was clicked). */
export const OPEN_PAGE_MESSAGE = 'canopy-open-page';
/** Worker → page: a push was shown as a notification. */
export const PUSH_SHOWN_MESSAGE = 'canopy-push-shown';
