import { color, space } from '@canopy/shared-core';
import { panel } from '@canopy/shared-core/layout';

/** The look of the header's buttons (cart, menu): a small panel. */
export const headerButton = {
  ...panel('sm'),
  padding: `${space.sm} ${space.md}`,
  color: color.text,
  font: 'inherit',
  cursor: 'pointer',
} as const;
