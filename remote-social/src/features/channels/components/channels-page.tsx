import { useTrackView } from '@canopy/shared-core';
import { Badge, JoinableSectionList } from '../../../components/section-list.tsx';
import { plural } from '../../../utils/format.ts';
import { socialPaths } from '../../../utils/paths.ts';

/** /browse/channel: every channel, the ones the member follows first. */
export function ChannelsPage() {
  useTrackView('channel');
  return (
    <JoinableSectionList
      albumType="channel"
      title="Channels"
      detailUrl={socialPaths.channel}
      emptyTitle="No channels yet"
      joinedHeading="Channels you follow"
      subtitle={(album) => plural(album.userCount, 'follower')}
      footer={(_album, joined) => (joined ? <Badge>Following</Badge> : null)}
    />
  );
}
