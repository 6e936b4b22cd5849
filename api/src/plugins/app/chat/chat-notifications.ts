// Chat messages as notifications: a member who has not muted the chat is notified in the
// send's transaction of the first message they have not read ("Maya sent you a message:
// …"); the chat list counts the rest, so a busy group costs one notification per member
// until they read it, not one per message. Reading the chat reads its notification too.
import type { Queryable } from '../../../db/db.ts';
import { contentNameOf, groupKey, notify, queueUnreadCount } from '../notifications/notify.ts';

/** Where a chat's message notifications point: the chat album. */
const chatParent = (chatId: number) => ({ parentType: 'ALBUM', parentId: chatId }) as const;

/** The group every notification about the chat's messages is listed in. */
const chatGroupKey = (chatId: number) =>
  groupKey({ event: 'CHAT_MESSAGE', contentType: 'NOTE', contentId: null, ...chatParent(chatId) });

/**
 * Notifies the chat's other members of the new message: those who have not muted the chat
 * and hold no unread notification about it yet.
 */
export async function notifyUnmuted(
  tx: Queryable,
  chatId: number,
  senderId: number,
  noteId: number,
  text: string,
): Promise<void> {
  const listeners = await tx.query<{ account_id: number }>(
    `SELECT cm.account_id FROM chat_members cm
      WHERE cm.album_id = $1 AND cm.account_id <> $2 AND NOT cm.muted
        AND NOT EXISTS (SELECT 1 FROM notifications n
                         WHERE n.recipient_id = cm.account_id AND n.group_key = $3
                           AND n.read_at IS NULL)
      ORDER BY cm.account_id`,
    [chatId, senderId, chatGroupKey(chatId)],
  );
  for (const { account_id: recipientId } of listeners) {
    await notify(tx, {
      event: 'CHAT_MESSAGE',
      recipientId,
      senderId,
      contentType: 'NOTE',
      contentId: noteId,
      contentName: contentNameOf(text) ?? 'a photo',
      ...chatParent(chatId),
    });
  }
}

/** Marks the member's notifications about the chat read (they have read the chat). */
export async function readChatNotifications(
  tx: Queryable,
  chatId: number,
  memberId: number,
): Promise<void> {
  const read = await tx.query(
    `UPDATE notifications SET read_at = now()
      WHERE recipient_id = $1 AND group_key = $2 AND read_at IS NULL RETURNING id`,
    [memberId, chatGroupKey(chatId)],
  );
  if (read.length > 0) await queueUnreadCount(tx, memberId);
}
