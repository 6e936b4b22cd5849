import { fetchOnce } from '../http/fetch-once.ts';

/**
 * Reads a JSON file the app itself serves (runtime config, remotes manifest). The default
 * cache mode lets the request take the page's preload of the file; it is still fresh on
 * every load, because both static servers send these files with `Cache-Control: no-cache`.
 */
export function fetchStaticJson<T>(url: string): Promise<T> {
  return fetchOnce(
    url,
    { method: 'GET', timeout: 10_000, accept: 'application/json' },
    (response) => response.json() as Promise<T>,
  );
}
