// The wall's query, pure so that the host's entry script can ask for the first page
// itself, exactly as the client would (landing-requests.ts).
import type { Query } from '../../http/request-parts.ts';

export const WALL_PATH = '/albums/wall';
/** Posts on each page of a wall. */
export const WALL_PAGE_SIZE = 10;

export interface WallPageRequest {
  cursor?: string | null;
  limit?: number;
  albumId?: number;
}

export function wallQuery(page: WallPageRequest): Query {
  return { cursor: page.cursor ?? undefined, limit: page.limit, albumId: page.albumId };
}
