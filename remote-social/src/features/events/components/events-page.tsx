import { useTrackView } from '@canopy/shared-core';
import { useState } from 'react';
import { Badge, JoinedAlbums, SectionList } from '../../../components/section-list.tsx';
import { useJoinedAlbums } from '../../../hooks/use-membership.ts';
import { distanceText, eventWhen, isPastEvent } from '../utils/event-time.ts';
import { socialPaths } from '../../../utils/paths.ts';

/** /browse/event: events by date, in the member's time zone, past ones marked. */
export function EventsPage() {
  useTrackView('event');
  const { joined, ids } = useJoinedAlbums('event');
  // The page's moment: past events stay marked the same way while it is open.
  const [now] = useState(() => Date.now());
  return (
    <SectionList
      albumType="event"
      title="Events"
      sortField="ALBUM_START_DATE"
      detailUrl={socialPaths.event}
      emptyTitle="No events yet"
      subtitle={(album) =>
        album.startDate === null
          ? 'Date to be announced'
          : eventWhen(album.startDate, album.endDate)
      }
      footer={(album) => (
        <span css={{ display: 'flex', flexWrap: 'wrap', gap: 4, alignItems: 'center' }}>
          {album.locationDescription}
          {distanceText(album.distance) && ` · ${distanceText(album.distance)}`}
          {ids.has(album.albumId) && <Badge>Attending</Badge>}
          {album.startDate !== null && isPastEvent(album.startDate, album.endDate, now) && (
            <Badge tone="muted">Past event</Badge>
          )}
        </span>
      )}
      above={
        <JoinedAlbums joined={joined} heading="Events you attend" detailUrl={socialPaths.event} />
      }
    />
  );
}
