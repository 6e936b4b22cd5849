import {
  ResourceView,
  Skeleton,
  getAlbum,
  space,
  useApiResource,
  useTrackView,
} from '@canopy/shared-core';
import { useParams, Link } from 'react-router';
import { MembershipButton } from '../../../components/membership-button.tsx';
import { PostFeed } from '../../../components/post-feed.tsx';
import { SectionHeader } from '../../../components/section-header.tsx';
import { useJoinedAlbums, useMembershipToggle } from '../../../hooks/use-membership.ts';
import { usePostFeed } from '../../../hooks/use-post-feed.ts';
import { plural } from '../../../utils/format.ts';
import { socialPaths } from '../../../utils/paths.ts';

/** /browse/channel/{id}: the channel, follow/unfollow, and its posts. */
export function ChannelPage() {
  const albumId = Number(useParams().id);
  useTrackView('channel', albumId);
  const [channel, reload] = useApiResource(() => getAlbum(albumId), [albumId]);
  const following = useJoinedAlbums('channel');
  const { busy, toggle } = useMembershipToggle(() => {
    following.reload();
    reload();
  });
  const wall = usePostFeed(albumId);
  const isFollowing = following.ids.has(albumId);

  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: space.lg, maxWidth: 680 }}>
      <ResourceView
        state={channel}
        onRetry={reload}
        errorTitle="This channel could not be opened"
        notFoundTitle="This channel is not here any more"
        notFound={<Link to={socialPaths.channels()}>See all channels</Link>}
        loading={<Skeleton height={260} />}
      >
        {({ item }) => (
          <SectionHeader
            album={item}
            back={{ to: socialPaths.channels(), label: 'Channels' }}
            facts={<span>{plural(item.userCount, 'follower')}</span>}
            actions={
              following.joined.status === 'ready' && (
                <MembershipButton
                  isMember={isFollowing}
                  busy={busy}
                  labels={{ join: 'Follow', leave: 'Following · Unfollow' }}
                  onToggle={() => void toggle(albumId, isFollowing)}
                />
              )
            }
          />
        )}
      </ResourceView>
      <h2 css={{ margin: 0 }}>Posts</h2>
      <PostFeed
        wall={wall}
        postUrl={socialPaths.channelPost}
        errorTitle="The channel's posts could not be loaded"
        emptyTitle="No posts yet"
        emptyHint="This channel has not posted anything yet."
        endText="That is every post of this channel."
      />
    </div>
  );
}
