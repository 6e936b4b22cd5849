import { color, font, liveStateAtom, radius, space, sharedPaths } from '@canopy/shared-core';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router';
import { useLiveStream } from '../hooks/use-live-stream.ts';

/**
 * The header's live signs: "Reconnecting…" while the live connection is down, and the LIVE
 * badge (SPEC §2) while a configured livestream album is on air.
 */
export function LiveIndicator({ livestreamAlbumIds }: { livestreamAlbumIds?: number[] }) {
  const onAir = useLiveStream(livestreamAlbumIds);
  const connection = useAtomValue(liveStateAtom);
  return (
    <>
      {connection === 'reconnecting' && (
        <span role="status" css={{ fontSize: font.size.xs, color: color.textMuted }}>
          Reconnecting…
        </span>
      )}
      {onAir && (
        <Link
          to={sharedPaths.liveStreams()}
          css={{
            padding: `2px ${space.sm}`,
            borderRadius: radius.sm,
            background: color.live,
            color: '#fff',
            fontWeight: font.weight.bold,
            fontSize: font.size.xs,
            textDecoration: 'none',
            letterSpacing: '0.06em',
          }}
        >
          LIVE
        </Link>
      )}
    </>
  );
}
