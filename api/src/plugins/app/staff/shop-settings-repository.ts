// The operator's settings of the shops (issue 36): the low-stock threshold, each change in
// the audit log with before and after, in the same transaction.
import fp from 'fastify-plugin';
import type { Db } from '../../../db/db.ts';
import type { ShopSettingsResponse } from '../../../schemas/staff.ts';
import { appendAuditEntry } from './audit-log-repository.ts';
import { lowStockThreshold } from '../kernel/low-stock.ts';
import type { StaffRole } from '../kernel/roles.ts';

export function createShopSettingsRepository(db: Db) {
  return {
    async settings(): Promise<ShopSettingsResponse> {
      return { lowStockThreshold: await lowStockThreshold(db) };
    },

    async changeSettings(
      actor: { id: number; role: StaffRole },
      settings: ShopSettingsResponse,
      reason: string,
    ): Promise<ShopSettingsResponse> {
      return db.transaction(async (tx) => {
        // Locked so two operators' changes are logged with the before each really replaced.
        const [row] = await tx.query<{ low_stock_threshold: number }>(
          'SELECT low_stock_threshold FROM shop_settings WHERE id FOR UPDATE',
        );
        await tx.query(
          'UPDATE shop_settings SET low_stock_threshold = $1, updated_at = now() WHERE id',
          [settings.lowStockThreshold],
        );
        await appendAuditEntry(tx, {
          actorId: actor.id,
          actorRole: actor.role,
          action: 'settings.change',
          targetType: 'shop_settings',
          targetId: 'low_stock_threshold',
          reason,
          before: { lowStockThreshold: row?.low_stock_threshold ?? null },
          after: { lowStockThreshold: settings.lowStockThreshold },
        });
        return { lowStockThreshold: settings.lowStockThreshold };
      });
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    shopSettings: ReturnType<typeof createShopSettingsRepository>;
  }
}

export default fp(
  async (app) => {
    app.decorate('shopSettings', createShopSettingsRepository(app.db));
  },
  { name: 'shop-settings', dependencies: ['db'] },
);
