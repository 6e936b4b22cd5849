// The public surface of @canopy/shared-core: what hosts and remotes may import, grouped by
// layer. Anything not listed here is internal to shared-core. The standalone development
// page has its own entry (`@canopy/shared-core/standalone`), test helpers theirs
// (`@canopy/shared-core/testing`), the staff's calls theirs (`@canopy/shared-core/staff`)
// and the rich-text sanitiser its own (`@canopy/shared-core/rich-text`): every export here
// ships in every member's first load, since the package is one shared module.

// --- Store and app state (jotai atoms) ---

export { store } from './state/store.ts';
export {
  apiBaseAtom,
  appConfigAtom,
  cardPaymentsAtom,
  configPreviewAtom,
  mapStyleUrlAtom,
  rightPanelOpenAtom,
  searchOpenAtom,
  shareWidgetUrlAtom,
} from './state/app-atoms.ts';
export { DEFAULT_LOCATION, isKnownLocation, locationAtom } from './state/location-atoms.ts';
export { showToast, toastsAtom } from './state/toast-atoms.ts';
export {
  addToCart,
  bootstrapCart,
  cartAlbumIdAtom,
  cartAtom,
  cartItemCountAtom,
  clearCart,
  removePromo,
  setCartCurrency,
  setPromo,
  updateCart,
} from './state/cart-atoms.ts';
export {
  ACCESS_DENIED_TEXT,
  accessDeniedOpenAtom,
  closeAccessDenied,
  showAccessDenied,
} from './state/access-denied.ts';

// --- Session: sign-in, sign-out, location, navigation ---

export { isLoggedInAtom, sessionAtom, userAtom } from './session/session-atoms.ts';
export { isStaffAtom, roleAtom, type StaffRole } from './session/staff.ts';
export { endSession } from './session/end-session.ts';
export { logout, signIn } from './session/session-actions.ts';
export { startApp } from './session/app-start.ts';
export { appUrl } from './session/navigation.ts';

// --- Live delivery: the tab's one event stream ---

export { connectLive, liveStateAtom, subscribeLive } from './live/live-event-source.ts';
export { useLiveEvent } from './live/use-live-event.ts';
export {
  chatUnreadAtom,
  followUnreadCounts,
  notificationsUnreadAtom,
} from './live/unread-counts.ts';

// --- Offline and the installed app (the host's service worker) ---

export {
  followOfflineStatus,
  offlineAtom,
  savedContentAtom,
  showingSavedContentAtom,
  waitingUpdateAtom,
} from './offline/offline-status.ts';
export { clearOfflineData } from './offline/clear-offline-data.ts';
export { SKIP_WAITING_MESSAGE } from './offline/offline-contract.ts';
export {
  devicePushState,
  turnOffDevicePush,
  turnOnDevicePush,
  type DevicePushState,
} from './push/device-push-lazy.ts';
export { OPEN_PAGE_MESSAGE, PUSH_SHOWN_MESSAGE, type PushPayload } from './push/push-contract.ts';
export { queuedSendsAtom, type QueuedSend } from './offline/queued-atom.ts';
export {
  OUTBOX_SENT_EVENT,
  QueuedSends,
  dismissQueued,
  followOutbox,
  isBrowserOffline,
  isConnectionFailure,
  queueForSending,
  sendWaiting,
  sentAnswers,
} from './offline/offline-lazy.tsx';

// --- Runtime configuration ---

export { fetchStaticJson } from './config/static-json.ts';
export {
  applyRuntimeConfig,
  checkRuntimeConfig,
  loadRuntimeConfig,
} from './config/runtime-config.ts';

// --- HTTP errors ---

export { errorCodeOf, errorText, reasonText } from './http/api-error.ts';
export type { ArrivedAnswer } from './http/client.ts';
// For shared-core's own staff entry (staff.ts), whose modules must use this one client
// instance; apps call the typed functions instead (lint keeps these out of their imports).
export { ApiError } from './http/api-error.ts';
export { apiDelete, apiGet, apiPost, apiPut } from './http/client.ts';

// --- API functions and types, one module per SPEC §7 area ---

