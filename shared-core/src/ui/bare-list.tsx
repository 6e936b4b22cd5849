import type { HTMLAttributes, ReactNode } from 'react';
import { space } from './tokens.ts';

export interface BareListProps extends HTMLAttributes<HTMLElement> {
  /** An `<ol>`, for items whose order means something (a thread, standings, steps). */
  ordered?: boolean;
  /** 'stack': one item under another; 'wrap': side by side, wrapping on a narrow screen. */
  flow?: 'stack' | 'wrap';
  /** The space between items (a stack when no flow is given). */
  gap?: keyof typeof space;
  children?: ReactNode;
}

/**
 * A list without bullets, numbers, margin or padding: the list of cards, links, chips or
 * rows a page lays out itself, still a list to assistive technology. Further styles come
 * from the caller's `css`, which wins over these.
 */
export function BareList({ ordered = false, flow, gap, ...list }: BareListProps) {
  const Tag = ordered ? 'ol' : 'ul';
  const layout = flow ?? (gap ? 'stack' : undefined);
  return (
    <Tag
      {...list}
      css={[
        { listStyle: 'none', margin: 0, padding: 0 },
        layout === 'stack' && { display: 'grid' },
        layout === 'wrap' && { display: 'flex', flexWrap: 'wrap' },
        gap && { gap: space[gap] },
      ]}
    />
  );
}
