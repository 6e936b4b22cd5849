// A readable diff of two app configurations (issue 38): what an operator changed, said the
// way the console's forms name it ("Navigation › Events: added"), not as JSON paths. Pure.

export type ConfigChangeKind = 'added' | 'removed' | 'changed' | 'moved';

export interface ConfigChange {
  /** Where, as the console's forms name it: ["Navigation", "Events", "active"]. */
  where: string[];
  change: ConfigChangeKind;
  before?: string;
  after?: string;
}

/** The configuration's parts by the names the editor gives them. */
const PART_NAMES: Record<string, string> = {
  appName: 'App name',
  applicationSlug: 'App slug',
  defaultColumnCount: 'Columns',
  defaultMaxItemCount: 'Items per list',
  homeTabItemName: 'Home tab name',
  web_main_navigation: 'Navigation',
  moreLinkItems: 'More links',
  homePageConfig: 'Home tabs and rows',
  legalLinks: 'Legal links',
  livestreamAlbumIds: 'Live stream albums',
  onboardingSettings: 'Branding',
  desktopNavLogoUrl: 'Logo',
  webFaviconUrl: 'Favicon',
  browseview: 'Page',
  title: 'Title',
  preferredColorScheme: 'Colour scheme',
  colors: 'Colours',
  primary: 'Accent colour (light)',
  primaryDark: 'Accent colour (dark)',
  userProfileDefaultImageUrl: 'Default profile image',
};

/** Lists whose entries are named by their title, so a change says which entry. */
const ITEM_LISTS = new Set(['items']);

const MAX_SHOWN = 160;

function shown(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN - 1)}…` : text;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

type Titled = Record<string, unknown> & { title: string };

function isTitledList(value: unknown): value is Titled[] {
  return (
    Array.isArray(value) &&
    value.every((entry) => isRecord(entry) && typeof entry.title === 'string')
  );
}

/** An entry's name in a list: its title, numbered when two share one. */
function namesOf(items: Titled[]): string[] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const count = (seen.get(item.title) ?? 0) + 1;
    seen.set(item.title, count);
    return count === 1 ? item.title : `${item.title} (${count})`;
  });
}

/** The entries' names in the order members see them: by `order`, then as listed. */
function shownOrder(items: Titled[], names: string[]): string[] {
  return items
    .map((item, index) => ({ name: names[index] ?? '', order: item.order, index }))
    .sort((a, b) =>
      typeof a.order === 'number' && typeof b.order === 'number' && a.order !== b.order
        ? a.order - b.order
        : a.index - b.index,
    )
    .map((entry) => entry.name);
}

function diffTitledLists(before: Titled[], after: Titled[], where: string[]): ConfigChange[] {
  const beforeNames = namesOf(before);
  const afterNames = namesOf(after);
  const beforeByName = new Map(beforeNames.map((name, index) => [name, before[index]]));
  const afterByName = new Map(afterNames.map((name, index) => [name, after[index]]));
  const changes: ConfigChange[] = [];
  for (const name of beforeNames) {
    if (!afterByName.has(name)) changes.push({ where: [...where, name], change: 'removed' });
  }
  // Positions among the entries both have, so one insertion does not "move" the rest.
  const common = (names: string[]) =>
    names.filter((n) => beforeByName.has(n) && afterByName.has(n));
  const beforeRank = common(shownOrder(before, beforeNames));
  const afterRank = common(shownOrder(after, afterNames));
  for (const name of afterNames) {
    const was = beforeByName.get(name);
    const now = afterByName.get(name);
    if (!was) {
      changes.push({ where: [...where, name], change: 'added', after: shown(now) });
      continue;
    }
    const from = beforeRank.indexOf(name);
    const to = afterRank.indexOf(name);
    if (from !== to) {
      changes.push({
        where: [...where, name],
        change: 'moved',
        before: `position ${from + 1}`,
        after: `position ${to + 1}`,
      });
    }
    const { order: _wasOrder, ...wasRest } = was;
    const { order: _nowOrder, ...nowRest } = now ?? was;
    changes.push(...configChanges(wasRest, nowRest, [...where, name]));
  }
  return changes;
}

/** What changed from `before` to `after`, part by part; [] when they are the same. */
export function configChanges(
  before: unknown,
  after: unknown,
  where: string[] = [],
): ConfigChange[] {
  if (same(before, after)) return [];
  if (before === undefined) return [{ where, change: 'added', after: shown(after) }];
  if (after === undefined) return [{ where, change: 'removed', before: shown(before) }];
  const key = where.at(-1) ?? '';
  if (ITEM_LISTS.has(key) && isTitledList(before) && isTitledList(after)) {
    return diffTitledLists(before, after, where.slice(0, -1));
  }
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((name) =>
      configChanges(before[name], after[name], [...where, PART_NAMES[name] ?? name]),
    );
  }
  return [{ where, change: 'changed', before: shown(before), after: shown(after) }];
}
