// Checking what members write against the watched words (issue 35), from a compiled copy
// of the list kept in memory. The copy is dropped whenever the list may have changed: at
// once on this instance's own writes to it, and on the NOTIFY migration 285's trigger sends
// for everyone else's (another instance, psql). While the listening connection is down
// the list is read afresh for every check, since notices sent meanwhile are lost; and no
// copy is kept longer than a minute in any case.
import fp from 'fastify-plugin';
import type { Db } from '../../../db/db.ts';
import { HttpError } from '../../../lib/errors.ts';
import {
  compileWatchedWords,
  findWatchedWord,
  watchedWordMessage,
  type CompiledWatchedWords,
  type WatchedHit,
} from '../kernel/watched-word-rules.ts';
import {
  createWatchedWordsRepository,
  type WatchedWordsRepository,
} from './watched-words-repository.ts';

export const WATCHED_WORDS_CHANNEL = 'canopy_watched_words_changed';
export const WATCHED_WORD = 'WATCHED_WORD';
const MAX_AGE_MS = 60_000;
const WRITES_LIST = /\bwatched_words\b/i;

/** A text refused for a REFUSE entry: 400 with the member's own matched words. */
export function watchedWordRefusal(hit: WatchedHit): HttpError {
  return new HttpError(400, WATCHED_WORD, watchedWordMessage(hit.matched));
}

/** Why an item is held, as moderators read it in the queue. */
export function heldReason(hit: WatchedHit): string {
  return `Contains “${hit.matched}” (watched word “${hit.entry.pattern}”)`;
}

export async function watchWatchedWords(
  db: Db,
  load: () => Promise<CompiledWatchedWords>,
  onListenError: (error: unknown) => void,
) {
  let cached: { list: Promise<CompiledWatchedWords>; at: number } | undefined;
  let heard = db.listen === undefined;
  const forget = () => {
    cached = undefined;
  };
  const stopWatching = db.onWrites((statements) => {
    if (statements.some((sql) => WRITES_LIST.test(sql))) forget();
  });
  let unlisten: (() => Promise<void>) | undefined;
  try {
    unlisten = await db.listen?.(WATCHED_WORDS_CHANNEL, (event) => {
      forget();
      if (event === 'lost') heard = false;
      if (event === 'resumed') heard = true;
    });
    heard = true;
  } catch (error) {
    onListenError(error);
  }

  function current(): Promise<CompiledWatchedWords> {
    if (!heard) return load();
    if (!cached || Date.now() - cached.at > MAX_AGE_MS) {
      const list = load();
      const entry = { list, at: Date.now() };
      cached = entry;
      // A failed read is not kept: the next check reads again.
      list.catch(() => {
        if (cached === entry) forget();
      });
    }
    return cached.list;
  }

  return {
    current,
    close: async () => {
      stopWatching();
      await unlisten?.().catch(() => undefined);
    },
  };
}

export interface WatchedWords extends WatchedWordsRepository {
  /** The entry the texts answer to (REFUSE before HOLD), or null. */
  find(texts: readonly (string | null | undefined)[]): Promise<WatchedHit | null>;
  /**
   * The check a post, review, comment or chat message passes before it is saved: throws
   * 400 WATCHED_WORD for a REFUSE entry; for a HOLD entry answers the reason to hold it
   * for review with (the item is then saved held), else undefined.
   */
  screen(...texts: (string | null | undefined)[]): Promise<string | undefined>;
  /**
   * The check of what cannot be held, since it shows wherever the member does or has no
   * review of its own (names, handles, titles of lists, groups, events, tournaments): any
   * entry, REFUSE or HOLD, refuses it.
   */
  refuse(...texts: (string | null | undefined)[]): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    watchedWords: WatchedWords;
  }
}

export default fp(
  async (app) => {
    const repository = createWatchedWordsRepository(app.db);
    const watched = await watchWatchedWords(
      app.db,
      async () => compileWatchedWords(await repository.entries()),
      (error) =>
        app.log.error({ err: error }, 'cannot listen for watched word changes; not caching'),
    );
    app.addHook('onClose', () => watched.close());
    const find = async (texts: readonly (string | null | undefined)[]) =>
      findWatchedWord(await watched.current(), texts);
    app.decorate('watchedWords', {
      ...repository,
      find,
      async screen(...texts) {
        const hit = await find(texts);
        if (hit?.entry.action === 'REFUSE') throw watchedWordRefusal(hit);
        return hit ? heldReason(hit) : undefined;
      },
      async refuse(...texts) {
        const hit = await find(texts);
        if (hit) throw watchedWordRefusal(hit);
      },
    } satisfies WatchedWords);
  },
  { name: 'watched-words', dependencies: ['db'] },
);
