import { sharedPaths } from '@canopy/shared-core';
// Where a member lands after signing in, unless a safe return URL says otherwise.
export const LOGGED_IN_HOME = sharedPaths.wall();

/** Only same-app paths are honoured as a return URL (no open redirect). */
export function safeReturnUrl(value: string | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return LOGGED_IN_HOME;
  return value;
}
