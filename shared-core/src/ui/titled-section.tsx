import { font, space } from '@canopy/shared-core';
import { useId, type ReactNode } from 'react';

/**
 * A part of a page under its own heading: the h2 names the region for assistive technology,
 * and the parts below it are stacked `gap` apart.
 */
export function TitledSection({
  title,
  gap = 'md',
  children,
}: {
  title: ReactNode;
  gap?: keyof typeof space;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} css={{ display: 'grid', gap: space[gap] }}>
      <h2 id={id} css={{ margin: 0, fontSize: font.size.lg }}>
        {title}
      </h2>
      {children}
    </section>
  );
}
