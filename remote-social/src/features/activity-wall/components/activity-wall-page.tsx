import { PageTitle, space, useTrackView } from '@canopy/shared-core';
import { PostFeed } from '../../../components/post-feed.tsx';
import { usePostFeed } from '../../../hooks/use-post-feed.ts';
import { PostComposer } from './post-composer.tsx';

export function ActivityWallPage() {
  useTrackView('activity-wall');
  const wall = usePostFeed();

  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: space.lg, maxWidth: 680 }}>
      <PageTitle>Activity Wall</PageTitle>
      <PostComposer onPosted={wall.added} />
      <PostFeed
        wall={wall}
        errorTitle="The wall could not be loaded"
        emptyTitle="Nothing on the wall yet"
        emptyHint="Be the first: write a post above."
        endText="You have reached the beginning of the wall."
      />
    </div>
  );
}
