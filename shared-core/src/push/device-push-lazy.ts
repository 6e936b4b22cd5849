// The front door of web push on this device: its code (the subscription, the server's key,
// the calls) is a chunk of its own, fetched when the account page's switch asks for it or
// a member signs out, so the first load of every other page does not carry it.
import type { DevicePushState } from './device-push.ts';

export type { DevicePushState };

const devicePush = () => import('./device-push.ts');

/** Whether push can be and is on for this device. */
export async function devicePushState(): Promise<DevicePushState> {
  return (await devicePush()).devicePushState();
}

/** Asks the browser's permission, subscribes this device and tells the server. */
export async function turnOnDevicePush(): Promise<DevicePushState> {
  return (await devicePush()).turnOnDevicePush();
}

/** The server forgets this device, then the browser drops the subscription. */
export async function turnOffDevicePush(): Promise<void> {
  await (await devicePush()).turnOffDevicePush();
}

/** On sign-out; never throws, and a browser without push fetches nothing. */
export async function forgetDevicePush(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  try {
    await (await devicePush()).forgetDevicePush();
  } catch {
    // The code could not be fetched (offline): the browser still drops the subscription, so
    // the server's next push to it fails as gone and the device is forgotten then.
    const registration = await navigator.serviceWorker.getRegistration('/').catch(() => null);
    const subscription = await registration?.pushManager?.getSubscription().catch(() => null);
    await subscription?.unsubscribe().catch(() => false);
  }
}
