// Chat messages as notifications: each member who has not muted the chat is notified in the
// send's transaction (one group per chat, "Maya and 2 others sent you a message"), and
// reading the chat reads its notifications too, so the two badges never disagree.
import type { Queryable } from '../../../db/db.ts';
import { notify, queueUnreadCount } from '../notifications/notify.ts';
import { contentNameOf, groupKey } from '../notifications/rules.ts';

/** Where a chat's message notifications point: the chat album. */
const chatParent = (chatId: number) => ({ parentType: 'ALBUM', parentId: chatId }) as const;

/** Notifies the chat's other members who have not muted it of the new message. */
export async function notifyUnmuted(
  tx: Queryable,
  chatId: number,
  senderId: number,
  noteId: number,
  text: string,
): Promise<void> {
  const listeners = await tx.query<{ account_id: number }>(
    `SELECT account_id FROM chat_members
      WHERE album_id = $1 AND account_id <> $2 AND NOT muted ORDER BY account_id`,
    [chatId, senderId],
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
  const key = groupKey({
    event: 'CHAT_MESSAGE',
    contentType: 'NOTE',
    contentId: null,
    ...chatParent(chatId),
  });
  const read = await tx.query(
    `UPDATE notifications SET read_at = now()
      WHERE recipient_id = $1 AND group_key = $2 AND read_at IS NULL RETURNING id`,
    [memberId, key],
  );
  if (read.length > 0) await queueUnreadCount(tx, memberId);
}
