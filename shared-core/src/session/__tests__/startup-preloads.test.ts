import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCATION_COOKIE, deleteCookie, writeCookie } from '../../domain/cookies.ts';
import { apiBaseAtom } from '../../state/app-atoms.ts';
import { UNKNOWN_LOCATION, locationAtom } from '../../state/location-atoms.ts';
import { store } from '../../state/store.ts';
import { startApp } from '../app-start.ts';
import {
  savedLocationFrom,
  savedLocationInCookieHeader,
  startupConfigUrls,
} from '../startup-preloads.ts';

const API_BASE = 'https://canopy.example.test/api/';

/** Starts the app as a browser would (the device location still undecided) and lists its requests. */
async function requestsAtStart(): Promise<string[]> {
  const requested: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string) => {
      requested.push(typeof input === 'string' ? input : input.url);
      return new Response('{"valid":true,"item":{}}', {
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition: () => {} } });
  await startApp();
  return requested.sort();
}

beforeEach(() => {
  store.set(apiBaseAtom, API_BASE);
  store.set(locationAtom, UNKNOWN_LOCATION);
});

afterEach(() => {
  vi.unstubAllGlobals();
  deleteCookie(LOCATION_COOKIE);
});

describe('the start-up requests a page server preloads', () => {
  it('are exactly what the app asks for when no location is saved', async () => {
    const cookieHeader = document.cookie;
    const expected = startupConfigUrls(API_BASE, savedLocationInCookieHeader(cookieHeader));
    expect(await requestsAtStart()).toEqual(expected.sort());
    expect(expected).toEqual([
      'https://canopy.example.test/api/sirqul/appconfig',
      'https://canopy.example.test/api/sirqul/switchconfig',
    ]);
  });

  it('carry the saved location as the app does', async () => {
    writeCookie(LOCATION_COOKIE, JSON.stringify({ latitude: 36.17, longitude: -115.14 }));
    // The Cookie header a browser sends holds the cookie exactly as document.cookie shows it.
    const cookieHeader = `other=1; ${document.cookie}`;
    const expected = startupConfigUrls(API_BASE, savedLocationInCookieHeader(cookieHeader));
    expect(await requestsAtStart()).toEqual(expected.sort());
    expect(expected[0]).toBe(
      'https://canopy.example.test/api/sirqul/appconfig?latitude=36.17&longitude=-115.14',
    );
  });

  it('read no location from a cookie that is missing, unreadable or 0,0', () => {
    expect(savedLocationInCookieHeader(undefined)).toBeNull();
    expect(savedLocationInCookieHeader(`${LOCATION_COOKIE}=%7Bnot-json`)).toBeNull();
    expect(savedLocationInCookieHeader(`${LOCATION_COOKIE}=%E0%A4%A`)).toBeNull();
    expect(savedLocationFrom('{"latitude":0,"longitude":0}')).toBeNull();
    expect(savedLocationFrom('{"latitude":"x","longitude":1}')).toBeNull();
  });
});
