// Comments on albums (PLATFORM.md `note`) and the replies to them.
import { apiDelete, apiGet, apiPost, apiPut } from '../../http/client.ts';
import type { ApiListItem, ApiOk } from '../openapi.ts';
import type { GetResult } from '../types.ts';

export type Comment = ApiListItem<'/notes/search', 'get'>;
export type Reply = Comment['replies'][number];
export type CommentPage = ApiOk<'/notes/search', 'get'>;

/** An album's comments, oldest first; pass the previous page's `nextCursor` for more. */
export function getComments(
  albumId: number,
  page: { cursor?: string | null; limit?: number } = {},
  signal?: AbortSignal,
): Promise<GetResult<CommentPage>> {
  return apiGet(
    '/notes/search',
    { albumId, cursor: page.cursor ?? undefined, limit: page.limit },
    signal,
  );
}

/** A comment on the album, or a reply to `parentNoteId`. */
export function createComment(comment: {
  albumId: number;
  comment: string;
  parentNoteId?: number;
}): Promise<ApiOk<'/notes', 'post'>> {
  return apiPost('/notes', comment);
}

export function updateComment(
  noteId: number,
  comment: string,
): Promise<ApiOk<'/notes/{id}', 'put'>> {
  return apiPut(`/notes/${noteId}`, { comment });
}

export function deleteComment(noteId: number): Promise<ApiOk<'/notes/{id}', 'delete'>> {
  return apiDelete(`/notes/${noteId}`);
}

/** A member likes a comment once; the answer has its likeCount now. */
export function likeComment(noteId: number): Promise<ApiOk<'/likes', 'post'>> {
  return apiPost('/likes', { noteId });
}

export function unlikeComment(noteId: number): Promise<ApiOk<'/likes', 'delete'>> {
  return apiDelete('/likes', { noteId });
}
