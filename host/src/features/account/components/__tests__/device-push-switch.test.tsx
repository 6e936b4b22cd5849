import { apiBaseAtom, sessionAtom, store } from '@canopy/shared-core';
import { renderInStore, stubApi } from '@canopy/shared-core/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { DevicePushSwitch } from '../device-push-switch.tsx';
import { recordingRoute } from '../../../../testing/test-api.ts';

const KEY = 'BKxvT3d0ZXN0a2V5LW9mLXRoZS1zZXJ2ZXItZm9yLWEtdW5pdC10ZXN0LW9ubHktODctY2hhcnM';

/** A browser with the app's worker installed and a Push API that records what it is asked. */
function browserWithPush(permission: NotificationPermission, answer: NotificationPermission) {
  const subscribe = vi.fn(async () => ({
    endpoint: 'https://push.example/device/1',
    options: { applicationServerKey: null },
    toJSON: () => ({
      endpoint: 'https://push.example/device/1',
      keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) },
    }),
    unsubscribe: async () => true,
  }));
  const requestPermission = vi.fn(async () => answer);
  const registration = { pushManager: { getSubscription: async () => null, subscribe } };
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission, requestPermission });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration },
  });
  return { subscribe, requestPermission };
}

function renderSwitch() {
  renderInStore(<DevicePushSwitch />);
  return screen.getByRole('switch', { name: 'Notifications on this device' });
}

beforeEach(() => {
  store.set(apiBaseAtom, 'http://api.test/api');
  store.set(sessionAtom, { token: 't', expiresAt: Date.now() + 60_000 });
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  store.set(sessionAtom, null);
});

it('asks for permission only when turned on, then subscribes with the server key', async () => {
  const subscriptions = recordingRoute({ valid: true, message: 'ok', item: { devices: 1 } });
  stubApi({
    '/api/push/key': { valid: true, message: 'ok', item: { publicKey: KEY } },
    '/api/push/subscriptions': subscriptions.route,
  });
  const push = browserWithPush('default', 'granted');
  const toggle = renderSwitch();
  expect(await screen.findByText(/Off: turn it on/)).toBeTruthy();
  expect(push.requestPermission).not.toHaveBeenCalled();

  await userEvent.click(toggle);
  expect(await screen.findByText(/On: this device shows/)).toBeTruthy();
  expect((toggle as HTMLInputElement).checked).toBe(true);
  expect(push.requestPermission).toHaveBeenCalledTimes(1);
  expect(push.subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
  expect(subscriptions.sent).toEqual([
    expect.objectContaining({ endpoint: 'https://push.example/device/1' }),
  ]);
});

it('says so when the member refuses permission, and subscribes nothing', async () => {
  const push = browserWithPush('default', 'denied');
  const toggle = renderSwitch();
  await screen.findByText(/Off: turn it on/);
  await userEvent.click(toggle);
  expect(await screen.findByText(/Notifications are blocked for Canopy/)).toBeTruthy();
  expect((toggle as HTMLInputElement).checked).toBe(false);
  expect(push.subscribe).not.toHaveBeenCalled();
});

it('is unavailable in a browser without the Push API', async () => {
  const toggle = renderSwitch();
  expect(await screen.findByText(/This browser cannot show notifications/)).toBeTruthy();
  expect((toggle as HTMLInputElement).disabled).toBe(true);
});
