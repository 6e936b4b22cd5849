// Notification rules: which switch governs each event, which events are listed as one,
// and the sentence a (grouped) notification reads as.

import {
  NOTIFICATION_EVENTS,
  NOTIFICATION_TYPES,
  type NotificationCategory,
  type NotificationEvent,
  type NotificationType,
} from '../../../schemas/notifications.ts';

// The switches and event names are part of the API's contract (schemas/); the rules use them.
export { NOTIFICATION_EVENTS, NOTIFICATION_TYPES, type NotificationEvent, type NotificationType };

export function notificationType(event: NotificationEvent): NotificationCategory {
  return NOTIFICATION_EVENTS[event];
}

export interface GroupKeyInput {
  event: NotificationEvent;
  contentType: string;
  contentId: number | null;
  parentType?: string | null | undefined;
  parentId?: number | null | undefined;
}

/**
 * Likes of one post, comments on one post, replies to one comment, new followers and
 * messages of one chat are listed together; anything else stands alone (`null`: the
 * notification's own id becomes its key).
 */
export function groupKey(input: GroupKeyInput): string | null {
  switch (input.event) {
    case 'LIKE':
      return `LIKE:${input.contentType}:${input.contentId}`;
    case 'COMMENT':
    case 'REPLY':
      return `${input.event}:${input.parentType}:${input.parentId}`;
    case 'FOLLOW':
      return 'FOLLOW';
    case 'CHAT_MESSAGE':
      return `CHAT_MESSAGE:${input.parentType ?? input.contentType}:${input.parentId ?? input.contentId}`;
    default:
      return null;
  }
}

/** "Maya", "Maya and Leo", "Maya and 3 others". */
export function whoDidIt(names: string[], senderCount: number): string {
  const [first, second] = names;
  if (!first) return 'Someone';
  if (senderCount <= 1) return first;
  if (senderCount === 2 && second) return `${first} and ${second}`;
  const others = senderCount - 1;
  return `${first} and ${others} ${others === 1 ? 'other' : 'others'}`;
}

export interface MessageInput {
  event: NotificationEvent;
  /** The most recent senders' names, newest first. */
  senderNames: string[];
  senderCount: number;
  contentType: string;
  contentName: string | null;
  /** The stored text of events that carry their own (orders, tournaments, badges). */
  message: string | null;
}

/** The sentence a notification, or a group of alike ones, reads as. */
export function notificationMessage(input: MessageInput): string {
  const who = whoDidIt(input.senderNames, input.senderCount);
  const about = input.contentName ? `: “${input.contentName}”` : '';
  switch (input.event) {
    case 'LIKE':
      return `${who} liked your post${about}`;
    case 'COMMENT':
      return `${who} commented on your post${about}`;
    case 'REPLY':
      return `${who} replied to your comment${about}`;
    case 'FOLLOW':
      return `${who} started following you`;
    case 'MENTION':
      return `${who} mentioned you in a ${input.contentType === 'NOTE' ? 'comment' : 'post'}${about}`;
    case 'CHAT_MESSAGE':
      return input.message ?? `${who} sent you a message${about}`;
    case 'ALBUM_INVITE':
      return `${who} invited you to ${input.contentName ?? 'an album'}`;
    case 'CHAT_INVITE':
      return `${who} invited you to ${input.contentName ? `the group chat “${input.contentName}”` : 'a group chat'}`;
    case 'TOURNAMENT':
      return input.message ?? `${who} joined your tournament${about}`;
    default:
      return input.message ?? input.contentName ?? 'Something new happened';
  }
}

/** How much of a post's text names it in a notification. */
export const CONTENT_NAME_LENGTH = 80;

export function contentNameOf(text: string | null | undefined): string | null {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  if (!flat) return null;
  return flat.length > CONTENT_NAME_LENGTH ? `${flat.slice(0, CONTENT_NAME_LENGTH - 1)}…` : flat;
}
