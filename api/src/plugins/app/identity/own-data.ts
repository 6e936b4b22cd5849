// A member's own data (the privacy policy's promises): a copy of everything they wrote and
// bought, and deleting the account. Deleting removes the personal information (name,
// e-mail, photo, place, private conversations, carts, addresses, sessions) and keeps the
// non-personal content others replied to (public posts and comments), shown as written by
// a deleted member. One transaction, so nothing is half-deleted.
import fp from 'fastify-plugin';
import type { Db, Queryable } from '../../../db/db.ts';
import { DEMO_MEMBER } from '../../../seed/demo-credentials.ts';

/** What a deleted member's public posts and comments are shown as written by. */
export const DELETED_MEMBER = { firstName: 'Deleted', lastName: 'member' } as const;

/** The demo's own member is kept, so the local demo's published sign-in keeps working. */
export function deletionRefusal(email: string): string | undefined {
  return email.toLowerCase() === DEMO_MEMBER.email
    ? 'The demo member cannot be deleted. Sign up with an account of your own to try it.'
    : undefined;
}

const CONVERSATIONS = `('chat_single', 'chat_group')`;

export interface OwnDataExport {
  exportedAt: string;
  profile: Record<string, unknown>;
  posts: Record<string, unknown>[];
  comments: Record<string, unknown>[];
  chatMessages: Record<string, unknown>[];
  orders: Record<string, unknown>[];
}

async function rows(q: Queryable, sql: string, accountId: number) {
  return q.query<Record<string, unknown>>(sql, [accountId]);
}

/** Everything the member wrote and bought, as plain JSON. */
async function exportOwnData(db: Db, accountId: number): Promise<OwnDataExport> {
  const [profile, posts, comments, chatMessages, orders] = await Promise.all([
    rows(
      db,
      `SELECT id, email, first_name AS "firstName", last_name AS "lastName", username AS handle,
              location_display AS "location", audience_ids AS "audienceIds",
              created_at AS "createdAt"
         FROM accounts WHERE id = $1`,
      accountId,
    ),
    rows(
      db,
      `SELECT id, album_type AS "albumType", title, description, visibility, meta_data AS "metaData",
              created_at AS "createdAt", updated_at AS "updatedAt"
         FROM albums WHERE owner_id = $1 AND album_type NOT IN ${CONVERSATIONS}
        ORDER BY created_at, id`,
      accountId,
    ),
    rows(
      db,
      `SELECT n.id, n.album_id AS "albumId", n.parent_id AS "replyTo", n.comment,
              n.created_at AS "createdAt"
         FROM notes n JOIN albums al ON al.id = n.album_id
        WHERE n.owner_id = $1 AND al.album_type NOT IN ${CONVERSATIONS}
        ORDER BY n.created_at, n.id`,
      accountId,
    ),
    rows(
      db,
      `SELECT n.id, n.album_id AS "chatId", al.title AS "chat", n.comment AS "message",
              n.created_at AS "sentAt"
         FROM notes n JOIN albums al ON al.id = n.album_id
        WHERE n.owner_id = $1 AND al.album_type IN ${CONVERSATIONS}
        ORDER BY n.created_at, n.id`,
      accountId,
    ),
    rows(
      db,
      `SELECT id, order_type AS "orderType", currency_type AS "currencyType", status,
              total_cents AS "totalCents", promo_code AS "promoCode", created_at AS "createdAt"
         FROM orders WHERE account_id = $1 ORDER BY created_at, id`,
      accountId,
    ),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    profile: profile[0] ?? {},
    posts,
    comments,
    chatMessages,
    orders,
  };
}

/**
 * Deletes the member's account as the privacy policy says (see the top of this file). The
 * row stays (orders and public posts point at it) with nothing personal left in it and no
 * way to sign in: its e-mail and handle are freed, its password can match nothing.
 */
async function deleteOwnAccount(db: Db, accountId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `DELETE FROM notes n USING albums al
        WHERE n.album_id = al.id AND n.owner_id = $1 AND al.album_type IN ${CONVERSATIONS}`,
      [accountId],
    );
    await tx.query('DELETE FROM chat_members WHERE account_id = $1', [accountId]);
    await tx.query(
      `DELETE FROM albums WHERE owner_id = $1 AND album_type IN ('cart', 'chat_bot')`,
      [accountId],
    );
    await tx.query('DELETE FROM billing_addresses WHERE account_id = $1', [accountId]);
    await tx.query('DELETE FROM oidc_identities WHERE account_id = $1', [accountId]);
    await tx.query('DELETE FROM notifications WHERE recipient_id = $1', [accountId]);
    await tx.query('DELETE FROM follows WHERE follower_id = $1 OR followed_id = $1', [accountId]);
    await tx.query('UPDATE sessions SET revoked_at = now() WHERE account_id = $1', [accountId]);
    await tx.query(
      `UPDATE accounts
          SET email = 'deleted-' || id || '@deleted.invalid', password_hash = '!deleted',
              first_name = $2, last_name = $3, username = 'deleted' || id,
              personal_audience_name = '', avatar = NULL, location_display = NULL,
              app_blob = NULL, role = 'member', deleted_at = now(), updated_at = now()
        WHERE id = $1`,
      [accountId, DELETED_MEMBER.firstName, DELETED_MEMBER.lastName],
    );
  });
}

/** The member's own data, for the routes: a copy of it, and deleting the account. */
export function createOwnData(db: Db) {
  return {
    export: (accountId: number) => exportOwnData(db, accountId),
    deleteAccount: (accountId: number) => deleteOwnAccount(db, accountId),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    ownData: ReturnType<typeof createOwnData>;
  }
}

export default fp(
  async (app) => {
    app.decorate('ownData', createOwnData(app.db));
  },
  { name: 'own-data', dependencies: ['db'] },
);
