// The app configuration's versions (issue 38): publishing, history, rollback and the drafts
// an operator previews. The newest version is what members load: publishing writes the
// version and app_config's copy in one transaction, with its audit entry. Publishing names
// the version it was based on, and is refused when another was published since
// (optimistic concurrency: no silent overwrite).
import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { isUniqueViolation, type Db, type Queryable } from '../../../db/db.ts';
import type { AppConfigValue } from '../../../schemas/app-config.ts';
import { appendAuditEntry } from '../kernel/audit-entry.ts';
import { DEFAULT_APP_CONFIG } from './app-config-defaults.ts';
import { absolutise } from './app-config-repository.ts';

export type VersionKind = 'baseline' | 'publish' | 'rollback';

export interface ConfigVersionSummary {
  version: number;
  kind: VersionKind;
  note: string;
  restoredVersion: number | null;
  publishedAt: number;
  publishedBy: { id: number; display: string } | null;
}

export interface ConfigVersion extends ConfigVersionSummary {
  config: AppConfigValue;
}

/** Why a publish was refused: another version was published after the one it was based on. */
export interface StalePublish {
  stale: true;
  current: ConfigVersionSummary;
}

interface VersionRow {
  version: number;
  kind: VersionKind;
  note: string;
  restored_version: number | null;
  published_at: Date | string;
  published_by: number | null;
  publisher: string | null;
  config?: AppConfigValue;
}

const SELECT_VERSION = `SELECT v.version, v.kind, v.note, v.restored_version, v.published_at,
    v.published_by, a.first_name || ' ' || a.last_name AS publisher`;
const FROM_VERSIONS = 'FROM app_config_versions v LEFT JOIN accounts a ON a.id = v.published_by';

/** Drafts older than this are swept when a new one is saved: a preview is opened at once. */
const DRAFT_HOURS = 24;
const HISTORY_LIMIT = 200;

function summaryOf(row: VersionRow): ConfigVersionSummary {
  return {
    version: row.version,
    kind: row.kind,
    note: row.note,
    restoredVersion: row.restored_version,
    publishedAt: new Date(row.published_at).getTime(),
    publishedBy:
      row.published_by === null ? null : { id: row.published_by, display: row.publisher ?? '' },
  };
}

export interface PublishInput {
  /** The version the change was based on; omitted only by the whole-document PUT. */
  baseVersion?: number | undefined;
  config: AppConfigValue;
  note: string;
  actorId: number;
  restoredVersion?: number;
}

