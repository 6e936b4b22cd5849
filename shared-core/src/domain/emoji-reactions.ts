// The emoji reactions beside Like, as members see them: the API's set (emoji-reaction-rules.ts,
// which a test ties to this), each with its emoji and the name a screen reader says.

export const EMOJI_REACTIONS = [
  { reaction: 'thumbs-up', emoji: '👍', label: 'Thumbs up' },
  { reaction: 'heart', emoji: '❤️', label: 'Love' },
  { reaction: 'laugh', emoji: '😂', label: 'Funny' },
  { reaction: 'wow', emoji: '😮', label: 'Wow' },
  { reaction: 'sad', emoji: '😢', label: 'Sad' },
  { reaction: 'thanks', emoji: '🙏', label: 'Thanks' },
] as const;

export type EmojiReactionName = (typeof EMOJI_REACTIONS)[number]['reaction'];

/** The live event a post's readers hear when its, or a comment's, reactions change. */
export const EMOJI_REACTIONS_LIVE_KIND = 'emoji-reactions';
