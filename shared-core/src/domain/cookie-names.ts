// SPEC §7: a cookie stores the cart id, the location and a device uuid. Cookies (not
// localStorage) because logout clears all local storage, and these three outlive a session.
// The names alone, for code that runs where there is no document (the page's server).

export const CART_COOKIE = 'shopping_cart_id';
export const LOCATION_COOKIE = 'canopy_location';
export const DEVICE_ID_COOKIE = 'canopy_device_id';
