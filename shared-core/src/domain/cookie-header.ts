// SPEC §7: a cookie stores the cart id, the location and a device uuid. Cookies (not
// localStorage) because logout clears all local storage, and these three outlive a session.
// Their names and how a value is read from a Cookie header, as pure code: the page's own
// server reads the location from the request, the app from document.cookie.

export const CART_COOKIE = 'shopping_cart_id';
export const LOCATION_COOKIE = 'canopy_location';
export const DEVICE_ID_COOKIE = 'canopy_device_id';

/** The decoded value of cookie `name` in a Cookie header (or document.cookie), or null. */
export function cookieValueIn(header: string, name: string): string | null {
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(pair.slice(separator + 1).trim());
    } catch {
      // A value someone else wrote without encoding: treat it as absent.
      return null;
    }
  }
  return null;
}
