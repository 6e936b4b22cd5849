import { ResourceView, Skeleton, type ResourceViewProps } from '@canopy/shared-core';
import { Link } from 'react-router';

/**
 * The loaded album at the top of a section's page (a channel, group, event or training):
 * a header-shaped skeleton while loading, and a gone one offers the way to all of them.
 */
export function SectionAlbumView<T>({
  noun,
  list,
  ...view
}: Pick<ResourceViewProps<T>, 'state' | 'onRetry' | 'errorMessage' | 'children'> & {
  /** What the page shows, for its messages: "channel". */
  noun: string;
  /** The list of all of them, and its name: "Channels" (the header's way back too). */
  list: { to: string; label: string };
}) {
  return (
    <ResourceView
      {...view}
      errorTitle={`This ${noun} could not be opened`}
      notFoundTitle={`This ${noun} is not here any more`}
      notFound={<Link to={list.to}>{`See all ${list.label.toLowerCase()}`}</Link>}
      loading={<Skeleton height={260} />}
    />
  );
}
