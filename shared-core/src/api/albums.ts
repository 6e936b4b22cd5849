import { apiGet } from '../http/client.ts';
import { sortFieldOrDefault } from '../domain/album-sort.ts';
import type { Album, GetResult, ItemResponse, ListResponse } from './types.ts';

export interface AlbumSearch {
  albumType?: string;
  filter?: string;
  keyword?: string;
  sortField?: string;
  start?: number;
  limit?: number;
  audienceIds?: number[];
  categoryIds?: number[];
  strictMap?: boolean;
  albumIds?: number[];
  /** Only this member's albums (that the caller may see). */
  ownerId?: number;
  nocache?: boolean;
  returnFullResponse?: boolean;
}

export function searchAlbums(
  search: AlbumSearch,
  signal?: AbortSignal,
): Promise<GetResult<ListResponse<Album>>> {
  return apiGet(
    '/albums/search',
    { ...search, sortField: sortFieldOrDefault(search.sortField) },
    signal,
  );
}

export function getAlbum(albumId: number): Promise<GetResult<ItemResponse<Album>>> {
  return apiGet(`/albums/${albumId}`, { returnFullResponse: true });
}
