import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useHref } from 'react-router';
import type { Album } from '../api/types.ts';
import { albumPath } from '../domain/album-routes.ts';
import { isNamedLive } from '../domain/live-stream.ts';
import { showAccessDenied } from '../state/access-denied.ts';
import { appConfigAtom } from '../state/app-atoms.ts';
import { Tile, type TileProps } from './tile-grid.tsx';
import { color } from './tokens.ts';

/** The shape of the small labels a tile wears (Live, Members only); each gives its colours. */
const tileBadgeCss = {
  display: 'inline-block',
  padding: '2px 8px',
  borderRadius: 6,
  fontWeight: 700,
  fontSize: 12,
} as const;

/** SPEC §2's red Live badge, as in the header. */
export function LiveBadge() {
  return (
    <span
      css={{
        ...tileBadgeCss,
        background: color.live,
        color: '#ffffff',
        letterSpacing: '0.06em',
      }}
    >
      LIVE
    </span>
  );
}

/** The lock over a tile whose access tags the member lacks (SPEC §4). */
function LockBadge() {
  return (
    <span css={{ ...tileBadgeCss, background: color.text, color: color.surface }}>
      <span aria-hidden="true">🔒 </span>Members only
    </span>
  );
}

/** Whether the app configuration names this album as a live stream that is on air. */
export function useIsLive(album: Album): boolean {
  const config = useAtomValue(appConfigAtom);
  return isNamedLive(album, config?.livestreamAlbumIds);
}

/**
 * An album as a tile: the one tile every section, home row and list shows. It opens the
 * album's own page (albumPath) unless `to` names another, and wears the Live badge while
 * the album is on air. Tiles are plain links: the router's href keeps the hash routing.
 * A locked album (the API sends only its tile) wears a lock and opens the access-denied
 * modal instead of its page.
 */
export function AlbumTile({
  album,
  to,
  linkType,
  subtitle,
  footer,
  size,
  priority,
}: {
  album: Album;
  /** Where the tile opens, when not the album's own page. */
  to?: string;
  /** Open the album as this type's page (see-all's `_albumType`); its own type otherwise. */
  linkType?: string | null;
  /** Under the title; the owner's name when not given. */
  subtitle?: ReactNode;
  footer?: ReactNode;
  size?: TileProps['size'];
  priority?: boolean;
}) {
  const href = useHref(to ?? albumPath(linkType || album.albumType, album.albumId));
  const live = useIsLive(album);
  const locked = album.accessLocked;
  return (
    <Tile
      title={album.title}
      href={locked ? undefined : href}
      onClick={locked ? showAccessDenied : undefined}
      imageUrl={album.coverURL ?? album.thumbnailURL}
      subtitle={subtitle ?? album.owner.display}
      footer={footer}
      size={size}
      priority={priority}
      badge={locked ? <LockBadge /> : live ? <LiveBadge /> : undefined}
    />
  );
}
