import fp from 'fastify-plugin';
import type { Db } from '../../../db/db.ts';

export interface FederationEvent {
  remote: string;
  version: string;
  outcome: 'LOADED' | 'FAILED';
  stage?: string | undefined;
}

export interface FederationHealthRow {
  remote: string;
  version: string;
  loaded: number;
  failed: number;
  lastFailureAt: string | null;
}

export function createFederationHealthRepository(db: Db) {
  return {
    async record(event: FederationEvent): Promise<void> {
      await db.query(
        'INSERT INTO federation_events (remote, version, outcome, stage) VALUES ($1, $2, $3, $4)',
        [event.remote, event.version, event.outcome, event.stage ?? null],
      );
    },

    /** Loads and failures per remote version over the last `hours`, worst first. */
    async summary(hours: number): Promise<FederationHealthRow[]> {
      const rows = await db.query<{
        remote: string;
        version: string;
        loaded: string;
        failed: string;
        last_failure_at: Date | null;
      }>(
        `SELECT remote, version,
                count(*) FILTER (WHERE outcome = 'LOADED') AS loaded,
                count(*) FILTER (WHERE outcome = 'FAILED') AS failed,
                max(created_at) FILTER (WHERE outcome = 'FAILED') AS last_failure_at
           FROM federation_events
          WHERE created_at > now() - make_interval(hours => $1)
          GROUP BY remote, version
          ORDER BY failed DESC, remote, version`,
        [hours],
      );
      return rows.map((row) => ({
        remote: row.remote,
        version: row.version,
        loaded: Number(row.loaded),
        failed: Number(row.failed),
        lastFailureAt: row.last_failure_at ? new Date(row.last_failure_at).toISOString() : null,
      }));
    },
  };
}

export type FederationHealthRepository = ReturnType<typeof createFederationHealthRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    federationHealth: FederationHealthRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('federationHealth', createFederationHealthRepository(app.db));
  },
  { name: 'federation-health', dependencies: ['db'] },
);
