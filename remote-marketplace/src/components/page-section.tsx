import { color, font, radius, space } from '@canopy/shared-core';
import type { ReactNode } from 'react';

/** A titled card on a page, e.g. "Billing address" in the checkout. */
export function PageSection({
  title,
  aside,
  children,
}: {
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={title}
      css={{
        background: color.surface,
        border: `1px solid ${color.border}`,
        borderRadius: radius.lg,
        padding: space.lg,
        display: 'flex',
        flexDirection: 'column',
        gap: space.md,
        minWidth: 0,
      }}
    >
      <div
        css={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: space.sm,
          flexWrap: 'wrap',
        }}
      >
        <h2 css={{ margin: 0, fontSize: font.size.lg }}>{title}</h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
