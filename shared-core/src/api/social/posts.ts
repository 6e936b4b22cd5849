// The activity wall and members' posts: albums with photos, likes and favorites.
import {
  apiDelete,
  apiGet,
  apiPost,
  apiPut,
  apiUpload,
  arrivedGet,
  savedGet,
  savedGetWhenRead,
  type ArrivedAnswer,
  type UploadProgress,
} from '../../http/client.ts';
import type { ApiListItem, ApiOk } from '../openapi.ts';
import { isRefusal, type GetResult } from '../types.ts';
import { WALL_PAGE_SIZE, WALL_PATH, wallQuery, type WallPageRequest } from './wall-query.ts';

/** An album as the wall and the post detail show it, with its photos and your reactions. */
export type WallPost = ApiListItem<'/albums/wall', 'get'>;
export type WallPage = ApiOk<'/albums/wall', 'get'>;
export type PostPhoto = WallPost['assets'][number];
/** What a post reviews (a shop or an offer at a shop) and its stars, 1 to 5. */
export type PostReview = NonNullable<WallPost['review']>;
export type PostReviewInput = Pick<PostReview, 'reviewType' | 'reviewId' | 'rating'>;
export { WALL_PAGE_SIZE } from './wall-query.ts';

/**
 * The wall's first page if the entry script's early request for it has already arrived,
 * so the wall draws its posts in its first render instead of drawing placeholders first;
 * the wall claims it once drawn. While it is still on its way, the copy this device saved
 * on the last visit (marked `saved`), which the wall draws until the answer replaces it.
 */
export function arrivedWall(): ArrivedAnswer<WallPage> | null {
  const query = wallQuery({ limit: WALL_PAGE_SIZE });
  const arrived = arrivedGet<WallPage>(WALL_PATH, query) ?? savedGet<WallPage>(WALL_PATH, query);
  return arrived && !isRefusal(arrived.data) ? arrived : null;
}

/**
 * The copy of the wall's first page this device saved on the last visit, once read, when
 * the wall was drawn before it was and the network's answer is still on its way (null
 * otherwise): the wall draws it until the answer replaces it.
 */
export async function savedWall(): Promise<WallPage | null> {
  const saved = await savedGetWhenRead<WallPage>(WALL_PATH, wallQuery({ limit: WALL_PAGE_SIZE }));
  return saved && !isRefusal(saved) ? saved : null;
}

/**
 * One page of the wall, newest first; pass the previous page's `nextCursor` for the next.
 * With `albumId`, the wall of that channel or group: only the posts written in it.
 */
export function getWall(page: WallPageRequest, signal?: AbortSignal): Promise<GetResult<WallPage>> {
  return apiGet(WALL_PATH, wallQuery(page), signal);
}

export function getPost(
  albumId: number,
  signal?: AbortSignal,
): Promise<GetResult<ApiOk<'/albums/posts/{id}', 'get'>>> {
  return apiGet(`/albums/posts/${albumId}`, undefined, signal);
}

/**
 * SPEC §7: a URL ending in /assets is sent as multipart, without the JSON content type.
 * `onProgress` hears how much of the file has been sent (0 to 1).
 */
export function uploadPhoto(
  file: File | Blob,
  onProgress?: UploadProgress,
): Promise<ApiOk<'/assets', 'post'>> {
  const form = new FormData();
  form.append('file', file);
  return apiUpload('/assets', form, onProgress);
}

/**
 * `albumId`: write it in a group the member joined or a channel they own; `review`: the
 * post reviews a shop or an offer with 1 to 5 stars; `idempotencyKey`: sending it again
 * (a retry after a lost answer, the outbox) returns the first post instead of a second one.
 */
export function createPost(post: {
  description: string;
  uploadIds: string[];
  albumId?: number;
  review?: PostReviewInput;
  idempotencyKey?: string;
}): Promise<ApiOk<'/albums/posts', 'post'>> {
  return apiPost('/albums/posts', post);
}

export function updatePost(
  albumId: number,
  description: string,
): Promise<ApiOk<'/albums/posts/{id}', 'put'>> {
  return apiPut(`/albums/posts/${albumId}`, { description });
}

export function deletePost(albumId: number): Promise<ApiOk<'/albums/posts/{id}', 'delete'>> {
  return apiDelete(`/albums/posts/${albumId}`);
}

export function likeAlbum(albumId: number): Promise<ApiOk<'/likes', 'post'>> {
  return apiPost('/likes', { albumId });
}

export function unlikeAlbum(albumId: number): Promise<ApiOk<'/likes', 'delete'>> {
  return apiDelete('/likes', { albumId });
}

export function favoriteAlbum(albumId: number): Promise<ApiOk<'/favorites', 'post'>> {
  return apiPost('/favorites', { albumId });
}

export function unfavoriteAlbum(albumId: number): Promise<ApiOk<'/favorites', 'delete'>> {
  return apiDelete('/favorites', { albumId });
}
