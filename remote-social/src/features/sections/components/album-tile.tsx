import {
  albumPath,
  appConfigAtom,
  color,
  isNamedLive,
  Tile,
  type Album,
  type TileProps,
} from '@canopy/shared-core';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useHref } from 'react-router';

/** SPEC §2's red Live badge, as in the header. */
export function LiveBadge() {
  return (
    <span
      css={{
        display: 'inline-block',
        padding: '2px 8px',
        borderRadius: 6,
        background: color.live,
        color: '#ffffff',
        fontWeight: 700,
        fontSize: 12,
        letterSpacing: '0.06em',
      }}
    >
      LIVE
    </span>
  );
}

/** Whether the app configuration names this album as a live stream that is on air. */
export function useIsLive(album: Album): boolean {
  const config = useAtomValue(appConfigAtom);
  return isNamedLive(album, config?.livestreamAlbumIds);
}

/** An album as a tile opening its section's page, with the Live badge when it is on air. */
export function AlbumTile({
  album,
  footer,
  size,
  priority,
  linkType,
}: {
  album: Album;
  /** Open the album as this type's page (see-all's `_albumType`); its own type otherwise. */
  linkType?: string | null;
  footer?: ReactNode;
  size?: TileProps['size'];
  priority?: boolean;
}) {
  const href = useHref(albumPath(linkType || album.albumType, album.albumId));
  const live = useIsLive(album);
  return (
    <Tile
      title={album.title}
      href={href}
      imageUrl={album.coverURL ?? album.thumbnailURL}
      subtitle={album.owner.display}
      footer={footer}
      size={size}
      priority={priority}
      badge={live ? <LiveBadge /> : undefined}
    />
  );
}
