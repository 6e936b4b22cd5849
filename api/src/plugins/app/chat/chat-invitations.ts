// Invitations to group chats (issue 32): a member is put in a group only with their consent.
// Someone who follows the member adding them is added at once; anyone else is invited, told
// once by a notification, and sees nothing of the chat (not its members, not its messages)
// until they accept. Declining is final for that group.
import fp from 'fastify-plugin';
import type { Db, Queryable } from '../../../db/db.ts';
import { notFound } from '../../../lib/errors.ts';
import type { MediaUrl } from '../../../lib/media.ts';
import { toEpochMs } from '../../../lib/paging.ts';
import type { ChatInvitationResponse } from '../../../schemas/chats.ts';
import { ownerColumns, toOwner, type OwnerColumns } from '../kernel/account-short.ts';
import { notify, queueUnreadCount } from '../notifications/notify.ts';
import type { ChatEvents } from './chat-events.ts';
import { groupEntryOf } from './rules.ts';

export const NO_SUCH_INVITATION = 'That invitation does not exist or has been answered.';

/** How many pending invitations a member's list shows (the newest). */
export const INVITATIONS_LISTED = 50;

export interface GroupEntryPlan {
  /** Followers of the member adding them: members at once. */
  added: number[];
  /** Everyone else not yet asked: invited. */
  invited: number[];
  /** Invitations of the group still waiting once this plan is carried out. */
  pendingAfter: number;
}

