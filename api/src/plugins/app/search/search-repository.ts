// One search (issue 34): what the header's search answers, every kind at once, grouped.
// Each kind is read by its own query (album-hits.ts, people-and-shops.ts), all through the
// kernel's rules of who may see what; this puts the groups together in their fixed order.
import fp from 'fastify-plugin';
import type { Db } from '../../../db/db.ts';
import type { MediaUrl } from '../../../lib/media.ts';
import {
  SEARCH_KINDS,
  type SearchAnswerResponse,
  type SearchHitResponse,
  type SearchKind,
} from '../../../schemas/search.ts';
import type { Viewer } from '../kernel/visibility.ts';
import { albumHits, commentHits, type HitsQuery } from './album-hits.ts';
import { memberHits, productHits, shopHits } from './people-and-shops.ts';
import { prefixTsQuery, searchWords } from './rules.ts';

export function createSearchRepository(db: Db, mediaUrl: MediaUrl) {
  const finders: Record<SearchKind, (query: HitsQuery) => Promise<SearchHitResponse[]>> = {
    posts: (query) => albumHits(db, mediaUrl, 'posts', query),
    comments: (query) => commentHits(db, query),
    members: (query) => memberHits(db, mediaUrl, query),
    shops: (query) => shopHits(db, mediaUrl, query),
    products: (query) => productHits(db, mediaUrl, query),
    events: (query) => albumHits(db, mediaUrl, 'events', query),
    groups: (query) => albumHits(db, mediaUrl, 'groups', query),
  };

  return {
    /**
     * Up to `limit` of each kind matching every word typed (the last as a prefix), best
     * first; a kind with none is there, empty. No words (only punctuation) finds nothing.
     */
    async find(viewer: Viewer, typed: string, limit: number): Promise<SearchAnswerResponse> {
      const words = searchWords(typed);
      const tsQuery = prefixTsQuery(words);
      if (!tsQuery) {
        return {
          groups: SEARCH_KINDS.map((kind) => ({ kind, items: [], hasMoreResults: false })),
        };
      }
      const hits: HitsQuery = { viewer, words, tsQuery, typed: typed.trim(), limit: limit + 1 };
      const found = await Promise.all(SEARCH_KINDS.map((kind) => finders[kind](hits)));
      return {
        groups: SEARCH_KINDS.map((kind, index) => {
          const items = found[index] ?? [];
          return { kind, items: items.slice(0, limit), hasMoreResults: items.length > limit };
        }),
      };
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    oneSearch: SearchRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('oneSearch', createSearchRepository(app.db, app.mediaUrl));
  },
  { name: 'search', dependencies: ['db', 'media-url'] },
);
