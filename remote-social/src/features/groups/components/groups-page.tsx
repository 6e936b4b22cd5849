import { useTrackView } from '@canopy/shared-core';
import { Badge, JoinableSectionList } from '../../../components/section-list.tsx';
import { plural } from '../../../utils/format.ts';
import { socialPaths } from '../../../utils/paths.ts';

/** /browse/group: public groups, and the member's own (private ones included) first. */
export function GroupsPage() {
  useTrackView('group');
  return (
    <JoinableSectionList
      albumType="group"
      title="Groups"
      detailUrl={socialPaths.group}
      emptyTitle="No groups yet"
      joinedHeading="Your groups"
      subtitle={(album) => plural(album.userCount, 'member')}
      footer={(_album, joined) => (joined ? <Badge>Joined</Badge> : null)}
    />
  );
}
