import { Thumbnail } from '@canopy/shared-core/thumbnail';
import { color, font, space, type Album } from '@canopy/shared-core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * The top of a section's detail page: back link, cover, title, description, facts (date,
 * place, counts) and the member's actions (join, attend, follow, invite).
 */
export function SectionHeader({
  album,
  back,
  facts,
  actions,
}: {
  album: Album;
  back: { to: string; label: string };
  facts?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header css={{ display: 'grid', gap: space.md }}>
      <Link to={back.to} css={{ color: color.primary }}>
        ← {back.label}
      </Link>
      <Thumbnail
        src={album.coverURL}
        size={[800, 300]}
        corners="lg"
        lazy={false}
        css={{ width: '100%', height: 'auto', maxHeight: 260 }}
      />
      <h1 css={{ margin: 0, fontSize: font.size.xl, overflowWrap: 'anywhere' }}>{album.title}</h1>
      {album.description && (
        <p css={{ margin: 0, color: color.textMuted, whiteSpace: 'pre-wrap' }}>
          {album.description}
        </p>
      )}
      {facts && <div css={{ display: 'grid', gap: space.xs, fontSize: font.size.sm }}>{facts}</div>}
      {actions && (
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'center' }}>
          {actions}
        </div>
      )}
    </header>
  );
}
