import { LOCATION_COOKIE, readCookie, writeCookie } from '../domain/cookies.ts';
import {
  DEFAULT_LOCATION,
  isKnownLocation,
  locationAtom,
  type GeoLocation,
} from '../state/location-atoms.ts';
import { store } from '../state/store.ts';
import { savedLocationFrom } from './startup-preloads.ts';

/** The last resolved location from its cookie, or null when missing, unreadable or 0,0. */
export function readSavedLocation(): GeoLocation | null {
  return savedLocationFrom(readCookie(LOCATION_COOKIE));
}

function keepLocation(location: GeoLocation): GeoLocation {
  store.set(locationAtom, location);
  writeCookie(
    LOCATION_COOKIE,
    JSON.stringify({ latitude: location.latitude, longitude: location.longitude }),
  );
  return location;
}

/**
 * Asks the browser for the device location; failure or denial means the default.
 * The last answer is kept in a cookie and put back first, so the requests made while
 * the browser is still deciding already carry a location.
 */
export function requestDeviceLocation(): Promise<GeoLocation> {
  const saved = readSavedLocation();
  if (saved && !isKnownLocation(store.get(locationAtom))) store.set(locationAtom, saved);

  return new Promise((resolve) => {
    const useDefault = () => resolve(keepLocation(DEFAULT_LOCATION));
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      useDefault();
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) =>
        resolve(
          keepLocation({
            latitude: position.coords.latitude,
            longitude: position.coords.longitude,
          }),
        ),
      useDefault,
      { maximumAge: 10 * 60 * 1000, timeout: 8000 },
    );
  });
}
