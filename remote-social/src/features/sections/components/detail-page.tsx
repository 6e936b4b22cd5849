import { ResourceView, Skeleton, color, space, type ResourceViewProps } from '@canopy/shared-core';
import { Link } from 'react-router';

/** A section's detail page: the way back to its list, then the album (or thread) once loaded. */
export function DetailPage<T>({
  back,
  loading = <Skeleton height={240} />,
  ...view
}: ResourceViewProps<T> & { back: { to: string; label: string } }) {
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: space.lg, maxWidth: 760 }}>
      <Link to={back.to} css={{ color: color.primary }}>
        ← {back.label}
      </Link>
      <ResourceView loading={loading} {...view} />
    </div>
  );
}
