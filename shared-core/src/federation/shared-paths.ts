// The pages one front end links to in another: the host's header, account pages and cart,
// deep links, notifications and album tiles. The remote that serves each page keeps it
// at this address; its other pages are its own business (its paths.ts). One builder per
// page, used by every link to it, the serving remote's own links included. An album's
// own page (a group, an event, a channel…) is built by albumPath (domain/album-routes.ts).
import { browsePath, withQuery, type PathPart } from './browse-paths.ts';
import { marketplacePath, wallPath } from './start-pages.ts';

export const sharedPaths = {
  // Social
  wall: wallPath,
  post: (albumId: PathPart) => browsePath('activity-detail', albumId),
  /** SPEC §2: chatId and chatType open a conversation; `with` starts one with a member. */
  chat: (query: { chatId?: PathPart; chatType?: string; with?: PathPart } = {}) =>
    withQuery(browsePath('chat'), query),
  discover: () => browsePath('discover'),
  notifications: () => browsePath('notifications'),
  people: () => browsePath('people'),
  /** A member's profile (SPEC §2: the host's account overview with otherUserProfileId). */
  member: (accountId: PathPart) =>
    withQuery('/account/overview', { otherUserProfileId: accountId }),
  liveStreams: () => browsePath('live-streams'),
  shareSite: () => browsePath('sharethesite'),
  topicsInCategory: (categoryId: PathPart) =>
    withQuery(browsePath('topic'), { category: categoryId }),
  /** Every album a row or section holds (SPEC §2's query: title, albumType, sortField…). */
  seeAll: (query: URLSearchParams) => `${browsePath('see-all')}?${query.toString()}`,
  // Marketplace
  marketplace: marketplacePath,
  product: (offerLocationId: PathPart) => browsePath('marketplace', 'product', offerLocationId),
  shop: (retailerLocationId: PathPart) => browsePath('marketplace', 'retailer', retailerLocationId),
  checkout: () => browsePath('checkout'),
  wallet: () => browsePath('wallet'),
  payments: () => browsePath('payments'),
  /** A shop's staff area: its orders and its menu (issue 36). */
  business: () => browsePath('business'),
  // Games
  tournaments: () => browsePath('tournament'),
  tournament: (missionId: PathPart) => browsePath('tournament', 'detail', missionId),
  quizLevel: (packId: PathPart, levelId: PathPart) => browsePath('quiz', 'detail', packId, levelId),
  /** Challenges; `opponentId` opens a new one against that member. */
  challenges: (query: { opponentId?: PathPart } = {}) => withQuery(browsePath('challenge'), query),
  badges: () => browsePath('badges'),
};
