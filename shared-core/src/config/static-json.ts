import ky from 'ky';

/** Reads a JSON file the app itself serves (runtime config, remotes manifest). */
export function fetchStaticJson<T>(url: string): Promise<T> {
  return ky.get(url, { retry: 0, cache: 'no-store' }).json<T>();
}
