// The activity wall and members' posts: albums with photos, likes and favorites.
import {
  apiDelete,
  apiGet,
  apiPost,
  apiPut,
  apiUpload,
  type UploadProgress,
} from '../../http/client.ts';
import { userAtom } from '../../session/session-atoms.ts';
import { store } from '../../state/store.ts';
import type { ApiListItem, ApiOk } from '../openapi.ts';
import { isApiFailure, type GetResult } from '../types.ts';

/** An album as the wall and the post detail show it, with its photos and your reactions. */
export type WallPost = ApiListItem<'/albums/wall', 'get'>;
export type WallPage = ApiOk<'/albums/wall', 'get'>;
export type PostPhoto = WallPost['assets'][number];
/** What a post reviews (a shop or an offer at a shop) and its stars, 1 to 5. */
export type PostReview = NonNullable<WallPost['review']>;
export type PostReviewInput = Pick<PostReview, 'reviewType' | 'reviewId' | 'rating'>;
/** Posts on each page of a wall. */
export const WALL_PAGE_SIZE = 10;
/** A prefetched first page is only used this soon after it was asked for. */
const PREFETCH_FRESH_MS = 15_000;

let prefetchedWall: {
  memberId: number | null;
  at: number;
  answer: Promise<GetResult<WallPage>>;
  /** The answer, once it is here. */
  arrived?: GetResult<WallPage>;
} | null = null;

const signedInMember = () => store.get(userAtom)?.id ?? null;

/**
 * Asks for the first page of the member's wall before the wall's code has arrived (the
 * host does when the app opens on the wall), so the two load side by side; the wall's
 * first `getWall` then takes this answer.
 */
export function prefetchWall(): void {
  const early: NonNullable<typeof prefetchedWall> = {
    memberId: signedInMember(),
    at: Date.now(),
    answer: fetchWallPage({ limit: WALL_PAGE_SIZE }),
  };
  void early.answer.then((answer) => (early.arrived = answer));
  prefetchedWall = early;
}

/** The prefetched first page's answer, once, if it is recent and was asked for this member. */
function takePrefetchedWall() {
  const early = prefetchedWall;
  prefetchedWall = null;
  if (!early || Date.now() - early.at > PREFETCH_FRESH_MS) return null;
  return early.memberId === signedInMember() ? early : null;
}

/**
 * The prefetched first page if it has already arrived, so the wall draws its posts in
 * its first render instead of drawing placeholders first. Taken once, like getWall's.
 */
export function takeArrivedWall(): WallPage | null {
  if (!prefetchedWall?.arrived) return null;
  const arrived = takePrefetchedWall()?.arrived;
  return arrived && !isApiFailure(arrived) ? arrived : null;
}

/**
 * One page of the wall, newest first; pass the previous page's `nextCursor` for the next.
 * With `albumId`, the wall of that channel or group: only the posts written in it.
 */
export function getWall(
  page: { cursor?: string | null; limit?: number; albumId?: number },
  signal?: AbortSignal,
): Promise<GetResult<WallPage>> {
  const early = takePrefetchedWall();
  if (early && !page.cursor && page.albumId === undefined && page.limit === WALL_PAGE_SIZE) {
    return early.answer;
  }
  return fetchWallPage(page, signal);
}

function fetchWallPage(
  page: { cursor?: string | null; limit?: number; albumId?: number },
  signal?: AbortSignal,
): Promise<GetResult<WallPage>> {
  return apiGet(
    '/albums/wall',
    { cursor: page.cursor ?? undefined, limit: page.limit, albumId: page.albumId },
    signal,
  );
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
 * post reviews a shop or an offer with 1 to 5 stars.
 */
export function createPost(post: {
  description: string;
  uploadIds: string[];
  albumId?: number;
  review?: PostReviewInput;
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
