/**
 * The emoji reactions a member may give a post or a comment beside Like, one at a time, in
 * the order they are shown. shared-core's domain/emoji-reactions.ts gives each its emoji
 * and its name; a test ties the two. The database checks the same names (migration 260).
 */
export const EMOJI_REACTIONS = ['thumbs-up', 'heart', 'laugh', 'wow', 'sad', 'thanks'] as const;
export type EmojiReaction = (typeof EMOJI_REACTIONS)[number];

/** At most this many posts and comments in all are read in one request. */
export const MAX_REACTION_ITEMS = 100;

/** The live event a post's readers hear when its, or a comment's, reactions change. */
export const EMOJI_REACTIONS_KIND = 'emoji-reactions';
