// What one push says and how it reaches a device: the notification's sentence and where
// it leads, encrypted for the device (RFC 8291) and signed with our VAPID keys by the
// web-push library; sent with fetch, so a test's own push service on 127.0.0.1 can be
// plain http. Never more than the member's notification list shows.
import webpush from 'web-push';
import { notificationMessage, type NotificationEvent } from './rules.ts';
import type { VapidKeys } from './vapid-keys.ts';

export interface PushSubscriptionRow {
  id: number;
  member_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface DueNotification {
  id: number;
  recipient_id: number;
  sender_id: number | null;
  sender_display: string | null;
  event: NotificationEvent;
  content_type: string;
  content_id: number | null;
  content_name: string | null;
  parent_type: string | null;
  parent_id: number | null;
  album_id: number | null;
  message: string | null;
  group_key: string;
  invite_token: string | null;
}

/** The push's JSON: the service worker shows it and opens `link`'s page when clicked. */
export interface PushPayload {
  title: string;
  body: string;
  /** Alike notifications replace each other on the device (a chat's messages). */
  tag: string;
  notificationId: number;
  /** What the page it opens is worked out from (shared-core's notificationLink). */
  link: {
    event: string;
    contentType: string;
    contentId: number | null;
    parentType: string | null;
    parentId: number | null;
    albumId: number | null;
    inviteToken: string | null;
    sender: { accountId: number } | null;
  };
}

const TITLES: Partial<Record<NotificationEvent, string>> = {
  CHAT_MESSAGE: 'New message',
  MENTION: 'You were mentioned',
  REPLY: 'New reply',
  COMMENT: 'New comment',
  LIKE: 'New like',
  ORDER_STATUS: 'Order update',
  LOW_STOCK: 'Low stock',
};

export function pushPayload(row: DueNotification): PushPayload {
  const hasSender = row.sender_id !== null && row.sender_display !== null;
  return {
    title: TITLES[row.event] ?? 'Canopy',
    body: notificationMessage({
      event: row.event,
      senderNames: hasSender && row.sender_display ? [row.sender_display] : [],
      senderCount: hasSender ? 1 : 0,
      contentType: row.content_type,
      contentName: row.content_name,
      message: row.message,
    }),
    tag: row.group_key,
    notificationId: Number(row.id),
    link: {
      event: row.event,
      contentType: row.content_type,
      contentId: row.content_id,
      parentType: row.parent_type,
      parentId: row.parent_id,
      albumId: row.album_id,
      inviteToken: row.invite_token,
      sender: hasSender && row.sender_id !== null ? { accountId: row.sender_id } : null,
    },
  };
}

/** How long a push service keeps a push for a device that is offline. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;
const SEND_TIMEOUT_MS = 10_000;

export type SendOutcome = 'sent' | 'gone' | 'failed';

/**
 * Sends one push. The push service's 404 or 410 means the subscription is gone for good
 * ('gone': the caller removes it); any other failure is 'failed' and is not retried.
 */
export async function sendPush(
  subscription: PushSubscriptionRow,
  payload: PushPayload,
  keys: VapidKeys,
): Promise<{ outcome: SendOutcome; status?: number; error?: unknown }> {
  try {
    const request = webpush.generateRequestDetails(
      {
        endpoint: subscription.endpoint,
        keys: { p256dh: subscription.p256dh, auth: subscription.auth },
      },
      JSON.stringify(payload),
      { vapidDetails: keys, TTL: PUSH_TTL_SECONDS, contentEncoding: 'aes128gcm' },
    );
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ? new Uint8Array(request.body) : null,
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      redirect: 'error',
    });
    await response.body?.cancel();
    if (response.status === 404 || response.status === 410) {
      return { outcome: 'gone', status: response.status };
    }
    if (!response.ok) return { outcome: 'failed', status: response.status };
    return { outcome: 'sent', status: response.status };
  } catch (error) {
    return { outcome: 'failed', error };
  }
}
