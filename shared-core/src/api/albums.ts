import { apiDelete, apiGet, apiPost, apiPut } from '../http/client.ts';
import { sortFieldOrDefault } from '../domain/album-sort.ts';
import type { ApiOk } from './openapi.ts';
import type { GetResult } from './types.ts';

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
): Promise<GetResult<ApiOk<'/albums/search', 'get'>>> {
  return apiGet(
    '/albums/search',
    { ...search, sortField: sortFieldOrDefault(search.sortField) },
    signal,
  );
}

/** A visible album whose access tags the member lacks answers `valid: false, ACCESS_DENIED`. */
export function getAlbum(albumId: number): Promise<GetResult<ApiOk<'/albums/{id}', 'get'>>> {
  return apiGet(`/albums/${albumId}`, { returnFullResponse: true });
}

/** A member's own album (a custom list, say): title, description and metaData. */
export interface AlbumDraft {
  title: string;
  albumType: 'customlist';
  description?: string;
  visibility?: 'PUBLIC' | 'PRIVATE';
  metaData?: Record<string, unknown>;
}

export function createAlbum(draft: AlbumDraft): Promise<ApiOk<'/albums', 'post'>> {
  return apiPost('/albums', draft);
}

/** Changes an album the member owns; fields left out stay as they are. */
export function updateAlbum(
  albumId: number,
  changes: Partial<AlbumDraft>,
): Promise<ApiOk<'/albums/{id}', 'put'>> {
  return apiPut(`/albums/${albumId}`, changes);
}

/** Deletes an album the member made (a custom list, say). */
export function deleteAlbum(albumId: number): Promise<ApiOk<'/albums/{id}', 'delete'>> {
  return apiDelete(`/albums/${albumId}`);
}
