import fp from 'fastify-plugin';
import type { Db } from '../../../db/db.ts';
import type { LinkPreviewResponse } from '../../../schemas/link-previews.ts';
import {
  createLinkPreviewFetcher,
  type LinkPreviewFetcher,
  type LinkPreviewFetchOptions,
} from './link-preview-fetcher.ts';

/** How long a page's preview is kept, and how long a page without one is not asked again. */
export const PREVIEW_TTL_SECONDS = 24 * 60 * 60;
export const NO_PREVIEW_TTL_SECONDS = 60 * 60;

interface PreviewRow {
  title: string | null;
  description: string | null;
  image_url: string | null;
}

/** The address a preview is kept under: the same page whatever its #fragment. */
export function previewKey(address: string): URL | undefined {
  try {
    const url = new URL(address);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    url.hash = '';
    return url;
  } catch {
    return undefined;
  }
}

/**
 * Link previews: fetched by the server (with the fetcher's protections) the first time an
 * address is asked for, then kept in link_previews until they expire. Members asking for the
 * same page at once share one fetch.
 */
export function createLinkPreviewsRepository(db: Db, fetcher: LinkPreviewFetcher) {
  const inFlight = new Map<string, Promise<PreviewRow>>();

  const fetchAndKeep = async (key: string): Promise<PreviewRow> => {
    const outcome = await fetcher.fetch(key);
    const row: PreviewRow = outcome.ok
      ? {
          title: outcome.preview.title,
          description: outcome.preview.description,
          image_url: outcome.preview.imageUrl,
        }
      : { title: null, description: null, image_url: null };
    const found = row.title !== null || row.description !== null;
    await db.query(
      `INSERT INTO link_previews (url, title, description, image_url, fetched_at, expires_at)
       VALUES ($1, $2, $3, $4, now(), now() + make_interval(secs => $5))
       ON CONFLICT (url) DO UPDATE
         SET title = EXCLUDED.title, description = EXCLUDED.description,
             image_url = EXCLUDED.image_url, fetched_at = EXCLUDED.fetched_at,
             expires_at = EXCLUDED.expires_at`,
      [
        key,
        row.title,
        row.description,
        row.image_url,
        found ? PREVIEW_TTL_SECONDS : NO_PREVIEW_TTL_SECONDS,
      ],
    );
    await db.query('DELETE FROM link_previews WHERE expires_at < now()');
    return row;
  };

  return {
    /** The preview of the page at `address`, or undefined when it has none (or is refused). */
    async preview(address: string): Promise<LinkPreviewResponse | undefined> {
      const url = previewKey(address);
      if (!url) return undefined;
      const key = url.href;
      const [kept] = await db.query<PreviewRow>(
        `SELECT title, description, image_url FROM link_previews
          WHERE url = $1 AND expires_at > now()`,
        [key],
      );
      let row = kept;
      if (!row) {
        let pending = inFlight.get(key);
        if (!pending) {
          pending = fetchAndKeep(key).finally(() => inFlight.delete(key));
          inFlight.set(key, pending);
        }
        row = await pending;
      }
      if (row.title === null && row.description === null) return undefined;
      return {
        url: address,
        host: url.hostname.replace(/^www\./, ''),
        title: row.title,
        description: row.description,
        imageUrl: row.image_url,
      };
    },
  };
}

export type LinkPreviewsRepository = ReturnType<typeof createLinkPreviewsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    linkPreviews: LinkPreviewsRepository;
  }
}

export default fp<LinkPreviewFetchOptions>(
  async (app, options) => {
    app.decorate(
      'linkPreviews',
      createLinkPreviewsRepository(app.db, createLinkPreviewFetcher(options)),
    );
  },
  { name: 'link-previews', dependencies: ['db'] },
);
