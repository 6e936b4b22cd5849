import { socialPaths } from '../../utils/paths.ts';

/** The list with the item at `index` moved one place up (-1) or down (+1); ends stay put. */
export function moveItem<T>(items: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) {
    return [...items];
  }
  const next = [...items];
  const [moved] = next.splice(index, 1);
  next.splice(target, 0, moved as T);
  return next;
}

/** Adds an album once, at the end. */
export function addItem(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? [...ids] : [...ids, id];
}

/** The address a member shares for a list (the hash route under this page's origin). */
export function shareLink(origin: string, pathname: string, albumId: number): string {
  return `${origin}${pathname}#${socialPaths.customList(albumId)}`;
}
