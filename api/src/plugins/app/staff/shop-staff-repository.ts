// Shop staff (issue 36): operators invite members to staff a retailer location and take
// that away again, each logged in the audit log in the same transaction; a member accepts
// an invite once. Who staffs what is read by every business route through the kernel's
// shop-staff check.
import fp from 'fastify-plugin';
import type { Db } from '../../../db/db.ts';
import { likePattern, toEpochMs } from '../../../lib/paging.ts';
import { hashToken, newSessionToken } from '../../../lib/tokens.ts';
import { appendAuditEntry } from './audit-log-repository.ts';
import type { StaffRole } from '../kernel/roles.ts';

/** How long an invite link may be accepted. */
export const SHOP_INVITE_DAYS = 7;

export interface ShopWithStaff {
  retailerLocationId: number;
  name: string;
  locationDisplay: string;
  staff: { accountId: number; display: string; username: string; since: number }[];
  pendingInvites: number;
}

interface ShopRow {
  id: number;
  name: string;
  city: string;
  state: string;
  staff: { accountId: number; display: string; username: string; since: string }[];
  pending: number;
}

export interface ShopInvite {
  token: string;
  retailerLocationId: number;
  expires: number;
}

export type InviteAcceptance =
  | { outcome: 'accepted' | 'already'; retailerLocationId: number; locationName: string }
  | { outcome: 'missing' };

export function createShopStaffRepository(db: Db) {
  const shopsSql = `SELECT l.id, l.name, l.city, l.state,
         (SELECT coalesce(json_agg(json_build_object('accountId', a.id,
                   'display', a.first_name || ' ' || a.last_name, 'username', a.username,
                   'since', s.created_at) ORDER BY s.created_at), '[]'::json)
            FROM shop_staff s JOIN accounts a ON a.id = s.account_id
           WHERE s.retailer_location_id = l.id AND a.deleted_at IS NULL) AS staff,
         (SELECT count(*)::int FROM shop_staff_invites i
           WHERE i.retailer_location_id = l.id AND i.accepted_at IS NULL
             AND i.revoked_at IS NULL AND i.expires_at > now()) AS pending
    FROM retailer_locations l`;
  const toShop = (row: ShopRow): ShopWithStaff => ({
    retailerLocationId: row.id,
    name: row.name,
    locationDisplay: [row.city, row.state].filter(Boolean).join(', '),
    staff: row.staff.map((member) => ({ ...member, since: toEpochMs(member.since) ?? 0 })),
    pendingInvites: row.pending,
  });

  return {
    /** Shops matching `keyword` (name or city), those with staff first. */
    async searchShops(keyword: string, limit: number): Promise<ShopWithStaff[]> {
      const words = keyword.trim();
      const rows = await db.query<ShopRow>(
        `${shopsSql}
          WHERE l.active AND ($1::text IS NULL OR l.name ILIKE $1 OR l.city ILIKE $1)
          ORDER BY NOT EXISTS (SELECT 1 FROM shop_staff s WHERE s.retailer_location_id = l.id),
                   l.name, l.id
          LIMIT $2`,
        [words ? likePattern(words) : null, limit],
      );
      return rows.map(toShop);
    },

    /** A new invite link to staff the shop; undefined when there is no such shop. */
    async invite(input: {
      actor: { id: number; role: StaffRole };
      retailerLocationId: number;
      reason: string;
    }): Promise<ShopInvite | undefined> {
      return db.transaction(async (tx) => {
        const token = newSessionToken();
        const [row] = await tx.query<{ id: number; expires_at: Date | string }>(
          `INSERT INTO shop_staff_invites (token_hash, retailer_location_id, invited_by, expires_at)
           SELECT $1, l.id, $3, now() + make_interval(days => $4)
             FROM retailer_locations l WHERE l.id = $2
           RETURNING id, expires_at`,
          [hashToken(token), input.retailerLocationId, input.actor.id, SHOP_INVITE_DAYS],
        );
        if (!row) return undefined;
        await appendAuditEntry(tx, {
          actorId: input.actor.id,
          actorRole: input.actor.role,
          action: 'shop.staff_invite',
          targetType: 'retailer_location',
          targetId: input.retailerLocationId,
          reason: input.reason,
          before: null,
          after: { inviteId: row.id },
        });
        return {
          token,
          retailerLocationId: input.retailerLocationId,
          expires: toEpochMs(row.expires_at) ?? 0,
        };
      });
    },

    /** Takes the shop away from a member; false when they did not staff it. */
    async revoke(input: {
      actor: { id: number; role: StaffRole };
      retailerLocationId: number;
      accountId: number;
      reason: string;
    }): Promise<boolean> {
      return db.transaction(async (tx) => {
        const removed = await tx.query(
          `DELETE FROM shop_staff WHERE account_id = $1 AND retailer_location_id = $2
           RETURNING account_id`,
          [input.accountId, input.retailerLocationId],
        );
        if (removed.length === 0) return false;
        await appendAuditEntry(tx, {
          actorId: input.actor.id,
          actorRole: input.actor.role,
          action: 'shop.staff_revoke',
          targetType: 'account',
          targetId: input.accountId,
          reason: input.reason,
          before: { retailerLocationId: input.retailerLocationId },
          after: null,
        });
        return true;
      });
    },

    /** What an invite link offers, while it can be accepted. */
    async preview(token: string) {
      const [row] = await db.query<{
        id: number;
        name: string;
        city: string;
        state: string;
        expires_at: Date | string;
      }>(
        `SELECT l.id, l.name, l.city, l.state, i.expires_at
           FROM shop_staff_invites i JOIN retailer_locations l ON l.id = i.retailer_location_id
          WHERE i.token_hash = $1 AND i.accepted_at IS NULL AND i.revoked_at IS NULL
            AND i.expires_at > now()`,
        [hashToken(token)],
      );
      if (!row) return undefined;
      return {
        retailerLocationId: row.id,
        locationName: row.name,
        locationDisplay: [row.city, row.state].filter(Boolean).join(', '),
        expires: toEpochMs(row.expires_at) ?? 0,
      };
    },

    /** The member takes the invite: once, while it is valid. */
    async accept(accountId: number, token: string): Promise<InviteAcceptance> {
      return db.transaction(async (tx) => {
        const [invite] = await tx.query<{ id: number; retailer_location_id: number; name: string }>(
          `UPDATE shop_staff_invites i SET accepted_by = $2, accepted_at = now()
             FROM retailer_locations l
            WHERE l.id = i.retailer_location_id AND i.token_hash = $1
              AND i.accepted_at IS NULL AND i.revoked_at IS NULL AND i.expires_at > now()
           RETURNING i.id, i.retailer_location_id, l.name`,
          [hashToken(token), accountId],
        );
        if (!invite) return { outcome: 'missing' as const };
        const added = await tx.query(
          `INSERT INTO shop_staff (account_id, retailer_location_id, invite_id)
           VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING account_id`,
          [accountId, invite.retailer_location_id, invite.id],
        );
        return {
          outcome: added.length > 0 ? ('accepted' as const) : ('already' as const),
          retailerLocationId: invite.retailer_location_id,
          locationName: invite.name,
        };
      });
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    shopStaff: ReturnType<typeof createShopStaffRepository>;
  }
}

export default fp(
  async (app) => {
    app.decorate('shopStaff', createShopStaffRepository(app.db));
  },
  { name: 'shop-staff', dependencies: ['db'] },
);
