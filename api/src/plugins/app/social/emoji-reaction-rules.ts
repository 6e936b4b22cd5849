import { EMOJI_REACTIONS, type EmojiReaction } from '../../../schemas/emoji-reactions.ts';

// The reaction names are part of the API's contract (schemas/); the rules use them.
export { EMOJI_REACTIONS, type EmojiReaction };

/** At most this many posts and comments in all are read in one request. */
export const MAX_REACTION_ITEMS = 100;

/** The live event a post's readers hear when its, or a comment's, reactions change. */
export const EMOJI_REACTIONS_KIND = 'emoji-reactions';