export function createConfigVersions(db: Db, publicApiUrl: string) {
  /** The configuration as it was before versions were kept becomes version 1, once. */
  async function ensureBaseline(q: Queryable): Promise<void> {
    await q.query(
      `INSERT INTO app_config_versions (version, config, kind, note, published_at)
       SELECT 1, coalesce((SELECT config FROM app_config WHERE id = 1), $1::jsonb), 'baseline',
              'The configuration when versions started being kept',
              coalesce((SELECT updated_at FROM app_config WHERE id = 1), now())
        WHERE NOT EXISTS (SELECT 1 FROM app_config_versions)
       ON CONFLICT (version) DO NOTHING`,
      [JSON.stringify(DEFAULT_APP_CONFIG)],
    );
  }

  async function latest(q: Queryable, lock = false): Promise<VersionRow> {
    await ensureBaseline(q);
    const rows = await q.query<VersionRow>(
      lock
        ? `SELECT version, kind, note, restored_version, published_at, published_by,
                  NULL AS publisher, config
             FROM app_config_versions ORDER BY version DESC LIMIT 1 FOR UPDATE`
        : `${SELECT_VERSION}, v.config ${FROM_VERSIONS} ORDER BY v.version DESC LIMIT 1`,
    );
    const row = rows[0];
    if (!row) throw new Error('app_config_versions has no baseline');
    return row;
  }

  async function get(version: number): Promise<ConfigVersion | null> {
    await ensureBaseline(db);
    const rows = await db.query<VersionRow>(
      `${SELECT_VERSION}, v.config ${FROM_VERSIONS} WHERE v.version = $1`,
      [version],
    );
    const row = rows[0];
    return row?.config ? { ...summaryOf(row), config: row.config } : null;
  }

  async function publish(input: PublishInput): Promise<ConfigVersionSummary | StalePublish> {
    try {
      const version = await db.transaction(async (tx) => {
        const current = await latest(tx, true);
        if (input.baseVersion !== undefined && input.baseVersion !== current.version) return null;
        const next = current.version + 1;
        const kind: VersionKind = input.restoredVersion ? 'rollback' : 'publish';
        await tx.query(
          `INSERT INTO app_config_versions
             (version, config, kind, note, restored_version, published_by)
           VALUES ($1, $2::jsonb, $3, $4, $5, $6)`,
          [
            next,
            JSON.stringify(input.config),
            kind,
            input.note,
            input.restoredVersion ?? null,
            input.actorId,
          ],
        );
        await tx.query(
          `INSERT INTO app_config (id, config, updated_by, updated_at) VALUES (1, $1::jsonb, $2, now())
           ON CONFLICT (id) DO UPDATE SET config = EXCLUDED.config,
             updated_by = EXCLUDED.updated_by, updated_at = now()`,
          [JSON.stringify(input.config), input.actorId],
        );
        await appendAuditEntry(tx, {
          actorId: input.actorId,
          actorRole: 'operator',
          action: kind === 'rollback' ? 'config.rollback' : 'config.publish',
          targetType: 'app_config',
          targetId: next,
          reason: input.note,
          before: { version: current.version, config: current.config },
          after: { version: next, config: input.config },
        });
        return next;
      });
      if (version !== null) return (await get(version)) as ConfigVersion;
    } catch (error) {
      // Two publishes based on the same version at once: the second loses the race.
      if (!isUniqueViolation(error)) throw error;
    }
    return { stale: true, current: summaryOf(await latest(db)) };
  }

  return {
    async current(): Promise<ConfigVersion> {
      const row = await latest(db);
      return { ...summaryOf(row), config: row.config as AppConfigValue };
    },

    async history(): Promise<ConfigVersionSummary[]> {
      await ensureBaseline(db);
      const rows = await db.query<VersionRow>(
        `${SELECT_VERSION} ${FROM_VERSIONS} ORDER BY v.version DESC LIMIT ${HISTORY_LIMIT}`,
      );
      return rows.map(summaryOf);
    },

    get,
    publish,

    /** Publishes `version`'s configuration again, as a new version. */
    async rollback(input: {
      version: number;
      baseVersion: number;
      note: string;
      actorId: number;
    }): Promise<ConfigVersionSummary | StalePublish | null> {
      const target = await get(input.version);
      if (!target) return null;
      return publish({
        baseVersion: input.baseVersion,
        config: target.config,
        note: input.note,
        actorId: input.actorId,
        restoredVersion: input.version,
      });
    },

    async saveDraft(config: AppConfigValue, actorId: number): Promise<string> {
      const id = randomUUID();
      await db.query(
        `DELETE FROM app_config_drafts WHERE created_at < now() - make_interval(hours => $1)`,
        [DRAFT_HOURS],
      );
      await db.query(
        'INSERT INTO app_config_drafts (id, config, created_by) VALUES ($1, $2::jsonb, $3)',
        [id, JSON.stringify(config), actorId],
      );
      return id;
    },

    /** A draft as the host renders it (media paths made absolute, as the live one's are). */
    async draft(id: string): Promise<AppConfigValue | null> {
      const rows = await db.query<{ config: AppConfigValue }>(
        'SELECT config FROM app_config_drafts WHERE id = $1',
        [id],
      );
      return rows[0] ? absolutise(rows[0].config, publicApiUrl) : null;
    },
  };
}

export type ConfigVersions = ReturnType<typeof createConfigVersions>;

export function isStale(result: unknown): result is StalePublish {
  return typeof result === 'object' && result !== null && 'stale' in result;
}

declare module 'fastify' {
  interface FastifyInstance {
    configVersions: ConfigVersions;
  }
}

export default fp(
  async (app) => {
    app.decorate('configVersions', createConfigVersions(app.db, app.publicApiUrl));
  },
  { name: 'config-versions', dependencies: ['db', 'media-url'] },
);
