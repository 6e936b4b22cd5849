import { color, radius, space } from '@canopy/shared-core';

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
