// The one way to notify a member: call `notify` inside the transaction of the change, so
// the notification and its live events commit (or roll back) with it.
import type { Queryable } from '../../../db/db.ts';
import { queueComputedLiveEvents } from '../live/live-events.ts';
import { readableByViewerSql } from '../kernel/visibility.ts';
import { hiddenFromViewerSql } from '../kernel/member-hides.ts';
import {
  groupKey,
  notificationMessage,
  notificationType,
  type NotificationEvent,
} from './rules.ts';
import type { NotificationCategory } from '../../../schemas/notifications.ts';

// What a domain names its own notifications with (chat messages group by conversation).
export { contentNameOf, groupKey } from './rules.ts';

export interface NotificationInput {
  event: NotificationEvent;
  recipientId: number;
  /** Who did it; null for what nobody did in person (an order's status, a badge). */
  senderId: number | null;
  /** What it is about: ALBUM, NOTE, ACCOUNT, ORDER, TOURNAMENT, ACHIEVEMENT… */
  contentType: string;
  contentId: number | null;
  /** Names the content where the list cannot look it up (an order, a badge, a chat). */
  contentName?: string | null | undefined;
  parentType?: string | null | undefined;
  parentId?: number | null | undefined;
  /** The wall item it concerns: listed only while the recipient may open that album. */
  albumId?: number | null | undefined;
  /** The sentence itself, for events that carry their own (order status, tournaments). */
  message?: string | null | undefined;
  /** The album invite it delivers: listed while the invite is valid, linking by its token. */
  invite?: { id: number; token: string } | undefined;
}

/** The `notification` live event: enough for a toast; the list reads the rest. */
export interface NotificationLivePayload {
  notificationId: number;
  event: NotificationEvent;
  actionCategory: NotificationCategory;
  notificationMessage: string;
  sender: { accountId: number; display: string } | null;
  contentType: string;
  contentId: number | null;
  parentType: string | null;
  parentId: number | null;
  inviteToken: string | null;
  created: number;
}

/**
 * What a notification `n` may show: one about a wall item is listed only while the
 * recipient (SQL `viewer`, with audiences `audiences`) may open that item (it exists and
 * its visibility lets them), one about a comment or message only while it exists, one
 * about a chat message only while the recipient is still in that chat, and an invitation
 * to a group chat only while it waits for an answer; none from a member the recipient muted
 * or blocked, or who blocked them (member-hides.ts).
 */
export function visibleNotificationSql(viewer: string, audiences: string): string {
  return `(n.sender_id IS NULL OR NOT ${hiddenFromViewerSql('n.sender_id', viewer)})
    AND (n.album_id IS NULL OR EXISTS (
      SELECT 1 FROM albums al WHERE al.id = n.album_id AND ${readableByViewerSql(viewer, audiences)}))
    AND (n.content_type <> 'NOTE' OR EXISTS (SELECT 1 FROM notes nt WHERE nt.id = n.content_id))
    AND (n.event <> 'CHAT_MESSAGE' OR EXISTS (
      SELECT 1 FROM chat_members cm WHERE cm.album_id = n.parent_id AND cm.account_id = n.recipient_id))
    AND (n.event <> 'CHAT_INVITE' OR EXISTS (
      SELECT 1 FROM chat_invitations ci WHERE ci.album_id = n.content_id
        AND ci.account_id = n.recipient_id AND ci.declined_at IS NULL))
    AND (n.invite_id IS NULL OR EXISTS (
      SELECT 1 FROM album_invites iv WHERE iv.id = n.invite_id AND iv.expires_at > now()))`;
}

/** The unread groups of member $1's list (what the header badge shows), as a subquery. */
const UNREAD_COUNT_SQL = `(SELECT count(DISTINCT n.group_key)::int FROM notifications n
  WHERE n.recipient_id = $1 AND n.read_at IS NULL
    AND ${visibleNotificationSql('$1', '(SELECT audience_ids FROM accounts WHERE id = $1)')})`;

