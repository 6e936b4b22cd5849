import { useTrackView } from '@canopy/shared-core';
import { Badge, JoinedAlbums, SectionList } from '../../../components/section-list.tsx';
import { useJoinedAlbums } from '../../../hooks/use-membership.ts';
import { plural } from '../../../utils/format.ts';
import { socialPaths } from '../../../utils/paths.ts';

/** /browse/channel: every channel, the ones the member follows first. */
export function ChannelsPage() {
  useTrackView('channel');
  const { joined, ids } = useJoinedAlbums('channel');
  return (
    <SectionList
      albumType="channel"
      title="Channels"
      detailUrl={socialPaths.channel}
      emptyTitle="No channels yet"
      subtitle={(album) => plural(album.userCount, 'follower')}
      footer={(album) => (ids.has(album.albumId) ? <Badge>Following</Badge> : null)}
      above={
        <JoinedAlbums
          joined={joined}
          heading="Channels you follow"
          detailUrl={socialPaths.channel}
        />
      }
    />
  );
}
