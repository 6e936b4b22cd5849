import { color, font, radius, space } from '@canopy/shared-core';
import type { ReactNode } from 'react';

/** The card look of one entry of a console list (a member, a word, an audit entry). */
export const recordCardCss = {
  padding: space.md,
  borderRadius: radius.md,
  background: color.surface,
  border: `1px solid ${color.border}`,
};

/** An entry's name in bold with a muted line under it; it takes the row's free width. */
export function RecordTitle({ title, detail }: { title: ReactNode; detail: ReactNode }) {
  return (
    <div css={{ flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere' }}>
      <div css={{ fontWeight: font.weight.bold }}>{title}</div>
      <div css={{ color: color.textMuted, fontSize: font.size.sm }}>{detail}</div>
    </div>
  );
}

/** A short state or role beside an entry's name (Moderator, Refused, Open…). */
export function StatusTag({ children }: { children: ReactNode }) {
  return (
    <span
      css={{
        padding: `${space.xs} ${space.sm}`,
        borderRadius: radius.pill,
        background: color.surfaceAlt,
        fontSize: font.size.sm,
        whiteSpace: 'nowrap',
      }}
    >
      {children}
    </span>
  );
}
