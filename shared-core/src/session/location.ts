import { DEFAULT_LOCATION, locationAtom, type GeoLocation } from '../state/location-atoms.ts';
import { store } from '../state/store.ts';

/** Asks the browser for the device location; failure or denial means the default. */
export function requestDeviceLocation(): Promise<GeoLocation> {
  return new Promise((resolve) => {
    const useDefault = () => {
      store.set(locationAtom, DEFAULT_LOCATION);
      resolve(DEFAULT_LOCATION);
    };
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      useDefault();
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const location = {
          latitude: position.coords.latitude,
          longitude: position.coords.longitude,
        };
        store.set(locationAtom, location);
        resolve(location);
      },
      useDefault,
      { maximumAge: 10 * 60 * 1000, timeout: 8000 },
    );
  });
}