export {
  isApiFailure,
  isRefusal,
  type GetResult,
  type ListResponse,
  type Album,
  type AuthUser,
  type HomePageItem,
  type MoreLinkItem,
  type NavItem,
  type OpeningHours,
  type QuizPack,
  type RetailerLocation,
} from './api/types.ts';
export { checkHandle, login, signUp, suggestHandle, type HandleCheck } from './api/auth.ts';
export {
  createAlbum,
  getAlbum,
  searchAlbums,
  updateAlbum,
  deleteAlbum,
  type AlbumDraft,
  type AlbumSearch,
} from './api/albums.ts';
export { getQuizPack, searchQuizPacks } from './api/games/packs.ts';
export {
  buyHint,
  checkAnswer,
  getHint,
  getTicketCount,
  serveNextQuestion,
  submitScore,
} from './api/games/play.ts';
export {
  createTournament,
  getTournament,
  joinTournament,
  searchTournaments,
  voteInTournament,
} from './api/games/tournaments.ts';
export { getLeaderboard, getPersonalRanks } from './api/games/leaderboard.ts';
export { searchAchievements } from './api/games/achievements.ts';
export {
  createChallenge,
  getChallenge,
  respondToChallenge,
  searchChallenges,
} from './api/games/challenges.ts';
export type {
  Achievement,
  AchievementTier,
  AnswerCheck,
  Challenge,
  ChallengeSide,
  ChallengeStatus,
  GameScore,
  Hint,
  QuizLevel,
  QuizPackDetail,
  QuizQuestion,
  Rank,
  RankType,
  RankWindow,
  ServedQuestion,
  Tournament,
  TournamentGame,
} from './api/games/types.ts';
export { reportRemoteLoad, trackUsage, type RemoteLoadReport } from './api/analytics.ts';
export {
  getProfileByHandle,
  getUserProfile,
  updateMyProfile,
  type UserProfile,
} from './api/cart-album.ts';
export {
  changeHandle,
  changePassword,
  deleteMyAccount,
  downloadMyData,
  logoutEverywhere,
  uploadProfileImage,
} from './api/account.ts';
export { CONFIG_PREVIEW_PARAMETER, configPreviewUrl } from './session/config-preview.ts';
export { acceptInvite, getInvite, inviteToAlbum } from './api/invites.ts';
export { getReferralList } from './api/social/referrals.ts';
export {
  getNotificationSettings,
  getUnreadNotificationCount,
  markAllNotificationsRead,
  markNotificationRead,
  searchNotifications,
  updateNotificationSettings,
  type Notification,
  type NotificationSettings,
} from './api/social/notifications.ts';
export { notificationLink } from './domain/notification-links.ts';
export {
  exchangeOidcCode,
  listOidcProviders,
  oidcStartUrl,
  type OidcProvider,
} from './api/oidc.ts';
export {
  type BillingAddress,
  type BillingAddressInput,
  type CartPreview,
  type Category,
  type CreditEntry,
  type FavoriteTarget,
  type OfferLocation,
  type Order,
  type Region,
  type RetailerLocationDetail,
} from './api/marketplace/types.ts';
export { getOfferLocation } from './api/marketplace/offers.ts';
export {
  listReviews,
  markReviewHelpful,
  unmarkReviewHelpful,
  type MarketReview,
  type ReviewedThing,
  type ReviewOrder,
} from './api/marketplace/reviews.ts';
export {
  getRetailerLocation,
  searchRetailerLocations,
  arrivedRetailerLocations,
  type MapBounds,
  type SearchCenter,
} from './api/marketplace/retailers.ts';
export {
  mapAreaSearch,
  nearbyRetailersSearch,
  retailerPicture,
  type NearbyFilters,
} from './api/marketplace/retailer-search.ts';
export { adoptEarlyRequests } from './http/early-answers.ts';
export { addFavorite, removeFavorite } from './api/marketplace/favorites.ts';
export { geocodeRegions } from './api/marketplace/regions.ts';
export {
  createBillingAddress,
  getCreditBalance,
  searchBillingAddresses,
  updateBillingAddress,
} from './api/marketplace/billing.ts';
export { newIdempotencyKey, placeOrder, previewCart } from './api/marketplace/wallets.ts';
export {
  cancelCardReload,
  cancelOrder,
  getOrder,
  reloadCredit,
  searchOrders,
} from './api/marketplace/orders.ts';
export {
  conversationMessages,
  listConversations,
  type ConversationMessage,
} from './api/ai/conversations.ts';
export {
  askAssistant,
  deleteConversation,
  renameConversation,
  streamAnswer,
  type AssistantSuggestion,
} from './api/ai/assistant.ts';
export {
  createPost,
  deletePost,
  favoriteAlbum,
  getPost,
  getWall,
  likeAlbum,
  arrivedWall,
  savedWall,
  unfavoriteAlbum,
  unlikeAlbum,
  updatePost,
  uploadPhoto,
  WALL_PAGE_SIZE,
  type PostPhoto,
  type PostReview,
  type PostReviewInput,
  type WallPost,
} from './api/social/posts.ts';
export {
  getEmojiReactions,
  reactWithEmoji,
  withdrawEmojiReaction,
  type EmojiReactions,
  type EmojiReactionTarget,
} from './api/social/emoji-reactions.ts';
export { getLinkPreview, type LinkPreview } from './api/social/link-previews.ts';
export {
  EMOJI_REACTIONS,
  EMOJI_REACTIONS_LIVE_KIND,
  type EmojiReactionName,
} from './domain/emoji-reactions.ts';
export {
  createComment,
  deleteComment,
  getComments,
  likeComment,
  unlikeComment,
  updateComment,
  type Comment,
  type Reply,
} from './api/social/notes.ts';
export {
  followMember,
  getFollowList,
  getInfluencers,
  unfollowMember,
  type FollowType,
} from './api/social/follows.ts';
export { searchPeople, type Person } from './api/social/people.ts';
export { searchDiscover } from './api/social/discover.ts';
export {
  searchEverything,
  searchTagged,
  type SearchAnswer,
  type SearchGroup,
  type SearchHit,
  type SearchKind,
} from './api/social/search.ts';
export { SEARCH_KIND_LABELS, searchHitPath } from './domain/search-links.ts';
export { hashtagsOf, linkedTextParts, type LinkedTextPart } from './domain/hashtags.ts';
export { albumFlagTarget, createFlag } from './api/social/flags.ts';
export {
  completeLesson,
  getAlbumMembers,
  getEventAttendance,
  getEventCalendar,
  getTrainingProgress,
  joinAlbum,
  leaveAlbum,
  type AlbumMember,
  type Lesson,
  type TrainingProgress,
} from './api/social/sections.ts';
export {
  acceptChatInvitation,
  addChatMembers,
  createGroupChat,
  declineChatInvitation,
  deleteChatMessage,
  editChatMessage,
  getChat,
  getChatInvitations,
  getChatMessages,
  getChatUnreadCount,
  getChats,
  leaveChat,
  markChatRead,
  removeChatMember,
  sendChatMessage,
  sendChatTyping,
  setChatMuted,
  startSingleChat,
  type Chat,
  type ChatInvitation,
  type ChatMessage,
} from './api/social/chats.ts';

