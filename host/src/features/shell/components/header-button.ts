import { color, radius, space } from '@canopy/shared-core';

/** The look of the header's buttons (cart, menu). */
export const headerButton = {
  padding: `${space.sm} ${space.md}`,
  borderRadius: radius.md,
  border: `1px solid ${color.border}`,
  background: color.surface,
  color: color.text,
  font: 'inherit',
  cursor: 'pointer',
} as const;
