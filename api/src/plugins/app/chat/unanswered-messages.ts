// Messages to a member who has never answered (issue 32): in a one-to-one chat a sender
// may introduce themselves in a few messages, then waits until the other member replies or
// follows them. Checked in the send's own transaction, not only before it.
import type { Queryable } from '../../../db/db.ts';
import { ChatRefusal } from './chat-refusal.ts';
import { awaitingReplyRefusal } from './rules.ts';

/**
 * Refuses another message to a one-to-one chat whose other member has never answered
 * (awaitingReplyRefusal). The chat's row is locked first, so concurrent sends count in
 * turn and cannot all pass on the same count.
 */
export async function refuseUnanswered(
  tx: Queryable,
  chatId: number,
  senderId: number,
): Promise<void> {
  const single = await tx.query(
    `SELECT id FROM albums WHERE id = $1 AND album_type = 'chat_single' FOR UPDATE`,
    [chatId],
  );
  if (single.length === 0) return;
  const rows = await tx.query<{
    other_name: string;
    other_has_written: boolean;
    other_follows: boolean;
    sent: number;
  }>(
    `SELECT ac.first_name || ' ' || ac.last_name AS other_name,
            EXISTS (SELECT 1 FROM notes n
                     WHERE n.album_id = p.album_id AND n.owner_id = ac.id) AS other_has_written,
            EXISTS (SELECT 1 FROM follows f
                     WHERE f.follower_id = ac.id AND f.followed_id = $2) AS other_follows,
            (SELECT count(*)::int FROM notes n
              WHERE n.album_id = p.album_id AND n.owner_id = $2) AS sent
       FROM chat_pairs p
       JOIN accounts ac ON ac.id = CASE WHEN p.low_account_id = $2
                                        THEN p.high_account_id ELSE p.low_account_id END
      WHERE p.album_id = $1`,
    [chatId, senderId],
  );
  const other = rows[0];
  if (!other) return;
  const refusal = awaitingReplyRefusal({
    sent: other.sent,
    otherHasWritten: other.other_has_written,
    otherFollowsSender: other.other_follows,
    otherName: other.other_name,
  });
  if (refusal) throw new ChatRefusal('AWAITING_REPLY', refusal);
}
