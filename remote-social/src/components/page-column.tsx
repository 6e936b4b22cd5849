import { space } from '@canopy/shared-core';
import type { ReactNode } from 'react';

/** A social page's single column: its parts stacked, at a width that stays easy to read. */
export function PageColumn({ children }: { children: ReactNode }) {
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: space.lg, maxWidth: 680 }}>
      {children}
    </div>
  );
}
