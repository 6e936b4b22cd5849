// The console's Releases page (issue 38): which version of each remote is live, who made it
// live and when, the versions before it, whether its manifest answers; and rolling back,
// through the same module as `pnpm rollback:remote` (lib/remote-releases.ts), logged in the
// audit log with the version before and after.
import fp from 'fastify-plugin';
import type { Db } from '../../../db/db.ts';
import {
  readManifest,
  ReleaseError,
  releaseLog,
  releaseManifestUrl,
  REMOTES,
  rollbackRemote,
  type ReleaseEntry,
  type ReleaseStore,
  type Remote,
} from '../../../lib/remote-releases.ts';
import { appendAuditEntry } from './audit-log-repository.ts';
import type { StaffRole } from '../kernel/roles.ts';

/** How long a remote's manifest may take to answer before the remote is marked unhealthy. */
export const HEALTH_TIMEOUT_MS = 2000;

export interface RemoteHealth {
  healthy: boolean;
  /** Why not, in words; empty when healthy. */
  problem: string;
}

export interface RemoteRelease {
  remote: Remote;
  /** The manifest URL the host loads the remote from now. */
  manifestUrl: string;
  /** The released version live now; null when the remote's own unversioned build is. */
  live: ReleaseEntry | null;
  /** The versions live before, newest first: the first is what Roll back makes live. */
  previous: ReleaseEntry[];
  health: RemoteHealth;
}

export type RollbackOutcome =
  | { outcome: 'rolled-back'; release: RemoteRelease; auditId: number }
  | { outcome: 'refused'; message: string };

/** Fetches a remote's manifest from the server: it must answer JSON within the timeout. */
export async function checkManifest(url: string, timeoutMs: number): Promise<RemoteHealth> {
  try {
    const response = await fetch(url, {
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'manual',
    });
    if (!response.ok) {
      return { healthy: false, problem: `Its manifest answered HTTP ${response.status}.` };
    }
    // The body too must arrive in time: a timeout while reading it is a timeout.
    const manifest: unknown = await response.json().catch((error: unknown) => {
      if (error instanceof Error && error.name === 'TimeoutError') throw error;
      return undefined;
    });
    if (typeof manifest !== 'object' || manifest === null) {
      return { healthy: false, problem: 'Its manifest is not a remote manifest.' };
    }
    return { healthy: true, problem: '' };
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    return {
      healthy: false,
      problem: timedOut
        ? `Its manifest did not answer within ${timeoutMs / 1000} s.`
        : 'Its manifest could not be reached.',
    };
  }
}

export function createRemoteReleases(db: Db, store: ReleaseStore | undefined, timeoutMs: number) {
  function describe(remote: Remote, manifest: Record<string, string>) {
    const manifestUrl = manifest[remote] ?? '';
    const log = releaseLog(store!, remote);
    const last = log.at(-1);
    const isLive =
      last && manifestUrl && releaseManifestUrl(manifestUrl, last.version) === manifestUrl;
    return {
      remote,
      manifestUrl,
      live: isLive ? last : null,
      previous: (isLive ? log.slice(0, -1) : log).reverse(),
    };
  }

  return {
    /** Every remote, live version first, each with its manifest's health checked now. */
    async list(): Promise<RemoteRelease[]> {
      if (!store) return [];
      const manifest = readManifest(store);
      return Promise.all(
        REMOTES.map(async (remote) => {
          const release = describe(remote, manifest);
          const health = release.manifestUrl
            ? await checkManifest(release.manifestUrl, timeoutMs)
            : { healthy: false, problem: 'The remotes manifest has no entry for it.' };
          return { ...release, health };
        }),
      );
    },

    /**
     * Makes the version live before the current one live again, and logs it (version before
     * and after, with the reason) in the same transaction: a refused rollback logs nothing.
     */
    async rollback(input: {
      actor: { id: number; role: StaffRole; display: string };
      remote: Remote;
      reason: string;
    }): Promise<RollbackOutcome> {
      if (!store) return { outcome: 'refused', message: 'No releases are kept here.' };
      const rolled = await db
        .transaction(async (tx) => {
          // The entry first, then the manifest: a rollback the manifest refuses (nothing to
          // go back to) undoes its entry, and an entry that cannot be written moves nothing.
          const before = describe(input.remote, readManifest(store));
          const target = before.previous[0];
          if (!before.live) {
            throw new ReleaseError(
              `${input.remote} is not live from a released version: release one first.`,
            );
          }
          if (!target) {
            throw new ReleaseError(`${input.remote} has no earlier release to roll back to.`);
          }
          const auditId = await appendAuditEntry(tx, {
            actorId: input.actor.id,
            actorRole: input.actor.role,
            action: 'release.rollback',
            targetType: 'remote',
            targetId: input.remote,
            reason: input.reason,
            before: { version: before.live.version, manifestUrl: before.manifestUrl },
            after: {
              version: target.version,
              manifestUrl: releaseManifestUrl(before.manifestUrl, target.version),
            },
          });
          rollbackRemote(store, input.remote, input.actor.display);
          return { auditId, release: describe(input.remote, readManifest(store)) };
        })
        .catch((error: unknown) => {
          if (error instanceof ReleaseError) return error;
          throw error;
        });
      if (rolled instanceof ReleaseError) return { outcome: 'refused', message: rolled.message };
      const health = await checkManifest(rolled.release.manifestUrl, timeoutMs);
      return {
        outcome: 'rolled-back',
        release: { ...rolled.release, health },
        auditId: rolled.auditId,
      };
    },
  };
}

export type RemoteReleases = ReturnType<typeof createRemoteReleases>;

declare module 'fastify' {
  interface FastifyInstance {
    releases: RemoteReleases;
  }
}

export default fp<{ store?: ReleaseStore | undefined; healthTimeoutMs?: number | undefined }>(
  async (app, options) => {
    app.decorate(
      'releases',
      createRemoteReleases(app.db, options.store, options.healthTimeoutMs ?? HEALTH_TIMEOUT_MS),
    );
  },
  { name: 'remote-releases', dependencies: ['db'] },
);
