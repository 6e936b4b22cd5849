import { space } from '@canopy/shared-core';

/**
 * Columns side by side, `gap` apart, in the `css` prop: `css={grid('56px 1fr', 'md')}`. The
 * layout helpers of `@canopy/shared-core/layout` cover rows and stacks; this is their grid.
 */
export const grid = (columns: string, gap: keyof typeof space) =>
  ({ display: 'grid', gridTemplateColumns: columns, gap: space[gap] }) as const;