// --- Domain rules (pure functions) ---

export { formatMoney } from './domain/money.ts';
export { formatCount } from './domain/number-format.ts';
export { formatDateTime, formatLongDate, lazyDateFormat } from './domain/date-format.ts';
export { formatRemaining, formatTotal, type ListTotal } from './domain/list-total.ts';
export { emptyCart, promoCodeForOrder, type Cart, type CurrencyType } from './domain/cart.ts';
export { hasAccess } from './domain/visibility.ts';
export {
  ALLOWED_SORT_FIELDS,
  DEFAULT_SORT_FIELD,
  sortFieldOrDefault,
  type AlbumSortField,
} from './domain/album-sort.ts';
export { isLive, isNamedLive } from './domain/live-stream.ts';
export { albumPath } from './domain/album-routes.ts';
export {
  HOME_ROW_LIMIT,
  homeRowSearch,
  homeRowSeeAll,
  homeRows,
  homeTabs,
  isHomeRow,
} from './domain/home-page.ts';
export type { QuizEvent } from './domain/analytics.ts';
export {
  commentProblem,
  MAX_COMMENT_LENGTH,
  MAX_POST_PHOTOS,
  MAX_POST_TEXT_LENGTH,
  photoProblem,
  POST_PHOTO_TYPES,
  postProblem,
} from './domain/post-rules.ts';
export { photoImage } from './domain/photo-sizes.ts';
export {
  MAX_MESSAGE_LENGTH,
  MAX_MESSAGE_PHOTOS,
  messageParts,
  messageProblem,
} from './domain/chat-rules.ts';
export { withMentions } from './domain/mentions.ts';
export { UNKNOWN_DEEP_LINK_ROUTE, webRouteForDeepLink } from './domain/deep-links.ts';

