// Addresses below /console, where the host mounts the staff console (the console remote)
// for staff alone: /console/<section>/<part>/…, the sections being the console's pages.

/** Where the host mounts the staff console. */
export const CONSOLE_ROOT = '/console';

/** `/console/<section>/<parts…>`, each part escaped as a path segment. */
export function consolePath(section: string, ...parts: (string | number)[]): string {
  return [CONSOLE_ROOT, ...[section, ...parts].map((part) => encodeURIComponent(part))].join('/');
}
