import { formatTotal, type ListTotal } from '@canopy/shared-core';

/**
 * What the map shows, in words (the map's status line): all of a search's shops, or the
 * nearest page of them.
 */
export function mapSummary(list: ListTotal & { items: unknown[] }, inArea: boolean): string {
  const shown = list.items.length;
  const where = inArea ? ' in this area' : '';
  if (shown === 0) return `No dispensaries${where}`;
  if (!list.hasMoreResults) {
    return `${shown} ${shown === 1 ? 'dispensary' : 'dispensaries'}${where} on the map`;
  }
  const rest = inArea ? ': zoom in to see the others' : '';
  return `The ${shown} nearest of ${formatTotal(list)} dispensaries${where} are on the map${rest}`;
}
