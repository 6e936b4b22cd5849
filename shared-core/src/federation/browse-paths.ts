// Addresses below /browse, where the host mounts the remotes' pages:
// /browse/<section>/<part>/…, the section naming the remote that serves it (each remote
// declares its own sections, see remote-contract.ts). Links are written by builders made
// of these, never spelled by hand: each remote's paths.ts for its own pages, and
// shared-paths.ts for the pages other front ends link to.

/** Where the host mounts the remotes' pages. */
export const BROWSE_ROOT = '/browse';

export type PathPart = string | number;

/** `/browse/<section>/<parts…>`, each part escaped as a path segment. */
export function browsePath(section: string, ...parts: PathPart[]): string {
  return [BROWSE_ROOT, ...[section, ...parts].map((part) => encodeURIComponent(part))].join('/');
}

/** `path?query` without the empty values, or the bare path when none is left. */
export function withQuery(
  path: string,
  query: Readonly<Record<string, PathPart | null | undefined>>,
): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== null && value !== undefined && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
