import { color, radius, shadow, space } from '@canopy/shared-core';

/** A card on the wall: each post, and the composer above them, so the two read as one stack. */
export const wallCard = {
  display: 'flex',
  flexDirection: 'column',
  gap: space.md,
  padding: space.lg,
  background: color.surface,
  border: `1px solid ${color.border}`,
  borderRadius: radius.lg,
  boxShadow: shadow.card,
} as const;
