// Preview cards of web pages linked in posts and comments, fetched by the API (never by the
// browser: the page's image address is given as text and not loaded).
import { apiGet } from '../../http/client.ts';
import type { ApiItem, ApiOk } from '../openapi.ts';
import type { GetResult } from '../types.ts';

export type LinkPreview = ApiItem<'/link-previews', 'get'>;

/** The card of the page at `url`; an error result when it has none. */
export function getLinkPreview(
  url: string,
  signal?: AbortSignal,
): Promise<GetResult<ApiOk<'/link-previews', 'get'>>> {
  return apiGet('/link-previews', { url }, signal);
}
