import { color, createPost } from '@canopy/shared-core';
import { useParams } from 'react-router';
import { CommentForm } from '../../../components/comment-form.tsx';
import { MemberList } from '../../../components/member-list.tsx';
import { MembershipButton } from '../../../components/membership-button.tsx';
import { PostFeed } from '../../../components/post-feed.tsx';
import { SectionAlbumView } from '../../../components/section-album-view.tsx';
import { SectionHeader } from '../../../components/section-header.tsx';
import { Badge } from '../../../components/section-list.tsx';
import { useSectionAlbum } from '../../../hooks/use-membership.ts';
import { usePostFeed } from '../../../hooks/use-post-feed.ts';
import { GroupInvite } from './group-invite.tsx';
import { plural } from '../../../utils/format.ts';
import { socialPaths } from '../../../utils/paths.ts';
import { PageColumn } from '../../../components/page-column.tsx';

/** The list this page belongs to: the header's way back, and where a gone one points. */
const GROUPS = { to: socialPaths.groups(), label: 'Groups' };

/** /browse/group/{id}: join or leave, the members, and the group's own wall. */
export function GroupPage() {
  const albumId = Number(useParams().id);
  const { album: group, reload, version, membership } = useSectionAlbum('group', albumId);
  const wall = usePostFeed(albumId);
  const isMember = membership.isMember;

  return (
    <PageColumn>
      <SectionAlbumView
        state={group}
        onRetry={reload}
        noun="group"
        list={GROUPS}
        errorMessage="It may be private: ask a member for an invite link."
      >
        {({ item }) => (
          <>
            <SectionHeader
              album={item}
              back={GROUPS}
              facts={
                <span>
                  {item.visibility === 'PRIVATE' && <Badge tone="muted">Private</Badge>}{' '}
                  {plural(item.userCount, 'member')}
                </span>
              }
              actions={
                membership.ready && (
                  <>
                    <MembershipButton
                      membership={membership}
                      labels={{ join: 'Join group', leave: 'Joined · Leave' }}
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
      </SectionAlbumView>
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
    </PageColumn>
  );
}
