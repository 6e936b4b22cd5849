import { Type, type Static } from 'typebox';
import { IdList, Nullable } from './common.ts';
import { EMOJI_REACTIONS } from '../plugins/app/social/emoji-reaction-rules.ts';

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
