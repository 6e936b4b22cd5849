import { font, space } from '@canopy/shared-core';
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
    <section aria-labelledby={id} css={{ display: 'grid', gap: space.md }}>
      <h2 id={id} css={{ margin: 0, fontSize: font.size.lg }}>
        {title}
      </h2>
      {children}
    </section>
  );
}
