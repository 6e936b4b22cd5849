import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCATION_COOKIE, deleteCookie, readCookie, writeCookie } from '../../domain/cookies.ts';
import { DEFAULT_LOCATION, UNKNOWN_LOCATION, locationAtom } from '../../state/location-atoms.ts';
import { store } from '../../state/store.ts';
import { readSavedLocation, requestDeviceLocation } from '../location.ts';

type PositionCallback = (position: { coords: { latitude: number; longitude: number } }) => void;

/** A geolocation that answers only when the test says so. */
function stubGeolocation() {
  let succeed: PositionCallback = () => {};
  let fail: () => void = () => {};
  vi.stubGlobal('navigator', {
    ...navigator,
    geolocation: {
      getCurrentPosition: (onSuccess: PositionCallback, onError: () => void) => {
        succeed = onSuccess;
        fail = onError;
      },
    },
  });
  return {
    answer: (latitude: number, longitude: number) => succeed({ coords: { latitude, longitude } }),
    deny: () => fail(),
  };
}

beforeEach(() => store.set(locationAtom, UNKNOWN_LOCATION));

afterEach(() => {
  vi.unstubAllGlobals();
  deleteCookie(LOCATION_COOKIE);
});

describe('device location', () => {
  it('uses the position the browser gives and keeps it in the cookie', async () => {
    const geolocation = stubGeolocation();
    const request = requestDeviceLocation();
    geolocation.answer(36.17, -115.14);
    await expect(request).resolves.toEqual({ latitude: 36.17, longitude: -115.14 });
    expect(store.get(locationAtom)).toEqual({ latitude: 36.17, longitude: -115.14 });
    expect(JSON.parse(readCookie(LOCATION_COOKIE)!)).toEqual({
      latitude: 36.17,
      longitude: -115.14,
    });
  });

  it('falls back to the default location when denied', async () => {
    const geolocation = stubGeolocation();
    const request = requestDeviceLocation();
    geolocation.deny();
    await expect(request).resolves.toEqual(DEFAULT_LOCATION);
    expect(store.get(locationAtom)).toEqual(DEFAULT_LOCATION);
  });

  it('falls back to the default location without geolocation', async () => {
    vi.stubGlobal('navigator', { userAgent: 'test' });
    await expect(requestDeviceLocation()).resolves.toEqual(DEFAULT_LOCATION);
  });

  it('puts the saved location back at start, before the browser answers', () => {
    writeCookie(LOCATION_COOKIE, JSON.stringify({ latitude: 40.7, longitude: -74 }));
    stubGeolocation();
    void requestDeviceLocation();
    expect(store.get(locationAtom)).toEqual({ latitude: 40.7, longitude: -74 });
  });

  it('does not replace a location already known', () => {
    store.set(locationAtom, { latitude: 1, longitude: 2 });
    writeCookie(LOCATION_COOKIE, JSON.stringify({ latitude: 40.7, longitude: -74 }));
    stubGeolocation();
    void requestDeviceLocation();
    expect(store.get(locationAtom)).toEqual({ latitude: 1, longitude: 2 });
  });
});

describe('readSavedLocation', () => {
  it.each(['{oops', '{"latitude":0,"longitude":0}', '{"latitude":"x","longitude":3}', 'null'])(
    'ignores a saved value of %s',
    (value) => {
      writeCookie(LOCATION_COOKIE, value);
      expect(readSavedLocation()).toBeNull();
    },
  );

  it('is null without the cookie', () => {
    expect(readSavedLocation()).toBeNull();
  });
});
