import { font } from '@canopy/shared-core';
import { stack } from '@canopy/shared-core/layout';
import type { ReactNode } from 'react';

/** A titled part of a games page; its heading names the region. */
export function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} css={stack('md')}>
      <h2 id={id} css={{ margin: 0, fontSize: font.size.lg }}>
        {title}
      </h2>
      {children}
    </section>
  );
}
