/** Where the signed-in member and their session are kept (localStorage). */
export const USER_STORAGE_KEY = 'canopy.user';
export const SESSION_STORAGE_KEY = 'canopy.session';
