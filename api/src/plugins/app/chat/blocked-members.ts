// Blocks in chat (issue 34): a blocked pair cannot message each other, and nobody brings a
// member they blocked, or who blocked them, into a group chat (kernel/member-hides.ts).
import type { Queryable } from '../../../db/db.ts';
import { blockedAmong } from '../kernel/member-hides.ts';
import { ChatRefusal } from './chat-refusal.ts';

export const CANNOT_MESSAGE = 'You cannot message this member.';

/** A one-to-one chat says no to a message while either of the pair blocked the other. */
export async function refuseBlockedPair(
  tx: Queryable,
  chatId: number,
  memberId: number,
  members: number[],
): Promise<void> {
  const others = members.filter((id) => id !== memberId);
  const [chat] = await tx.query<{ album_type: string }>(
    'SELECT album_type FROM albums WHERE id = $1',
    [chatId],
  );
  if (chat?.album_type !== 'chat_single') return;
  if ((await blockedAmong(tx, memberId, others)).length > 0) {
    throw new ChatRefusal('BLOCKED', CANNOT_MESSAGE);
  }
}

/** Nobody brings into a group chat a member they blocked or who blocked them. */
export async function refuseBlockedInvitees(
  tx: Queryable,
  memberId: number,
  named: number[],
): Promise<void> {
  const [blocked] = await blockedAmong(tx, memberId, named);
  if (blocked === undefined) return;
  const [row] = await tx.query<{ username: string }>(
    'SELECT username FROM accounts WHERE id = $1',
    [blocked],
  );
  throw new ChatRefusal('BLOCKED', `You cannot add @${row?.username ?? blocked} to a group chat.`);
}
