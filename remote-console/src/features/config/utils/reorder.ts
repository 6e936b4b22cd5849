// Reordering the configuration's lists (navigation, home tabs and rows, links): by drag or
// with the Move up / Move down buttons, the list is the order, and `order` follows it.

/** `items` with the entry at `from` moved to `to` (both within the list); a new array. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) {
    return [...items];
  }
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

/** Entries numbered 1, 2, 3… in list order, for lists members see sorted by `order`. */
export function numbered<T extends { order: number }>(items: readonly T[]): T[] {
  return items.map((item, index) =>
    item.order === index + 1 ? item : { ...item, order: index + 1 },
  );
}

/** A list sorted as members see it (by `order`, then as stored), for the editor to show. */
export function inShownOrder<T extends { order: number }>(items: readonly T[]): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => a.item.order - b.item.order || a.index - b.index)
    .map(({ item }) => item);
}
