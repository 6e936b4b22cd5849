import { color, radius, space } from '@canopy/shared-core';

/** The console's text inputs, selects and text areas: tokens only, both themes. */
export const fieldStyle = {
  font: 'inherit',
  width: '100%',
  boxSizing: 'border-box' as const,
  padding: `${space.sm} ${space.md}`,
  borderRadius: radius.md,
  border: `1px solid ${color.border}`,
  background: color.surface,
  color: color.text,
  minHeight: 40,
};
