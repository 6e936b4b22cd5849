// Emoji reactions of posts (albums) and comments (notes): one per member on each.
import { apiDelete, apiGet, apiPut } from '../../http/client.ts';
import type { EmojiReactionName } from '../../domain/emoji-reactions.ts';
import type { ApiListItem, ApiOk } from '../openapi.ts';
import type { GetResult } from '../types.ts';

export type EmojiReactions = ApiListItem<'/emoji-reactions', 'get'>;
export type EmojiReactionTarget = { albumId: number } | { noteId: number };

/** The reactions of the posts and comments named that the member may read, with their own. */
export function getEmojiReactions(
  items: { albumIds?: number[]; noteIds?: number[] },
  signal?: AbortSignal,
): Promise<GetResult<ApiOk<'/emoji-reactions', 'get'>>> {
  return apiGet(
    '/emoji-reactions',
    {
      albumIds: items.albumIds?.length ? items.albumIds.join(',') : undefined,
      noteIds: items.noteIds?.length ? items.noteIds.join(',') : undefined,
    },
    signal,
  );
}

/** Gives the member's reaction, or changes the one they gave. */
export function reactWithEmoji(
  target: EmojiReactionTarget,
  reaction: EmojiReactionName,
): Promise<ApiOk<'/emoji-reactions', 'put'>> {
  return apiPut('/emoji-reactions', { ...target, reaction });
}

export function withdrawEmojiReaction(
  target: EmojiReactionTarget,
): Promise<ApiOk<'/emoji-reactions', 'delete'>> {
  return apiDelete('/emoji-reactions', target);
}
