import { color, font, radius, space } from '@canopy/shared-core';
import { card, row, wrappingRow } from '@canopy/shared-core/layout';

/** A card of a list laid out on one line: a member on People, a notification. */
export const rowCard = { ...row('md'), ...card() } as const;

/** The words of a row card, one under another, taking the width its row leaves them. */
export const textColumn = {
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  flex: 1,
  minWidth: 0,
} as const;

/** A link drawn as an outlined pill, `paddingY` high: a joined section, a share service. */
export const pillLink = (paddingY: keyof typeof space) =>
  ({
    display: 'inline-block',
    padding: `${space[paddingY]} ${space.md}`,
    borderRadius: radius.pill,
    border: `1px solid ${color.border}`,
    color: color.text,
    textDecoration: 'none',
  }) as const;

/** A small line of words with something beside them: what a post reviews, a hidden author. */
export const smallLine = { ...wrappingRow('sm'), margin: 0, fontSize: font.size.sm } as const;

/** A small bordered control on the page's surface: a select of a review, a Mark read button. */
export const smallControl = {
  font: 'inherit',
  padding: `${space.xs} ${space.sm}`,
  border: `1px solid ${color.border}`,
  borderRadius: radius.md,
  background: color.surface,
  color: color.text,
} as const;
