// Shapes of the platform API's responses (PLATFORM.md names).

export interface ApiEnvelope {
  valid: boolean;
  message?: string;
  errorCode?: string;
}

export interface ItemResponse<T> extends ApiEnvelope {
  item: T;
}

export interface ListResponse<T> extends ApiEnvelope {
  items: T[];
  count: number;
  countTotal: number;
  hasMoreResults: boolean;
  start: number;
  limit: number;
}

/** What a failed GET resolves to (SPEC §8: GET errors are swallowed). */
export interface ApiFailure {
  status: 'error';
  message: string;
  httpStatus?: number;
}

export type GetResult<T> = T | ApiFailure;

export function isApiFailure(value: unknown): value is ApiFailure {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { status?: unknown }).status === 'error'
  );
}

export interface ProfileAvatar {
  fullURL: string | null;
}

export interface AuthUser {
  id: number;
  accountId: number;
  email: string;
  firstName: string;
  lastName: string;
  personalAudienceName: string;
  audienceIds: number[];
  profileInfo: {
    accountId: number;
    firstName: string;
    lastName: string;
    display: string;
    profileAvatar: ProfileAvatar;
  };
}

export interface AuthSession {
  token: string;
  expiresAt?: string | number;
}

export interface SignInResult {
  user: AuthUser;
  session: AuthSession;
}

export interface AccountShort {
  accountId: number;
  display: string;
  username?: string;
  profileImage?: string | null;
}

export interface Album {
  albumId: number;
  albumType: string;
  title: string;
  description: string | null;
  owner: AccountShort | null;
  ownerId?: number;
  coverURL: string | null;
  fullURL: string | null;
  thumbnailURL: string | null;
  mediaType: string | null;
  metaData: Record<string, unknown> | null;
  likeCount?: number;
  commentsCount?: number;
  favoriteCount?: number;
  sharedCount?: number;
  viewedCount?: number;
  totalEpisodes?: number;
  dateCreated: number;
  dateUpdated?: number;
  startDate?: number | null;
  endDate?: number | null;
  tags?: string[];
}

export interface OpeningHours {
  day: 'MONDAY' | 'TUESDAY' | 'WEDNESDAY' | 'THURSDAY' | 'FRIDAY' | 'SATURDAY' | 'SUNDAY';
  open: string;
  close: string;
  closed: boolean;
}

export interface RetailerLocation {
  retailerLocationId: number;
  name: string;
  latitude: number;
  longitude: number;
  distance: number;
  distanceUnit?: string;
  description?: string | null;
  locationDisplay?: string | null;
  address?: {
    street: string;
    city: string;
    state: string;
    postalCode: string;
    country: string;
  } | null;
  contact?: { phone?: string; email?: string; website?: string } | null;
  hours?: OpeningHours[] | null;
  logo?: string | null;
  picture1?: string | null;
  categories?: Array<{ categoryId: number; name: string }> | string[];
  retailer?: { retailerId: number; name: string };
  favorite?: boolean;
  active?: boolean;
}

export interface QuizPack {
  packId: number;
  name: string;
  description: string | null;
  icon: string | null;
  background: string | null;
  packType?: string;
  levels?: number | Array<{ gameLevelId: number; name: string; difficulty?: string }>;
  ticketCount?: number;
  points?: number;
  price?: number;
  startDate?: number | null;
  endDate?: number | null;
}

export interface NavItem {
  title: string;
  linkto: string;
  icon?: string;
  activeIcon?: string;
  order: number;
  active: boolean;
}

export interface MoreLinkItem {
  title: string;
  linkto: string;
  order: number;
  active: boolean;
  external?: boolean;
}

export interface HomePageItem {
  title: string;
  linkto: string;
  html?: string;
}

export interface AppConfig {
  appName: string;
  applicationSlug: string;
  defaultColumnCount: number;
  defaultMaxItemCount: number;
  homeTabItemName?: string;
  web_main_navigation: { items: NavItem[] };
  moreLinkItems: { items: MoreLinkItem[] };
  homePageConfig: { items: HomePageItem[] };
  livestreamAlbumIds: number[];
  onboardingSettings: { desktopNavLogoUrl?: string; webFaviconUrl?: string };
  browseview: { title: string };
  preferredColorScheme: 'light' | 'dark' | string;
  userProfileDefaultImageUrl?: string;
}

export interface SwitchConfig {
  sourceSettings: { serviceSource: string };
  stateSource: string;
}
