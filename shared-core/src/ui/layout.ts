import { color, font, radius, space } from '@canopy/shared-core';

/**
 * The layouts pages repeat, as style objects for the `css` prop: `css={row('md')}`, or
 * `css={[row('md'), { padding: space.sm }]}` to add to one. One place for each, so a page
 * says what it lays out instead of spelling the flexbox again.
 */
type Gap = keyof typeof space;

/** Side by side and centred on one line: a name beside its avatar, a label beside its control. */
export const row = (gap: Gap = 'sm') =>
  ({ display: 'flex', alignItems: 'center', gap: space[gap] }) as const;

/** Side by side, wrapping onto more lines on a narrow screen: buttons, chips, tags. */
export const wrappingRow = (gap: Gap = 'sm') =>
  ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space[gap] }) as const;

/** The two ends of one line: a name on the left, a figure or an action on the right. */
export const spreadRow = (gap: Gap = 'sm') =>
  ({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: space[gap],
  }) as const;

/** One under another, `gap` apart. */
export const stack = (gap: Gap = 'sm') => ({ display: 'grid', gap: space[gap] }) as const;

/** A small rounded label: a status, a count, a tag. */
export const pill = {
  padding: `${space.xs} ${space.sm}`,
  borderRadius: radius.pill,
  background: color.surfaceAlt,
  fontSize: font.size.sm,
} as const;

/** Secondary words beside the main ones: a date, a hint, a count. */
export const quietText = { color: color.textMuted, fontSize: font.size.sm } as const;

/** Columns side by side, `gap` apart: `grid('56px 1fr', 'md')`. */
export const grid = (columns: string, gap: Gap = 'sm') =>
  ({ display: 'grid', gridTemplateColumns: columns, gap: space[gap] }) as const;

/** A card: a bordered box on the page's surface for a thing of its own (a lesson, a profile). */
export const card = (padding: Gap = 'md') =>
  ({
    padding: space[padding],
    borderRadius: radius.lg,
    border: `1px solid ${color.border}`,
    background: color.surface,
  }) as const;

/** A panel: a card with the smaller corner, for a part of a page (a row of a list, a tool). */
export const panel = (padding: Gap = 'lg') =>
  ({ ...card(padding), borderRadius: radius.md }) as const;
