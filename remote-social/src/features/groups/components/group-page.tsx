import {
  ResourceView,
  Skeleton,
  color,
  createPost,
  getAlbum,
  space,
  useApiResource,
  useTrackView,
} from '@canopy/shared-core';
import { useState } from 'react';
import { useParams, Link } from 'react-router';
import { CommentForm } from '../../../components/comment-form.tsx';
import { MemberList } from '../../../components/member-list.tsx';
import { MembershipButton } from '../../../components/membership-button.tsx';
import { PostFeed } from '../../../components/post-feed.tsx';
import { SectionHeader } from '../../../components/section-header.tsx';
import { Badge } from '../../../components/section-list.tsx';
import { useJoinedAlbums, useMembershipToggle } from '../../../hooks/use-membership.ts';
import { usePostFeed } from '../../../hooks/use-post-feed.ts';
import { GroupInvite } from './group-invite.tsx';
import { plural } from '../../../utils/format.ts';
import { socialPaths } from '../../../utils/paths.ts';

/** /browse/group/{id}: join or leave, the members, and the group's own wall. */
export function GroupPage() {
  const albumId = Number(useParams().id);
  useTrackView('group', albumId);
  const [group, reload] = useApiResource(() => getAlbum(albumId), [albumId]);
  const membership = useJoinedAlbums('group');
  const [version, setVersion] = useState(0);
  const { busy, toggle } = useMembershipToggle(() => {
    membership.reload();
    reload();
    setVersion((n) => n + 1);
  });
  const wall = usePostFeed(albumId);
  const isMember = membership.ids.has(albumId);

  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: space.lg, maxWidth: 680 }}>
      <ResourceView
        state={group}
        onRetry={reload}
        errorTitle="This group could not be opened"
        notFoundTitle="This group is not here any more"
        notFound={<Link to={socialPaths.groups()}>See all groups</Link>}
        errorMessage="It may be private: ask a member for an invite link."
        loading={<Skeleton height={260} />}
      >
        {({ item }) => (
          <>
            <SectionHeader
              album={item}
              back={{ to: socialPaths.groups(), label: 'Groups' }}
              facts={
                <span>
                  {item.visibility === 'PRIVATE' && <Badge tone="muted">Private</Badge>}{' '}
                  {plural(item.userCount, 'member')}
                </span>
              }
              actions={
                membership.joined.status === 'ready' && (
                  <>
                    <MembershipButton
                      isMember={isMember}
                      busy={busy}
                      labels={{ join: 'Join group', leave: 'Joined · Leave' }}
                      onToggle={() => void toggle(albumId, isMember)}
                    />
                    {isMember && <GroupInvite albumId={albumId} />}
                  </>
                )
              }
            />
            <MemberList
              albumId={albumId}
              heading="Members"
              emptyText="Nobody has joined yet."
              version={version}
            />
          </>
        )}
      </ResourceView>
      <h2 css={{ margin: 0 }}>Group wall</h2>
      {isMember ? (
        <CommentForm
          label="Write in the group"
          submitLabel="Post"
          onSubmit={async (text) => {
            const answer = await createPost({ description: text, uploadIds: [], albumId });
            if (!answer.valid) return false;
            wall.added(answer.item);
            return true;
          }}
        />
      ) : (
        <p css={{ margin: 0, color: color.textMuted }}>Join the group to post on its wall.</p>
      )}
      <PostFeed
        wall={wall}
        errorTitle="The group's wall could not be loaded"
        emptyTitle="Nothing here yet"
        emptyHint="Members' posts show here."
        endText="That is every post in this group."
      />
    </div>
  );
}
