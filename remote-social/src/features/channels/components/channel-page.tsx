import { useParams } from 'react-router';
import { MembershipButton } from '../../../components/membership-button.tsx';
import { PostFeed } from '../../../components/post-feed.tsx';
import { SectionAlbumView } from '../../../components/section-album-view.tsx';
import { SectionHeader } from '../../../components/section-header.tsx';
import { useSectionAlbum } from '../../../hooks/use-membership.ts';
import { usePostFeed } from '../../../hooks/use-post-feed.ts';
import { plural } from '../../../utils/format.ts';
import { socialPaths } from '../../../utils/paths.ts';
import { PageColumn } from '../../../components/page-column.tsx';

/** The list this page belongs to: the header's way back, and where a gone one points. */
const CHANNELS = { to: socialPaths.channels(), label: 'Channels' };

/** /browse/channel/{id}: the channel, follow/unfollow, and its posts. */
export function ChannelPage() {
  const albumId = Number(useParams().id);
  const { album: channel, reload, membership } = useSectionAlbum('channel', albumId);
  const wall = usePostFeed(albumId);

  return (
    <PageColumn>
      <SectionAlbumView state={channel} onRetry={reload} noun="channel" list={CHANNELS}>
        {({ item }) => (
          <SectionHeader
            album={item}
            back={CHANNELS}
            facts={<span>{plural(item.userCount, 'follower')}</span>}
            actions={
              <MembershipButton
                membership={membership}
                labels={{ join: 'Follow', leave: 'Following · Unfollow' }}
              />
            }
          />
        )}
      </SectionAlbumView>
      <h2 css={{ margin: 0 }}>Posts</h2>
      <PostFeed
        wall={wall}
        postUrl={socialPaths.channelPost}
        errorTitle="The channel's posts could not be loaded"
        emptyTitle="No posts yet"
        emptyHint="This channel has not posted anything yet."
        endText="That is every post of this channel."
      />
    </PageColumn>
  );
}
