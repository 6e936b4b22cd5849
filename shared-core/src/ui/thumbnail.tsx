import { color, radius } from '@canopy/shared-core';

/**
 * A picture beside words that already say what it is (so `alt=""`), cropped to its box and
 * fetched when it nears the screen (unless `lazy` is false: a cover at the top); nothing at all when there is no file. A square of
 * `size` px, or `[width, height]`; `css` from the caller adds to its look (a cover's width).
 */
export function Thumbnail({
  src,
  size,
  corners = 'sm',
  lazy = true,
  className,
}: {
  src: string | null | undefined;
  size: number | [width: number, height: number];
  /** The corner radius, or 'circle' for a member's face. */
  corners?: keyof typeof radius | 'circle';
  lazy?: boolean;
  className?: string;
}) {
  if (!src) return null;
  const [width, height] = typeof size === 'number' ? [size, size] : size;
  return (
    <img
      src={src}
      alt=""
      width={width}
      height={height}
      loading={lazy ? 'lazy' : undefined}
      className={className}
      css={{
        flex: 'none',
        objectFit: 'cover',
        background: color.surfaceAlt,
        borderRadius: corners === 'circle' ? '50%' : radius[corners],
      }}
    />
  );
}
