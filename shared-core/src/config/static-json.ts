import ky from 'ky';

/**
 * Reads a JSON file the app itself serves (runtime config, remotes manifest). The default
 * cache mode lets the request take the page's preload of the file; it is still fresh on
 * every load, because both static servers send these files with `Cache-Control: no-cache`.
 */
export function fetchStaticJson<T>(url: string): Promise<T> {
  return ky.get(url, { retry: 0 }).json<T>();
}
