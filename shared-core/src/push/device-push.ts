// Web push on this device: turned on only when the member switches it on (the browser asks
// for permission then, never on a first visit), through the app's service worker with the
// server's VAPID key; turned off by the switch and when the member signs out.
import { apiGet, apiPost } from '../http/client.ts';
import { isApiFailure } from '../api/types.ts';
import type { ApiOk } from '../api/openapi.ts';

export type DevicePushState = 'unsupported' | 'denied' | 'off' | 'on';

function pushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The app's service worker registration, if one is installed (production builds). */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!pushSupported()) return undefined;
  return navigator.serviceWorker.getRegistration('/');
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const found = await registration();
  return (await found?.pushManager.getSubscription()) ?? null;
}

/** Whether push can be and is on for this device. */
export async function devicePushState(): Promise<DevicePushState> {
  if (!pushSupported() || !(await registration())) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  return (await currentSubscription()) && Notification.permission === 'granted' ? 'on' : 'off';
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/**
 * Asks for permission (the browser's prompt), subscribes this device with the server's
 * key and tells the server. Returns the state it ends in; throws when the server or the
 * push service fails.
 */
export async function turnOnDevicePush(): Promise<DevicePushState> {
  const found = await registration();
  if (!found) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  const key = await apiGet<ApiOk<'/push/key', 'get'>>('/push/key');
  if (isApiFailure(key)) throw new Error(key.message);
  const applicationServerKey = keyBytes(key.item.publicKey);
  let subscription = await found.pushManager.getSubscription();
  // A subscription made with another key (the server's keys changed) cannot be reused.
  const sameKey =
    subscription?.options.applicationServerKey &&
    new Uint8Array(subscription.options.applicationServerKey).join() ===
      applicationServerKey.join();
  if (subscription && !sameKey) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await found.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey,
  });
  await apiPost<ApiOk<'/push/subscriptions', 'post'>>('/push/subscriptions', subscription.toJSON());
  return 'on';
}

/** Stops pushes to this device: tells the server (while signed in), then the browser. */
export async function turnOffDevicePush(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await apiPost('/push/subscriptions/remove', { endpoint: subscription.endpoint });
  await subscription.unsubscribe();
}

/**
 * On sign-out: the server forgets this device, then the browser drops the subscription.
 * Never throws and never waits long: signing out must not hang on the push service.
 */
export async function forgetDevicePush(): Promise<void> {
  const work = turnOffDevicePush().catch(async () => {
    // The server did not hear it: dropping the subscription makes its next push fail as gone.
    await (await currentSubscription().catch(() => null))?.unsubscribe().catch(() => false);
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([work, new Promise((resolve) => (timer = setTimeout(resolve, 3_000)))]);
  clearTimeout(timer);
}
