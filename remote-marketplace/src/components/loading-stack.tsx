import { Skeleton } from '@canopy/shared-core';
import { stack } from '@canopy/shared-core/layout';

/** A part of a page still loading: its placeholders one under another, marked busy. */
export function LoadingStack({
  shapes,
  label,
}: {
  /** Each placeholder's size, top to bottom. */
  shapes: Array<{ height: number; width?: string }>;
  /** What is loading, when the page does not already say. */
  label?: string;
}) {
  return (
    <div css={stack('sm')} aria-busy="true" aria-label={label}>
      {shapes.map((shape, index) => (
        <Skeleton key={index} {...shape} />
      ))}
    </div>
  );
}