/** Who of `accountIds` joins group `chatId` (0: a group not yet created) directly, who is invited. */
export async function planGroupEntry(
  tx: Queryable,
  chatId: number,
  adderId: number,
  accountIds: number[],
): Promise<GroupEntryPlan> {
  const rows = await tx.query<{
    id: number;
    follows_adder: boolean;
    invitation: 'pending' | 'declined' | null;
  }>(
    `SELECT a.id,
            EXISTS (SELECT 1 FROM follows f
                     WHERE f.follower_id = a.id AND f.followed_id = $2) AS follows_adder,
            (SELECT CASE WHEN ci.declined_at IS NULL THEN 'pending' ELSE 'declined' END
               FROM chat_invitations ci
              WHERE ci.album_id = $1 AND ci.account_id = a.id) AS invitation
       FROM unnest($3::int[]) AS a(id) ORDER BY a.id`,
    [chatId, adderId, accountIds],
  );
  const entries = rows.map((row) => ({
    id: row.id,
    entry: groupEntryOf({ followsAdder: row.follows_adder, invitation: row.invitation }),
  }));
  const added = entries.filter((each) => each.entry === 'added').map((each) => each.id);
  const invited = entries.filter((each) => each.entry === 'invited').map((each) => each.id);
  const pending = await tx.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM chat_invitations
      WHERE album_id = $1 AND declined_at IS NULL AND NOT (account_id = ANY($2::int[]))`,
    [chatId, added],
  );
  return { added, invited, pendingAfter: (pending[0]?.count ?? 0) + invited.length };
}

/**
 * Carries out the invitation side of a plan: followers' pending invitations become
 * memberships (the caller adds them), the others are invited and each notified once.
 */
export async function sendInvitations(
  tx: Queryable,
  events: ChatEvents,
  chatId: number,
  adderId: number,
  plan: GroupEntryPlan,
): Promise<void> {
  if (plan.added.length > 0) {
    await tx.query(
      'DELETE FROM chat_invitations WHERE album_id = $1 AND account_id = ANY($2::int[])',
      [chatId, plan.added],
    );
  }
  if (plan.invited.length === 0) return;
  await tx.query(
    `INSERT INTO chat_invitations (album_id, account_id, inviter_id)
     SELECT $1, unnest($2::int[]), $3 ON CONFLICT DO NOTHING`,
    [chatId, plan.invited, adderId],
  );
  const rows = await tx.query<{ title: string }>('SELECT title FROM albums WHERE id = $1', [
    chatId,
  ]);
  for (const recipientId of plan.invited) {
    await notify(tx, {
      event: 'CHAT_INVITE',
      recipientId,
      senderId: adderId,
      contentType: 'CHAT',
      contentId: chatId,
      contentName: rows[0]?.title ?? null,
    });
  }
  await events.queue(tx, {
    kind: 'chat-invitation',
    chatId,
    recipients: plan.invited,
    payload: { reason: 'invited' },
  });
}

/** The invitation's notification is answered with it: read, and gone from the list. */
async function answered(
  tx: Queryable,
  events: ChatEvents,
  chatId: number,
  memberId: number,
  reason: string,
): Promise<void> {
  await tx.query(
    `UPDATE notifications SET read_at = coalesce(read_at, now())
      WHERE recipient_id = $1 AND event = 'CHAT_INVITE' AND content_id = $2`,
    [memberId, chatId],
  );
  await queueUnreadCount(tx, memberId);
  await events.queue(tx, {
    kind: 'chat-invitation',
    chatId,
    recipients: [memberId],
    payload: { reason },
  });
}

/** The group's creator takes back a pending invitation; false when there is none. */
export async function withdrawInvitation(
  tx: Queryable,
  events: ChatEvents,
  chatId: number,
  accountId: number,
): Promise<boolean> {
  const removed = await tx.query(
    `DELETE FROM chat_invitations
      WHERE album_id = $1 AND account_id = $2 AND declined_at IS NULL RETURNING account_id`,
    [chatId, accountId],
  );
  if (removed.length === 0) return false;
  await answered(tx, events, chatId, accountId, 'withdrawn');
  return true;
}

interface InvitationRow extends OwnerColumns {
  album_id: number;
  title: string;
  user_count: number;
  created_at: Date | string;
}

/** A member's invitations to group chats: listing, accepting and declining them. */
export function createChatInvitations(db: Db, mediaUrl: MediaUrl, events: ChatEvents) {
  return {
    /** The member's invitations waiting for an answer, newest first. */
    async pending(memberId: number): Promise<ChatInvitationResponse[]> {
      const rows = await db.query<InvitationRow>(
        `SELECT ci.album_id, al.title, al.user_count, ci.created_at, ${ownerColumns('ac')}
           FROM chat_invitations ci
           JOIN albums al ON al.id = ci.album_id
           JOIN accounts ac ON ac.id = ci.inviter_id
          WHERE ci.account_id = $1 AND ci.declined_at IS NULL
          ORDER BY ci.created_at DESC, ci.album_id DESC
          LIMIT $2`,
        [memberId, INVITATIONS_LISTED],
      );
      return rows.map((row) => ({
        albumId: row.album_id,
        title: row.title,
        inviter: toOwner(row, mediaUrl),
        memberCount: row.user_count,
        dateCreated: toEpochMs(row.created_at) ?? 0,
      }));
    },

    /** The member joins the group; 404 without a pending invitation to it. */
    async accept(chatId: number, memberId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const taken = await tx.query(
          `DELETE FROM chat_invitations
            WHERE album_id = $1 AND account_id = $2 AND declined_at IS NULL
            RETURNING account_id`,
          [chatId, memberId],
        );
        if (taken.length === 0) throw notFound(NO_SUCH_INVITATION);
        await tx.query(
          'INSERT INTO chat_members (album_id, account_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
          [chatId, memberId],
        );
        const members = await tx.query<{ account_id: number }>(
          'SELECT account_id FROM chat_members WHERE album_id = $1',
          [chatId],
        );
        await tx.query('UPDATE albums SET user_count = $2, updated_at = now() WHERE id = $1', [
          chatId,
          members.length,
        ]);
        await events.queue(tx, {
          kind: 'chat-updated',
          chatId,
          recipients: members.map((row) => row.account_id),
          payload: { reason: 'members' },
        });
        await answered(tx, events, chatId, memberId, 'accepted');
        await events.unread(tx, [memberId]);
      });
    },

    /** The member says no: the group cannot ask them again. 404 without a pending invitation. */
    async decline(chatId: number, memberId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const declined = await tx.query(
          `UPDATE chat_invitations SET declined_at = now()
            WHERE album_id = $1 AND account_id = $2 AND declined_at IS NULL
            RETURNING account_id`,
          [chatId, memberId],
        );
        if (declined.length === 0) throw notFound(NO_SUCH_INVITATION);
        await answered(tx, events, chatId, memberId, 'declined');
        // The members' list of those invited loses them.
        const members = await tx.query<{ account_id: number }>(
          'SELECT account_id FROM chat_members WHERE album_id = $1',
          [chatId],
        );
        await events.queue(tx, {
          kind: 'chat-updated',
          chatId,
          recipients: members.map((row) => row.account_id),
          payload: { reason: 'members' },
        });
      });
    },
  };
}

export type ChatInvitations = ReturnType<typeof createChatInvitations>;

declare module 'fastify' {
  interface FastifyInstance {
    chatInvitations: ChatInvitations;
  }
}

export default fp(
  async (app) => {
    app.decorate('chatInvitations', createChatInvitations(app.db, app.mediaUrl, app.chatEvents));
  },
  { name: 'chat-invitations', dependencies: ['db', 'media-url', 'chat-events'] },
);
