import {
  Button,
  errorText,
  getEventAttendance,
  getEventCalendar,
  showToast,
  trackAction,
} from '@canopy/shared-core';
import { useState } from 'react';
import { useParams } from 'react-router';
import { MemberList } from '../../../components/member-list.tsx';
import { MembershipButton } from '../../../components/membership-button.tsx';
import { SectionAlbumView } from '../../../components/section-album-view.tsx';
import { SectionHeader } from '../../../components/section-header.tsx';
import { Badge } from '../../../components/section-list.tsx';
import { useSectionAlbum } from '../../../hooks/use-membership.ts';
import { distanceText, eventWhen, isPastEvent } from '../utils/event-time.ts';
import { socialPaths } from '../../../utils/paths.ts';
import { PageColumn } from '../../../components/page-column.tsx';

const loadAttendees = (albumId: number, signal: AbortSignal) =>
  getEventAttendance(albumId, { limit: 100 }, signal);

/** Saves the event's .ics file, which calendar apps import. */
async function addToCalendar(albumId: number) {
  try {
    const file = await getEventCalendar(albumId);
    const url = URL.createObjectURL(file);
    const link = document.createElement('a');
    link.href = url;
    link.download = `event-${albumId}.ics`;
    link.click();
    URL.revokeObjectURL(url);
    trackAction('event', 'Clicked', albumId);
  } catch (caught) {
    showToast(errorText(caught, 'The calendar file could not be made. Please try again.'));
  }
}

/** The list this page belongs to: the header's way back, and where a gone one points. */
const EVENTS = { to: socialPaths.events(), label: 'Events' };

/** /browse/event/{id}: when and where, attend or not, who attends, add to calendar. */
export function EventPage() {
  const albumId = Number(useParams().id);
  const { album: event, reload, version, membership } = useSectionAlbum('event', albumId);
  const [now] = useState(() => Date.now());

  return (
    <PageColumn>
      <SectionAlbumView state={event} onRetry={reload} noun="event" list={EVENTS}>
        {({ item }) => {
          const past = item.startDate !== null && isPastEvent(item.startDate, item.endDate, now);
          const distance = distanceText(item.distance);
          return (
            <>
              <SectionHeader
                album={item}
                back={EVENTS}
                facts={
                  <>
                    {past && (
                      <span>
                        <Badge tone="muted">Past event</Badge>
                      </span>
                    )}
                    <span>
                      <strong>When: </strong>
                      {item.startDate === null
                        ? 'Date to be announced'
                        : eventWhen(item.startDate, item.endDate)}
                    </span>
                    {item.locationDescription && (
                      <span>
                        <strong>Where: </strong>
                        {item.locationDescription}
                        {distance && ` (${distance})`}
                      </span>
                    )}
                    <span>{item.userCount} attending</span>
                  </>
                }
                actions={
                  <>
                    <MembershipButton
                      membership={membership}
                      labels={{ join: 'Attend', leave: 'Attending · Cancel' }}
                    />
                    {item.startDate !== null && (
                      <Button variant="secondary" onClick={() => void addToCalendar(albumId)}>
                        Add to calendar
                      </Button>
                    )}
                  </>
                }
              />
              <MemberList
                albumId={albumId}
                heading="Attendees"
                emptyText="Nobody has said they will come yet."
                version={version}
                load={loadAttendees}
              />
            </>
          );
        }}
      </SectionAlbumView>
    </PageColumn>
  );
}
