// The public surface of @canopy/shared-core: what hosts and remotes may import.

export { store } from './state/store.ts';
export {
  apiBaseAtom,
  appConfigAtom,
  appKeysAtom,
  rightPanelOpenAtom,
  searchVisibleAtom,
  shareWidgetUrlAtom,
  storageBucketHostAtom,
  switchConfigAtom,
} from './state/app-atoms.ts';
export {
  DEFAULT_LOCATION,
  UNKNOWN_LOCATION,
  isKnownLocation,
  locationAtom,
  type GeoLocation,
} from './state/location-atoms.ts';
export {
  TOAST_DURATION_MS,
  dismissToast,
  showToast,
  toastsAtom,
  type Toast,
  type ToastKind,
} from './state/toast-atoms.ts';

export {
  SESSION_STORAGE_KEY,
  USER_STORAGE_KEY,
  isLoggedInAtom,
  restoreSessionAtom,
  sessionAtom,
  userAtom,
} from './session/session-atoms.ts';
export { endSession } from './session/end-session.ts';
export { LOGOUT_RELOAD_DELAY_MS, logout, signIn } from './session/session-actions.ts';
export { startApp } from './session/app-start.ts';
export { requestDeviceLocation } from './session/location.ts';
export { navigateTo } from './session/navigation.ts';

export { fetchStaticJson } from './config/static-json.ts';
export {
  applyRuntimeConfig,
  loadRuntimeConfig,
  type RuntimeConfig,
} from './config/runtime-config.ts';

export { ApiError, errorText } from './http/api-error.ts';
export { apiDelete, apiGet, apiPost, apiPut, apiRequest, type Query } from './http/client.ts';

export * from './api/types.ts';
export * from './api/auth.ts';
export * from './api/config.ts';
export * from './api/albums.ts';
export * from './api/retailers.ts';
export * from './api/games/types.ts';
export * from './api/games/packs.ts';
export * from './api/games/play.ts';
export * from './api/games/tournaments.ts';
export * from './api/games/leaderboard.ts';
export * from './api/games/achievements.ts';

export {
  ALLOWED_SORT_FIELDS,
  DEFAULT_SORT_FIELD,
  sortFieldOrDefault,
} from './domain/album-sort.ts';

export { useApiResource, type ResourceState } from './hooks/use-api-resource.ts';

export {
  REMOTE_NAMES,
  type RemoteName,
  type RemoteRoutesModule,
} from './federation/remote-contract.ts';

export * from './ui/tokens.ts';
export { ThemeRoot, colorSchemeOf, type ColorScheme } from './ui/theme-root.tsx';
export { Button, type ButtonProps } from './ui/button.tsx';
export { EmptyState, ErrorState, Skeleton, Spinner } from './ui/states.tsx';
export { PageTitle, Tile, TileGrid, type TileProps } from './ui/tile-grid.tsx';
export { ToastViewport } from './ui/toast-viewport.tsx';
export { StandaloneShell } from './ui/standalone-shell.tsx';
export { RemoteNotFound } from './ui/remote-not-found.tsx';
export { CartQuantityStepper } from './ui/cart-quantity-stepper.tsx';
export { effectivePrice, formatMoney } from './domain/money.ts';
export { PriceTag } from './ui/price-tag.tsx';
export { CartTable, type CartTableProps } from './ui/cart-table.tsx';
export { ResourceView, type ResourceViewProps } from './ui/resource-view.tsx';
export { renderStandalone } from './ui/standalone-app.tsx';

// --- Cart, cookies, visibility, deep links, analytics and the modal ---

export {
  addItem,
  cartTotal,
  clearAfterOrder,
  decrementItem,
  dropEmptyItems,
  emptyCart,
  hasSizes,
  incrementItem,
  itemCount,
  itemPrice,
  lineTotal,
  parseAppBlob,
  parseCartMetaData,
  promoCodeForOrder,
  removePromoCode,
  setCurrencyType,
  setPromoCode,
  setQuantity,
  type Cart,
  type CartItem,
  type CartItemDisplay,
  type CartProduct,
  type CurrencyType,
} from './domain/cart.ts';
export {
  bootstrapCartAlbum,
  type CartBootstrapDeps,
  type LoadedCart,
} from './domain/cart-bootstrap.ts';
export * from './api/cart-album.ts';
export {
  addToCart,
  bootstrapCart,
  cartAlbumIdAtom,
  cartAtom,
  cartItemCountAtom,
  changeQuantity,
  clearCart,
  decreaseQuantity,
  increaseQuantity,
  removePromo,
  saveCart,
  setCartCurrency,
  setPromo,
  updateCart,
} from './state/cart-atoms.ts';

export {
  CART_COOKIE,
  DEVICE_ID_COOKIE,
  LOCATION_COOKIE,
  deleteCookie,
  getDeviceId,
  readCookie,
  writeCookie,
} from './domain/cookies.ts';
export { readSavedLocation } from './session/location.ts';

export { hasAccess, isVisible, type AudienceId } from './domain/visibility.ts';
export {
  DEEP_LINK_SCHEME,
  UNKNOWN_DEEP_LINK_ROUTE,
  webRouteForDeepLink,
} from './domain/deep-links.ts';

export {
  ANALYTICS_ACTIONS,
  MISSING_SECTION_OR_ACTION,
  QUIZ_EVENTS,
  appVersion,
  buildUsageEvent,
  deviceType,
  type AnalyticsAction,
  type DeviceType,
  type QuizEvent,
  type UsageEvent,
  type UsageEventInput,
} from './domain/analytics.ts';
export * from './api/analytics.ts';

export {
  MODAL_VIEWPORT_MARGIN,
  MODAL_WIDTH,
  Modal,
  modalWidthCss,
  type ModalProps,
} from './ui/modal.tsx';

export {
  ACCESS_DENIED_TEXT,
  accessDeniedOpenAtom,
  closeAccessDenied,
  showAccessDenied,
} from './state/access-denied.ts';

export { changePassword, logoutEverywhere, uploadProfileImage } from './api/account.ts';
export { acceptInvite, createAlbumInvite, getInvite, type AlbumInvite } from './api/invites.ts';
export {
  exchangeOidcCode,
  listOidcProviders,
  oidcStartUrl,
  type OidcProvider,
} from './api/oidc.ts';

// --- Marketplace: offers, retailers, favorites and likes, regions, billing, wallet, orders ---

export * from './api/marketplace/types.ts';
export * from './api/marketplace/offers.ts';
export * from './api/marketplace/retailers.ts';
export * from './api/marketplace/favorites.ts';
export * from './api/marketplace/regions.ts';
export * from './api/marketplace/billing.ts';
export * from './api/marketplace/wallets.ts';
export * from './api/marketplace/orders.ts';

// --- Social (people, referrals, flags, album assets) and the AI assistant ---

export * from './api/social/people.ts';
export * from './api/social/referrals.ts';
export * from './api/social/flags.ts';
export * from './api/social/assets.ts';
export * from './api/ai/assistant.ts';
export * from './api/ai/conversations.ts';
