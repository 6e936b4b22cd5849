import { Type, type Static } from 'typebox';
import { IdList, Nullable } from './common.ts';

/**
 * The emoji reactions a member may give a post or a comment beside Like, one at a time, in
 * the order they are shown. shared-core's domain/emoji-reactions.ts gives each its emoji
 * and its name; a test ties the two. The database checks the same names (migration 260).
 */
export const EMOJI_REACTIONS = ['thumbs-up', 'heart', 'laugh', 'wow', 'sad', 'thanks'] as const;
export type EmojiReaction = (typeof EMOJI_REACTIONS)[number];

const ItemId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const EmojiReactionName = Type.Enum([...EMOJI_REACTIONS], {
  description: `One of ${EMOJI_REACTIONS.join(', ')}`,
});

/** What a reaction is about: a post (albumId) or a comment (noteId), exactly one. */
export const EmojiReactionTarget = Type.Object({
  albumId: Type.Optional(ItemId),
  noteId: Type.Optional(ItemId),
});

export const EmojiReactionBody = Type.Object({
  albumId: Type.Optional(ItemId),
  noteId: Type.Optional(ItemId),
  reaction: EmojiReactionName,
});

export const EmojiReactionsQuery = Type.Object({
  albumIds: Type.Optional(IdList('Posts (albums), comma-separated; at most 100 ids in all')),
  noteIds: Type.Optional(IdList('Comments (notes), comma-separated')),
});

export const EmojiReactionCount = Type.Object({
  reaction: EmojiReactionName,
  count: Type.Integer({ minimum: 1 }),
});

export const EmojiReactions = Type.Object({
  albumId: Nullable(Type.Integer()),
  noteId: Nullable(Type.Integer()),
  /** In the fixed order of the set; reactions nobody gave are left out. */
  counts: Type.Array(EmojiReactionCount),
  mine: Nullable(EmojiReactionName),
});
export type EmojiReactionsResponse = Static<typeof EmojiReactions>;
export type EmojiReactionCountResponse = Static<typeof EmojiReactionCount>;
