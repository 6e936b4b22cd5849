import { UNKNOWN_DEEP_LINK_ROUTE, webRouteForDeepLink } from '@canopy/shared-core';

/** `/open?url=canopy://…`: an app-scheme link's web route; unknown ones go to 'coming' (SPEC §2). */
export function deepLinkTarget(search: string): string {
  return webRouteForDeepLink(new URLSearchParams(search).get('url') ?? '');
}

/** A legacy path (/album/123) becomes its web route; anything else (null) is a plain 404. */
export function legacyPathTarget(pathWithSearch: string): string | null {
  const route = webRouteForDeepLink(pathWithSearch);
  return route === UNKNOWN_DEEP_LINK_ROUTE || route === pathWithSearch ? null : route;
}
