/** The dates a livestream album is on air between (epoch ms; null: open-ended). */
interface StreamWindow {
  albumId: number;
  startDate: number | null;
  endDate: number | null;
}

/** A livestream album is live while it has started and is not yet over. */
export function isLive(album: Omit<StreamWindow, 'albumId'>, now = Date.now()): boolean {
  const started = !album.startDate || album.startDate <= now;
  const notEnded = !album.endDate || album.endDate > now;
  return started && notEnded;
}

/**
 * SPEC §2 Live badge: the app configuration's livestreamAlbumIds names the album and it
 * is on air now.
 */
export function isNamedLive(
  album: StreamWindow,
  livestreamAlbumIds: readonly number[] | undefined,
  now = Date.now(),
): boolean {
  return (livestreamAlbumIds ?? []).includes(album.albumId) && isLive(album, now);
}
