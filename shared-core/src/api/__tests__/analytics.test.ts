import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { trackUsage } from '../analytics.ts';
import { DEVICE_ID_COOKIE, readCookie } from '../../domain/cookies.ts';
import { sessionAtom, userAtom } from '../../session/session-atoms.ts';
import { apiBaseAtom } from '../../state/app-atoms.ts';
import { UNKNOWN_LOCATION, locationAtom } from '../../state/location-atoms.ts';
import { store } from '../../state/store.ts';
import type { AuthUser } from '../types.ts';
import { recordFetch, type RecordedRequest } from './fetch-recorder.ts';

let requests: RecordedRequest[];

beforeEach(() => {
  requests = recordFetch();
  store.set(apiBaseAtom, 'https://api.example.test/api');
  store.set(locationAtom, UNKNOWN_LOCATION);
  store.set(userAtom, { id: 7 } as AuthUser);
  store.set(sessionAtom, { token: 't', expiresAt: 0 });
});

afterEach(() => {
  vi.unstubAllGlobals();
  store.set(userAtom, null);
  store.set(sessionAtom, null);
  localStorage.clear();
});

describe('trackUsage', () => {
  it('posts the usage event with the device, version and member filled in', async () => {
    await trackUsage({ section: 'marketplace', action: 'Clicked', customId: 55 });
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request).toMatchObject({ method: 'POST', path: '/sirqul/analytics/usage' });
    const body = request!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      tag: 'marketplace',
      action: 'Clicked',
      appVersion: 'https://api.example.test/api_1.0',
      deviceType: 'Desktop',
      userAgent: navigator.userAgent,
      deviceId: readCookie(DEVICE_ID_COOKIE),
      accountId: 7,
      customId: 55,
    });
    expect(typeof body.clientTime).toBe('number');
  });

  it('rejects without sending when section or action is missing', async () => {
    await expect(trackUsage({ section: 'marketplace' })).rejects.toThrow(
      'section and action params are requried!',
    );
    expect(requests).toHaveLength(0);
  });
});
