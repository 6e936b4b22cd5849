import { useTrackView } from '@canopy/shared-core';
import { useState } from 'react';
import { Badge, JoinableSectionList } from '../../../components/section-list.tsx';
import { distanceText, eventWhen, isPastEvent } from '../utils/event-time.ts';
import { socialPaths } from '../../../utils/paths.ts';

/** /browse/event: events by date, in the member's time zone, past ones marked. */
export function EventsPage() {
  useTrackView('event');
  // The page's moment: past events stay marked the same way while it is open.
  const [now] = useState(() => Date.now());
  return (
    <JoinableSectionList
      albumType="event"
      title="Events"
      sortField="ALBUM_START_DATE"
      detailUrl={socialPaths.event}
      emptyTitle="No events yet"
      joinedHeading="Events you attend"
      subtitle={(album) =>
        album.startDate === null
          ? 'Date to be announced'
          : eventWhen(album.startDate, album.endDate)
      }
      footer={(album, joined) => (
        <span css={{ display: 'flex', flexWrap: 'wrap', gap: 4, alignItems: 'center' }}>
          {album.locationDescription}
          {distanceText(album.distance) && ` · ${distanceText(album.distance)}`}
          {joined && <Badge>Attending</Badge>}
          {album.startDate !== null && isPastEvent(album.startDate, album.endDate, now) && (
            <Badge tone="muted">Past event</Badge>
          )}
        </span>
      )}
    />
  );
}
