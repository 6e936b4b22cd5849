import { useTrackView } from '@canopy/shared-core';
import { Badge, JoinedAlbums, SectionList } from '../../../components/section-list.tsx';
import { useJoinedAlbums } from '../../../hooks/use-membership.ts';
import { plural } from '../../../utils/format.ts';
import { socialPaths } from '../../../utils/paths.ts';

/** /browse/group: public groups, and the member's own (private ones included) first. */
export function GroupsPage() {
  useTrackView('group');
  const { joined, ids } = useJoinedAlbums('group');
  return (
    <SectionList
      albumType="group"
      title="Groups"
      detailUrl={socialPaths.group}
      emptyTitle="No groups yet"
      subtitle={(album) => plural(album.userCount, 'member')}
      footer={(album) => (ids.has(album.albumId) ? <Badge>Joined</Badge> : null)}
      above={<JoinedAlbums joined={joined} heading="Your groups" detailUrl={socialPaths.group} />}
    />
  );
}
