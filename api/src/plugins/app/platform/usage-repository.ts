import fp from 'fastify-plugin';
import type { Db } from '../../../db/db.ts';

export interface UsageEvent {
  accountId: number;
  tag: string;
  action: string;
  appVersion?: string | undefined;
  deviceType?: string | undefined;
  userAgent?: string | undefined;
  deviceId?: string | undefined;
  aggregateColumn?: string | undefined;
  /** Epoch milliseconds on the client's clock. */
  clientTime?: number | undefined;
  clientAccountId?: number | undefined;
  customMessage?: string | undefined;
  customId?: string | undefined;
  latitude?: number | undefined;
  longitude?: number | undefined;
}

export function createUsageRepository(db: Db) {
  return {
    async record(event: UsageEvent): Promise<void> {
      await db.query(
        `INSERT INTO usage_events (account_id, tag, action, app_version, device_type, user_agent,
           device_id, aggregate_column, client_time, client_account_id, custom_message, custom_id,
           latitude, longitude)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
        [
          event.accountId,
          event.tag,
          event.action,
          event.appVersion ?? null,
          event.deviceType ?? null,
          event.userAgent ?? null,
          event.deviceId ?? null,
          event.aggregateColumn ?? null,
          event.clientTime === undefined ? null : new Date(event.clientTime),
          event.clientAccountId ?? null,
          event.customMessage ?? null,
          event.customId ?? null,
          event.latitude ?? null,
          event.longitude ?? null,
        ],
      );
    },
  };
}

export type UsageRepository = ReturnType<typeof createUsageRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    usage: UsageRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('usage', createUsageRepository(app.db));
  },
  { name: 'usage', dependencies: ['db'] },
);