/** The unread groups of a member's list (what the header badge shows). */
export async function unreadNotificationCount(q: Queryable, memberId: number): Promise<number> {
  const rows = await q.query<{ count: number }>(`SELECT ${UNREAD_COUNT_SQL} AS count`, [memberId]);
  return rows[0]?.count ?? 0;
}

/** The payload of a `notifications-unread` event for member $1, computed in the statement. */
const UNREAD_PAYLOAD_SQL = `jsonb_build_object('count', ${UNREAD_COUNT_SQL})`;

/** Tells the member's tabs the new unread count (kind `notifications-unread`). */
export async function queueUnreadCount(tx: Queryable, memberId: number): Promise<void> {
  await queueComputedLiveEvents(
    tx,
    memberId,
    ['notifications-unread'],
    `jsonb_build_array(${UNREAD_PAYLOAD_SQL})`,
    [],
  );
}

/**
 * Notifies `input.recipientId` in the caller's transaction `tx`: a notification row, a
 * `notification` live event and a `notifications-unread` live event. Nothing happens when
 * the recipient is the sender, has switched the type off, or muted or blocked the sender
 * (or was blocked by them). Returns the notification id.
 */
export async function notify(tx: Queryable, input: NotificationInput): Promise<number | null> {
  if (input.senderId !== null && input.senderId === input.recipientId) return null;
  const type = notificationType(input.event);
  // One statement: this runs inside every like, comment and follow, so each round trip
  // to the database counts.
  const rows = await tx.query<{ id: string; created: string; sender_display: string | null }>(
    `WITH next AS (
       SELECT nextval(pg_get_serial_sequence('notifications', 'id')) AS id
        WHERE NOT EXISTS (SELECT 1 FROM notification_settings
                           WHERE member_id = $1 AND type = $12 AND NOT enabled)
          AND ($2::int IS NULL OR NOT ${hiddenFromViewerSql('$2::int', '$1::int')})
     )
     INSERT INTO notifications (id, recipient_id, sender_id, event, content_type, content_id,
       content_name, parent_type, parent_id, album_id, message, group_key, invite_id,
       invite_token)
     SELECT next.id, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10,
            COALESCE($11::text, 'ONE:' || next.id), $13, $14
       FROM next
     RETURNING id, (extract(epoch FROM created_at) * 1000)::bigint AS created,
       (SELECT first_name || ' ' || last_name FROM accounts WHERE id = $2) AS sender_display`,
    [
      input.recipientId,
      input.senderId,
      input.event,
      input.contentType,
      input.contentId,
      input.contentName ?? null,
      input.parentType ?? null,
      input.parentId ?? null,
      input.albumId ?? null,
      input.message ?? null,
      groupKey(input),
      type,
      input.invite?.id ?? null,
      input.invite?.token ?? null,
    ],
  );
  const row = rows[0];
  // No row: the recipient switched this type off, or hid the sender.
  if (!row) return null;
  const sender =
    input.senderId !== null && row.sender_display !== null
      ? { accountId: input.senderId, display: row.sender_display }
      : null;
  const payload: NotificationLivePayload = {
    notificationId: Number(row.id),
    event: input.event,
    actionCategory: type,
    notificationMessage: notificationMessage({
      event: input.event,
      senderNames: sender ? [sender.display] : [],
      senderCount: sender ? 1 : 0,
      contentType: input.contentType,
      contentName: input.contentName ?? null,
      message: input.message ?? null,
    }),
    sender,
    contentType: input.contentType,
    contentId: input.contentId,
    parentType: input.parentType ?? null,
    parentId: input.parentId ?? null,
    inviteToken: input.invite?.token ?? null,
    created: Number(row.created),
  };
  // Both live events, and the unread count the second one carries, in one statement: this
  // runs inside every order, like and comment, so each round trip counts (issue 16).
  await queueComputedLiveEvents(
    tx,
    input.recipientId,
    ['notification', 'notifications-unread'],
    `jsonb_build_array($3::jsonb, ${UNREAD_PAYLOAD_SQL})`,
    [JSON.stringify(payload)],
  );
  return payload.notificationId;
}
