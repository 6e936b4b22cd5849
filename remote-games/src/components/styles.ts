import { color, font, radius, shadow, space } from '@canopy/shared-core';
import { card } from '@canopy/shared-core/layout';

/** A link drawn like a Button of that size (the colours are the caller's). */
export const buttonLink = (size: 'sm' | 'md') =>
  ({
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: size === 'sm' ? 32 : 40,
    padding: `0 ${size === 'sm' ? space.md : space.lg}`,
    borderRadius: radius.md,
    fontSize: size === 'sm' ? font.size.sm : undefined,
    fontWeight: font.weight.medium,
    textDecoration: 'none',
  }) as const;

/** A rounded chip to pick one of a row: a section of the games area, a level of a pack. */
export const chip = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 36,
  padding: `0 ${space.md}`,
  borderRadius: radius.pill,
  border: `1px solid ${color.border}`,
  fontSize: font.size.sm,
  fontWeight: font.weight.medium,
  textDecoration: 'none',
} as const;

/** A raised card of the games area: a tournament, a challenge, a badge, a level. */
export const raisedCard = (padding: keyof typeof space = 'lg') =>
  ({ ...card(padding), boxShadow: shadow.card }) as const;
