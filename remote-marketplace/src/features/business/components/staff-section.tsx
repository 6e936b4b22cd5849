import { font, space } from '@canopy/shared-core';
import { useId, type ReactNode } from 'react';

/** A part of the shop's staff page under its own heading, named by that heading. */
export function StaffSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} css={{ display: 'grid', gap: space.md }}>
      <h2 id={titleId} css={{ margin: 0, fontSize: font.size.lg }}>
        {title}
      </h2>
      {children}
    </section>
  );
}
