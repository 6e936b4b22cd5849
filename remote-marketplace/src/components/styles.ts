import { color, font, radius, space } from '@canopy/shared-core';
import { row, wrappingRow } from '@canopy/shared-core/layout';

/**
 * The styles this remote's pages repeat beyond the shared layouts
 * (`@canopy/shared-core/layout`): one place for each, for the `css` prop.
 */

/** A row tinted apart from its section: a bought item beside its redemption code. */
export const tintedRow = {
  padding: space.sm,
  borderRadius: radius.md,
  background: color.surfaceAlt,
} as const;

/** A line of a list ruled off from the next: a credit entry, a shop's order line. */
export const ruledLine = {
  padding: `${space.sm} 0`,
  borderBottom: `1px solid ${color.border}`,
} as const;

/** Words and a control on the left, one column hugging the right: an item and its code. */
export const twoColumns = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: space.sm,
} as const;

/** A fieldset that only groups its controls: no frame of its own. */
export const bareFieldset = { border: 0, margin: 0, padding: 0, minWidth: 0 } as const;

/** Short text boxes side by side, wrapping on a narrow screen, their labels level. */
export const fieldRow = { ...wrappingRow('md'), alignItems: 'flex-start' } as const;

/** A narrow text box for a short value: a price, a date, a count. */
export const narrowInput = { width: 150 } as const;

/** A checkbox and its words, as tall as a text box beside it. */
export const checkLabel = { ...row('sm'), minHeight: 44 } as const;

/** A small rounded button among others of its kind: a category to filter by, a place to pick. */
export const chip = (active: boolean) =>
  ({
    font: 'inherit',
    fontSize: font.size.sm,
    padding: `${space.xs} ${space.md}`,
    minHeight: 32,
    borderRadius: radius.pill,
    border: `1px solid ${active ? color.primary : color.border}`,
    background: active ? color.primary : color.surface,
    color: active ? color.onPrimary : color.text,
    cursor: 'pointer',
  }) as const;

/** A listing's picture beside its details on a wide screen, one under the other on a narrow one. */
export const pictureBeside = (columns: string) =>
  ({
    display: 'grid',
    gridTemplateColumns: columns,
    '@media (max-width: 640px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  }) as const;
