import fp from 'fastify-plugin';
import type { Db, Queryable } from '../../../db/db.ts';
import { hashToken, newSessionToken } from '../../../lib/tokens.ts';
import { notify } from '../notifications/notify.ts';

/** How long an album invite link works. */
export const INVITE_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export interface InviteRow {
  id: number;
  album_id: number;
  inviter_id: number;
  expires_at: Date;
}

export interface NewInvite {
  token: string;
  albumId: number;
  inviterId: number;
  expiresAt: Date;
}

/** Stores an invite under a hash of its token (the seed uses this for its fixed demo token). */
export async function insertInvite(tx: Queryable, invite: NewInvite): Promise<number> {
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO album_invites (token_hash, album_id, inviter_id, expires_at)
     VALUES ($1, $2, $3, $4) RETURNING id`,
    [hashToken(invite.token), invite.albumId, invite.inviterId, invite.expiresAt],
  );
  const row = rows[0];
  if (!row) throw new Error('Invite insert returned no row');
  return row.id;
}

/** Friendships are stored once per pair, the smaller id first. */
function pair(a: number, b: number): [number, number] {
  return a < b ? [a, b] : [b, a];
}

export function createSocialRepository(db: Db) {
  return {
    /**
     * A new invite to the album from `inviterId`, with a fresh opaque token. Each member of
     * `receiverIds` (checked by the caller: they may open the invite) is notified in the
     * same transaction, with the token their notification's link needs.
     */
    async createInvite(
      albumId: number,
      inviterId: number,
      receivers: { ids: readonly number[]; albumTitle: string } = { ids: [], albumTitle: '' },
    ): Promise<string> {
      const token = newSessionToken();
      await db.transaction(async (tx) => {
        const inviteId = await insertInvite(tx, {
          token,
          albumId,
          inviterId,
          expiresAt: new Date(Date.now() + INVITE_LIFETIME_MS),
        });
        for (const recipientId of new Set(receivers.ids)) {
          await notify(tx, {
            event: 'ALBUM_INVITE',
            recipientId,
            senderId: inviterId,
            contentType: 'ALBUM',
            contentId: albumId,
            contentName: receivers.albumTitle,
            invite: { id: inviteId, token },
          });
        }
      });
      return token;
    },

    /** The invite behind a token, or undefined when unknown or expired. */
    async findInvite(token: string): Promise<InviteRow | undefined> {
      const rows = await db.query<InviteRow>(
        `SELECT id, album_id, inviter_id, expires_at FROM album_invites
          WHERE token_hash = $1 AND expires_at > now()`,
        [hashToken(token)],
      );
      return rows[0];
    },

    /**
     * Adds the member to the invite's album (and befriends the inviter when asked), all or
     * nothing. False when the member had already joined the album.
     */
    async acceptInvite(
      invite: InviteRow,
      accountId: number,
      options: { befriend: boolean },
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const joined = await tx.query(
          `INSERT INTO album_members (album_id, account_id, invite_id) VALUES ($1, $2, $3)
           ON CONFLICT (album_id, account_id) DO NOTHING RETURNING album_id`,
          [invite.album_id, accountId, invite.id],
        );
        if (joined.length === 0) return false;
        await tx.query('UPDATE albums SET user_count = user_count + 1 WHERE id = $1', [
          invite.album_id,
        ]);
        if (options.befriend && invite.inviter_id !== accountId) {
          await tx.query(
            `INSERT INTO friendships (account_id, friend_id) VALUES ($1, $2)
             ON CONFLICT (account_id, friend_id) DO NOTHING`,
            pair(invite.inviter_id, accountId),
          );
        }
        return true;
      });
    },

    async isMember(albumId: number, accountId: number): Promise<boolean> {
      const rows = await db.query(
        'SELECT 1 FROM album_members WHERE album_id = $1 AND account_id = $2',
        [albumId, accountId],
      );
      return rows.length > 0;
    },

    async friendCount(accountId: number): Promise<number> {
      const rows = await db.query<{ total: number }>(
        'SELECT count(*)::int AS total FROM friendships WHERE account_id = $1 OR friend_id = $1',
        [accountId],
      );
      return rows[0]?.total ?? 0;
    },

    async areFriends(a: number, b: number): Promise<boolean> {
      if (a === b) return false;
      const rows = await db.query(
        'SELECT 1 FROM friendships WHERE account_id = $1 AND friend_id = $2',
        pair(a, b),
      );
      return rows.length > 0;
    },
  };
}

export type SocialRepository = ReturnType<typeof createSocialRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    social: SocialRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('social', createSocialRepository(app.db));
  },
  { name: 'social', dependencies: ['db'] },
);
