/**
 * A member's or a chat's round picture. Decorative (no alt text): the name shown beside it
 * says who it is. `className` (from a `css` prop) adds to the round crop.
 */
export function Avatar({
  src,
  size,
  className,
}: {
  src: string;
  size: number;
  className?: string;
}) {
  return (
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      className={className}
      css={{ borderRadius: '50%', objectFit: 'cover' }}
    />
  );
}
