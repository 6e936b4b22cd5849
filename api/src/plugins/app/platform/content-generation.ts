import fp from 'fastify-plugin';
import type { Db } from '../../../db/db.ts';

/** The channel migration 140's triggers notify on. */
export const CONTENT_CHANGED_CHANNEL = 'canopy_content_changed';

/**
 * The tables migration 140's triggers watch: what a wall page or a session lookup reads
 * (test/plugins/app/platform/content-generation.test.ts holds the three to each other).
 */
export const CONTENT_TABLES: ReadonlySet<string> = new Set([
  'accounts',
  'sessions',
  'albums',
  'album_members',
  'assets',
  'likes',
  'favorites',
  'retailer_locations',
  'offer_locations',
  'offers',
  'member_hides',
  'moderation_items',
]);

const INSERT_TARGET = /\bINSERT\s+INTO\s+((?:"?\w+"?\s*\.\s*)?"?\w+"?)/gi;
// An upsert's DO UPDATE changes the table inserted into; a row lock changes nothing.
const SAME_TABLE_OR_NO_CHANGE = /\bDO\s+(UPDATE|NOTHING)\b|\bFOR\s+(NO\s+KEY\s+)?UPDATE\b/gi;
const ANY_OTHER_WRITE = /\b(UPDATE|DELETE|MERGE|TRUNCATE|COPY|CALL|DO|CREATE|ALTER|DROP)\b/i;
const MAX_CLASSIFIED = 2000;
const classified = new Map<string, boolean>();

/**
 * Whether a statement that may write can change what the caches hold. Only inserts into
 * other tables cannot (a usage event, a live event, a chat message: a page view must not
 * empty every cache); an insert fires no foreign-key action and the schema has no triggers
 * but migration 140's. Anything else counts, an update or a delete anywhere included,
 * since its foreign keys may cascade into the tables above.
 */
export function changesContent(sql: string): boolean {
  let changes = classified.get(sql);
  if (changes === undefined) {
    const targets = [...sql.matchAll(INSERT_TARGET)].map((match) =>
      (match[1] ?? '').split('.').at(-1)!.replaceAll('"', '').trim().toLowerCase(),
    );
    changes =
      targets.length === 0 ||
      ANY_OTHER_WRITE.test(sql.replace(SAME_TABLE_OR_NO_CHANGE, '')) ||
      targets.some((table) => CONTENT_TABLES.has(table));
    if (classified.size < MAX_CLASSIFIED) classified.set(sql, changes);
  }
  return changes;
}

/**
 * A number that moves whenever what the database says may have changed, so an answer or a
 * session cached under one generation is used only while the generation stands.
 *
 * It moves at once on this instance's own writes (reported by the Db once they ended, and
 * sorted by `changesContent`), so a member reads their own write on their next request. Writes by
 * other instances, psql or a seed reach it through the triggers' NOTIFY: an instance may
 * answer from its cache until that notice arrives, typically within a few milliseconds of
 * the other's commit. While the listening connection is down nothing may be cached
 * (`current()` is undefined), since notices sent meanwhile are lost.
 */
export interface ContentGeneration {
  /** The generation to cache under and to check against; undefined: do not cache now. */
  current(): number | undefined;
}

export async function watchContentGeneration(
  db: Db,
  onListenError: (error: unknown) => void = () => undefined,
): Promise<ContentGeneration & { close: () => Promise<void> }> {
  let generation = 0;
  // Without listen every write goes through `db`, so its own reports are the whole story.
  let heard = db.listen === undefined;
  const bump = () => {
    generation += 1;
  };
  const stopWatching = db.onWrites((statements) => {
    if (statements.some(changesContent)) bump();
  });
  let unlisten: (() => Promise<void>) | undefined;
  try {
    unlisten = await db.listen?.(CONTENT_CHANGED_CHANNEL, (event) => {
      bump();
      if (event === 'lost') heard = false;
      if (event === 'resumed') heard = true;
    });
    heard = true;
  } catch (error) {
    // Caching stays off: without the notices another instance's writes would go unseen.
    onListenError(error);
  }
  return {
    current: () => (heard ? generation : undefined),
    close: async () => {
      stopWatching();
      // The database may have closed first, and its listening with it.
      await unlisten?.().catch(() => undefined);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    contentGeneration: ContentGeneration;
  }
}

export default fp<{ caching: boolean }>(
  async (app, options) => {
    if (!options.caching) {
      app.decorate('contentGeneration', { current: () => undefined });
      return;
    }
    const watched = await watchContentGeneration(app.db, (error) =>
      app.log.error({ err: error }, 'cannot listen for content changes; caching is off'),
    );
    app.decorate('contentGeneration', watched);
    app.addHook('onClose', () => watched.close());
  },
  { name: 'content-generation', dependencies: ['db'] },
);
