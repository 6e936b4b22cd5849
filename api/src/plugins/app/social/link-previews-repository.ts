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

  const responseOf = (url: URL, address: string, row: PreviewRow) =>
    row.title === null && row.description === null
      ? null
      : {
          url: address,
          host: url.hostname.replace(/^www\./, ''),
          title: row.title,
          description: row.description,
          imageUrl: row.image_url,
        };

  /** The preview of the page at `address`, or undefined when it has none (or is refused). */
  async function preview(address: string): Promise<LinkPreviewResponse | undefined> {
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
    return responseOf(url, address, row) ?? undefined;
  }

  return {
    preview,

    /**
     * Starts reading the page a new post links to, without waiting for it, so the wall's
     * answers carry its card (kept) and no reader has to ask for it.
     */
    readSoon(address: string, onError: (error: unknown) => void): void {
      preview(address).catch(onError);
    },

    /**
     * The previews already kept for `addresses`, fetching none: null for a page known to have
     * none; an address not read yet is left out. One query for a whole wall page.
     */
    async kept(addresses: readonly string[]): Promise<Map<string, LinkPreviewResponse | null>> {
      const keys = new Map<string, URL>();
      for (const address of addresses) {
        const url = previewKey(address);
        if (url) keys.set(address, url);
      }
      if (keys.size === 0) return new Map();
      const rows = await db.query<PreviewRow & { url: string }>(
        `SELECT url, title, description, image_url FROM link_previews
          WHERE url = ANY($1::text[]) AND expires_at > now()`,
        [[...new Set([...keys.values()].map((url) => url.href))]],
      );
      const byKey = new Map(rows.map((row) => [row.url, row]));
      const answers = new Map<string, LinkPreviewResponse | null>();
      for (const [address, url] of keys) {
        const row = byKey.get(url.href);
        if (row) answers.set(address, responseOf(url, address, row));
      }
      return answers;
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
