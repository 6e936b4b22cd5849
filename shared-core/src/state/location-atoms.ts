import { atom } from 'jotai';

export interface GeoLocation {
  latitude: number;
  longitude: number;
  name?: string;
}

/** SPEC §3: a fixed central-US point is the default location. */
export const DEFAULT_LOCATION: GeoLocation = {
  latitude: 39.8283,
  longitude: -98.5795,
  name: 'Lebanon, Kansas',
};

/** 0,0 means the location is not known yet. */
export const UNKNOWN_LOCATION: GeoLocation = { latitude: 0, longitude: 0 };

export const locationAtom = atom<GeoLocation>(UNKNOWN_LOCATION);

export function isKnownLocation(location: GeoLocation): boolean {
  return location.latitude !== 0 && location.longitude !== 0;
}
