import { color, font } from '@canopy/shared-core';

/** A link drawn as a button: its bold words centred in a box; add its size and one of the looks below. */
export const linkButton = {
  display: 'inline-flex',
  alignItems: 'center',
  fontWeight: font.weight.bold,
  textDecoration: 'none',
} as const;

/** The main action's look: filled in the brand colour. */
export const filledLink = { background: color.primary, color: color.onPrimary } as const;

/** Another action's look: outlined. */
export const outlinedLink = { border: `1px solid ${color.border}`, color: color.text } as const;
