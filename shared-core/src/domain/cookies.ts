import { cookieValueIn, DEVICE_ID_COOKIE } from './cookie-header.ts';

export { CART_COOKIE, DEVICE_ID_COOKIE, LOCATION_COOKIE } from './cookie-header.ts';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

function hasDocument(): boolean {
  return typeof document !== 'undefined';
}

export function readCookie(name: string): string | null {
  return hasDocument() ? cookieValueIn(document.cookie, name) : null;
}

export function writeCookie(name: string, value: string, maxAgeSeconds = ONE_YEAR_SECONDS): void {
  if (!hasDocument()) return;
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    `${name}=${encodeURIComponent(value)}; path=/; max-age=${maxAgeSeconds}; SameSite=Lax` + secure;
}

export function deleteCookie(name: string): void {
  writeCookie(name, '', 0);
}

// crypto.randomUUID exists only in secure contexts; a plain-http preview still needs an id.
function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** This browser's analytics device id: made once, then read back from the cookie. */
export function getDeviceId(): string {
  const existing = readCookie(DEVICE_ID_COOKIE);
  if (existing) return existing;
  const id = randomUuid();
  writeCookie(DEVICE_ID_COOKIE, id);
  return id;
}
