import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEVICE_ID_COOKIE,
  deleteCookie,
  getDeviceId,
  readCookie,
  writeCookie,
} from '../cookies.ts';

function clearCookies() {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearCookies();
});

describe('cookies', () => {
  it('writes, reads back and deletes a value', () => {
    writeCookie('shopping_cart_id', '42');
    writeCookie('other', 'x');
    expect(readCookie('shopping_cart_id')).toBe('42');
    deleteCookie('shopping_cart_id');
    expect(readCookie('shopping_cart_id')).toBeNull();
    expect(readCookie('other')).toBe('x');
  });

  it('keeps values with separators intact', () => {
    const location = JSON.stringify({ latitude: 36.1, longitude: -115.2 });
    writeCookie('canopy_location', location);
    expect(readCookie('canopy_location')).toBe(location);
  });

  it('does not confuse a name with a longer one that starts the same', () => {
    writeCookie('shopping_cart_id_old', '1');
    expect(readCookie('shopping_cart_id')).toBeNull();
  });

  it('sets path, SameSite and max-age', () => {
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      descriptor.set!.call(document, value);
    });
    writeCookie('a', 'b', 60);
    deleteCookie('a');
    expect(writes[0]).toBe('a=b; path=/; max-age=60; SameSite=Lax');
    expect(writes[1]).toContain('max-age=0');
  });
});

describe('device id', () => {
  it('is a uuid made once and kept in its cookie', () => {
    const first = getDeviceId();
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(getDeviceId()).toBe(first);
    expect(readCookie(DEVICE_ID_COOKIE)).toBe(first);
  });

  it('is still a uuid where crypto.randomUUID is missing', () => {
    const webCrypto = globalThis.crypto;
    vi.stubGlobal('crypto', {
      getRandomValues: (array: Uint8Array<ArrayBuffer>) => webCrypto.getRandomValues(array),
    });
    expect(getDeviceId()).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});
