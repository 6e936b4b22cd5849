/**
 * Help with Canopy itself: how to change a password, pay at checkout, find orders, join a
 * group… Each topic is a short answer and the page it happens on. Pure.
 */

export interface HelpTopic {
  id: string;
  /** Words (stems, language.ts) any of which makes a question about this topic. */
  words: string[];
  answer: string;
  page: { title: string; link: string };
}

export const ABOUT_EDY =
  "I'm Edy, Canopy's assistant. I search Canopy for you: events coming up (\"events this " +
  'weekend"), shops near you and whether they are open ("dispensaries open now"), products ' +
  'and deals ("edibles under $20", "cheapest vapes in Denver"), trainings, groups, channels, ' +
  'quiz packs, members and posts, and I can help you find your way around the app. Ask in ' +
  'your own words; say "more", "cheaper ones" or "what about Topeka?" to go on.';

export const HELP_TOPICS: HelpTopic[] = [
  {
    id: 'password',
    words: ['password', 'passwd', 'login', 'log', 'sign', 'signin', 'session'],
    answer:
      'To change your password, open Account settings and use the Password card; the ' +
      'Sessions card there signs you out on other devices.',
    page: { title: 'Account settings', link: '/account/settings' },
  },
  {
    id: 'profile',
    words: ['profile', 'avatar', 'handle', 'username', 'name', 'bio'],
    answer:
      'Your name, handle and profile photo are in Account settings; your profile page shows ' +
      'your posts, followers and the groups and events you joined.',
    page: { title: 'Account settings', link: '/account/settings' },
  },
  {
    id: 'checkout',
    words: ['cart', 'checkout', 'check', 'pay', 'payment', 'promo', 'coupon', 'code'],
    answer:
      'Open a product, press Add to cart, then the cart button in the header and Check Out. ' +
      'At checkout you can enter a promo code and pay with your Canopy credit or in the shop.',
    page: { title: 'Checkout', link: '/browse/checkout' },
  },
  {
    id: 'orders',
    words: ['order', 'receipt', 'reservation', 'reserve', 'pickup', 'redeem', 'wallet'],
    answer: 'Your orders and reservations, with the codes to show in the shop, are in your Wallet.',
    page: { title: 'Wallet', link: '/browse/wallet' },
  },
  {
    id: 'credit',
    words: ['credit', 'balance', 'reload', 'refund', 'money', 'fund'],
    answer: 'Your credit balance, its history and reloads are on the Payments page.',
    page: { title: 'Payments', link: '/browse/payments' },
  },
  {
    id: 'notifications',
    words: ['notification', 'alert', 'email', 'mute', 'unsubscribe'],
    answer:
      'Notifications are in the header; choose which ones you get in Account settings, ' +
      'under Notifications.',
    page: { title: 'Notifications', link: '/browse/notifications' },
  },
  {
    id: 'chat',
    words: ['chat', 'message', 'dm', 'inbox', 'conversation'],
    answer:
      'Chat with other members from Chat in the main menu: start a chat from a member’s ' +
      'profile or the New chat button.',
    page: { title: 'Chat', link: '/browse/chat' },
  },
  {
    id: 'join',
    words: ['join', 'leave', 'attend', 'rsvp', 'follow', 'unfollow', 'enroll'],
    answer:
      'Open a group, event or channel and press Join, Attend or Follow on its page; what you ' +
      'joined shows on your profile.',
    page: { title: 'Groups', link: '/browse/group' },
  },
  {
    id: 'quiz',
    words: ['ticket', 'point', 'badge', 'leaderboard', 'tournament', 'score'],
    answer:
      'Play a quiz pack from Quizzes; correct answers earn points and tickets, and badges ' +
      'and leaderboards show how you are doing.',
    page: { title: 'Quizzes', link: '/browse/quiz' },
  },
  {
    id: 'privacy',
    words: ['privacy', 'delete', 'data', 'account', 'deactivate', 'report', 'flag'],
    answer:
      'The privacy policy says what Canopy keeps and how to have your account and data ' +
      'deleted; to report a post, use the flag on it.',
    page: { title: 'Privacy Policy', link: '/privacy-policy' },
  },
  {
    id: 'voice',
    words: ['voice', 'microphone', 'mic', 'speak', 'record', 'talk'],
    answer:
      'Press the microphone button beside the question box, ask your question (up to 60 ' +
      'seconds) and press Send recording; I answer as if you had typed it.',
    page: { title: 'Ask Edy', link: '/browse/ai-chat' },
  },
  {
    id: 'location',
    words: ['location', 'gps', 'position', 'distance'],
    answer:
      'Distances use the location your browser shares with Canopy; without it, Canopy ' +
      'measures from the centre of the US. Allow location in your browser to see what is ' +
      'near you.',
    page: { title: 'Marketplace', link: '/browse/marketplace' },
  },
  {
    id: 'post',
    words: ['upload', 'share', 'publish', 'write', 'comment'],
    answer:
      'Share a post with a photo from the Activity Wall’s composer; like, comment on and ' +
      'share posts from the wall or their own page.',
    page: { title: 'Activity Wall', link: '/browse/activity-wall' },
  },
];

/** "how do I…", "where do I…", "can I…" about the app, not about gardening. */
const ASKS_HOW =
  /\b(how do i|how can i|how to|where do i|where can i (find|see|change)|where is|where are|can i|is there a way|help (me )?(with|to)|i cant|i forgot|how does|where do)\b/;

/** Words that make a how-to question one about the app. */
const APP_WORDS = /\b(canopy|app|my account|the site|the website|settings)\b/;

/** The help topic a question is about, or undefined when it is not about using Canopy. */
export function helpTopicOf(text: string, stems: string[]): HelpTopic | undefined {
  const asksHow = ASKS_HOW.test(text) || APP_WORDS.test(text);
  if (!asksHow) return undefined;
  return HELP_TOPICS.find((topic) => topic.words.some((word) => stems.includes(word)));
}

/** "What can you do?", "help", "who are you?": about Edy itself. */
export function asksAboutEdy(text: string): boolean {
  return /^(help|help me|help please)$|\b(what can you do|what do you do|how do(es)? (this|it|you) work|who are you|what are you|what can i ask)\b/.test(
    text,
  );
}
