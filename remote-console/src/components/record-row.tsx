import { font, narrowScreen, type space } from '@canopy/shared-core';
import { panel, pill, quietText, row } from '@canopy/shared-core/layout';
import type { ReactNode } from 'react';

/** The card look of one entry of a console list (a member, a word, an audit entry). */
export const recordCardCss = panel('md');

/** An entry's parts side by side, `gap` apart, wrapping onto more lines on a narrow screen. */
export const recordLineCss = (gap: keyof typeof space) =>
  ({ ...row(gap), [narrowScreen]: { flexWrap: 'wrap' } }) as const;

/** An entry's name in bold with a muted line under it; it takes the row's free width. */
export function RecordTitle({ title, detail }: { title: ReactNode; detail: ReactNode }) {
  return (
    <div css={{ flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere' }}>
      <div css={{ fontWeight: font.weight.bold }}>{title}</div>
      <div css={quietText}>{detail}</div>
    </div>
  );
}

/** A short state or role beside an entry's name (Moderator, Refused, Open…). */
export function StatusTag({ children }: { children: ReactNode }) {
  return <span css={[pill, { whiteSpace: 'nowrap' }]}>{children}</span>;
}
