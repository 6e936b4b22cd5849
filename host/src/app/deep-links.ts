import { UNKNOWN_DEEP_LINK_ROUTE, webRouteForDeepLink } from '@canopy/shared-core';
import { redirect, type LoaderFunctionArgs } from 'react-router';

function pathOf(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/** `/open?url=canopy://…`: an app-scheme link; unknown ones go to 'coming' (SPEC §2). */
export function openDeepLink({ request }: LoaderFunctionArgs) {
  const link = new URL(request.url).searchParams.get('url') ?? '';
  return redirect(webRouteForDeepLink(link));
}

/** A legacy path (/album/123) becomes its web route; anything else is a plain 404. */
export function redirectLegacyPath({ request }: LoaderFunctionArgs) {
  const path = pathOf(request);
  const route = webRouteForDeepLink(path);
  return route === UNKNOWN_DEEP_LINK_ROUTE || route === path ? null : redirect(route);
}
