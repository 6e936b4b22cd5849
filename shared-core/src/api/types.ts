// The envelope the client works with, and the API's entities under the names the front
// ends use. Entity shapes come from the generated OpenAPI types (see openapi.ts).
import type { ApiItem, ApiListItem } from './openapi.ts';

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
  /** The API's own words, without the `Error Code: … Message:` frame (for text in place). */
  reason?: string;
}

export type GetResult<T> = T | ApiFailure;

export function isApiFailure(value: unknown): value is ApiFailure {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { status?: unknown }).status === 'error'
  );
}

/** A business rule that said no (HTTP 200): the client already showed `message` as a toast. */
export interface BusinessRefusal {
  valid: false;
  message: string;
  errorCode: string;
}

export function isRefusal(value: unknown): value is BusinessRefusal {
  return (
    typeof value === 'object' && value !== null && (value as { valid?: unknown }).valid === false
  );
}

export type SignInResult = ApiItem<'/users/login', 'post'>;
export type AuthUser = SignInResult['user'];
export type AuthSession = SignInResult['session'];

export type Album = ApiItem<'/albums/{id}', 'get'>;
/** The short account form the API embeds (album owners, inviters). */

export type RetailerLocation = ApiListItem<'/retailers/location/distancesearch', 'get'>;
export type OpeningHours = NonNullable<RetailerLocation['hours']>[number];

export type QuizPack = ApiListItem<'/games/pack/search', 'get'>;

export type AppConfig = ApiItem<'/sirqul/appconfig', 'get'>;
export type NavItem = AppConfig['web_main_navigation']['items'][number];
export type MoreLinkItem = AppConfig['moreLinkItems']['items'][number];
export type HomePageItem = AppConfig['homePageConfig']['items'][number];
export type SwitchConfig = ApiItem<'/sirqul/switchconfig', 'get'>;