// --- React hooks ---

export {
  useApiResource,
  type ResourceOptions,
  type ResourceState,
} from './hooks/use-api-resource.ts';
export { trackAction, useTrackView } from './hooks/use-track-view.ts';
export { useFollow } from './hooks/use-follow.ts';
export {
  useHiddenKind,
  useHiddenMembers,
  type HideableMember,
} from './hooks/use-hidden-members.ts';
export {
  getHiddenMembers,
  hideMember,
  unhideMember,
  type HiddenMember,
  type HideKind,
} from './api/social/member-safety.ts';
export { hiddenMembersAtom } from './state/member-safety-atoms.ts';

// --- Federation contract ---

export {
  BROWSE_REMOTE_NAMES,
  CONSOLE_REMOTE,
  REMOTE_NAMES,
  REMOTE_ROUTES_EXPOSE,
  isRemoteRoutesModule,
  type RemoteName,
  type RemoteRoutesModule,
} from './federation/remote-contract.ts';
export { BROWSE_ROOT, browsePath, withQuery, type PathPart } from './federation/browse-paths.ts';
export { sharedPaths } from './federation/shared-paths.ts';
export { CONSOLE_ROOT, consolePath } from './federation/console-paths.ts';

// --- UI kit ---

export {
  HEADER_HEIGHT_VARIABLE,
  color,
  font,
  layout,
  narrowScreen,
  radius,
  shadow,
  space,
} from './ui/tokens.ts';
export { imageLoading } from './ui/image-loading.ts';
export { ThemeRoot } from './ui/theme-root.tsx';
export { Button } from './ui/button.tsx';
export { BareList, type BareListProps } from './ui/bare-list.tsx';
export {
  Field,
  FormError,
  TextInput,
  fieldCss,
  hintCss,
  inputCss,
  labelCss,
  type FieldControl,
  type FieldProps,
  type TextInputProps,
} from './ui/field.tsx';
export { EmptyState, ErrorState, Skeleton, Spinner } from './ui/states.tsx';
export { PageTitle, Tile, TileGrid, type TileProps } from './ui/tile-grid.tsx';
export { HomeRows } from './ui/home-rows.tsx';
export { AlbumTile, LiveBadge, useIsLive } from './ui/album-tile.tsx';
export { ToastViewport } from './ui/toast-viewport.tsx';
export { RemoteNotFound } from './ui/remote-not-found.tsx';
export { PriceTag } from './ui/price-tag.tsx';
export { ReviewStars, StarRating } from './ui/star-rating.tsx';
export { MemberCombobox, MemberName, type PickedMember } from './ui/member-combobox.tsx';
// Parts of the member picker, exported because other pages draw the same things (the code
// is in this entry already, for the picker).
export { MemberAvatar } from './ui/member-avatar.tsx';
export { comboboxInputCss, comboboxOptionCss } from './ui/combobox-look.ts';
export { useMentionAutocomplete } from './ui/mention-autocomplete.tsx';
export { CartTable } from './ui/cart-table.tsx';
export { ResourceView, type ResourceViewProps } from './ui/resource-view.tsx';
export { RevealTogether } from './ui/reveal-together.tsx';
export { Modal } from './ui/modal.tsx';
export { MemberSafetyMenu } from './ui/member-safety-menu.tsx';
export { ReportButton, REPORT_REASONS } from './ui/report-button.tsx';
export { useReported } from './hooks/use-reported.ts';
export { reportedAtom } from './state/reported-atoms.ts';
export { retryableLazy, retryFailedLoads } from './ui/retryable-lazy.ts';
export { ProgressBar } from './ui/progress-bar.tsx';
export { CountBadge } from './ui/count-badge.tsx';
export { visuallyHidden } from './ui/visually-hidden.ts';
