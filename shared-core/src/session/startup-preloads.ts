// The public configuration the app asks the API for before its first paint (startApp),
// named so that the server of the page can preload it: the requests are then on their
// way while the app's scripts download, instead of after they have run. Pure code, so
// a Node server can import it as it is.
import { cookieValueIn, LOCATION_COOKIE } from '../domain/cookie-header.ts';
import type { GeoLocation } from '../state/location-atoms.ts';

export const STARTUP_CONFIG_PATHS = ['/sirqul/appconfig', '/sirqul/switchconfig'] as const;

/** A location cookie's (decoded) value as a location, or null when missing, unreadable or 0,0. */
export function savedLocationFrom(cookieValue: string | null): GeoLocation | null {
  try {
    const saved = JSON.parse(cookieValue ?? 'null') as Partial<GeoLocation> | null;
    const location = { latitude: Number(saved?.latitude), longitude: Number(saved?.longitude) };
    if (!Number.isFinite(location.latitude) || !Number.isFinite(location.longitude)) return null;
    return location.latitude !== 0 && location.longitude !== 0 ? location : null;
  } catch {
    return null;
  }
}

/** The saved location from a request's Cookie header (the page's server reads it there). */
export function savedLocationInCookieHeader(header: string | undefined): GeoLocation | null {
  return savedLocationFrom(cookieValueIn(header ?? '', LOCATION_COOKIE));
}

/**
 * The URLs startApp requests, exactly as the HTTP client builds them: at start the
 * client knows only the saved location, and adds it to every GET (SPEC §7).
 */
export function startupConfigUrls(apiBase: string, saved: GeoLocation | null): string[] {
  const base = apiBase.replace(/\/+$/, '');
  const query = saved
    ? `?${new URLSearchParams({
        latitude: String(saved.latitude),
        longitude: String(saved.longitude),
      })}`
    : '';
  return STARTUP_CONFIG_PATHS.map((path) => `${base}${path}${query}`);
}
