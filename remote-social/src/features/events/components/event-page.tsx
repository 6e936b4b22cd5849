import {
  Button,
  ResourceView,
  Skeleton,
  errorText,
  getAlbum,
  getEventAttendance,
  getEventCalendar,
  showToast,
  space,
  trackAction,
  useApiResource,
  useTrackView,
} from '@canopy/shared-core';
import { useState } from 'react';
import { useParams, Link } from 'react-router';
import { MemberList } from '../../../components/member-list.tsx';
import { MembershipButton } from '../../../components/membership-button.tsx';
import { SectionHeader } from '../../../components/section-header.tsx';
import { Badge } from '../../../components/section-list.tsx';
import { useJoinedAlbums, useMembershipToggle } from '../../../hooks/use-membership.ts';
import { distanceText, eventWhen, isPastEvent } from '../utils/event-time.ts';
import { socialPaths } from '../../../utils/paths.ts';

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

/** /browse/event/{id}: when and where, attend or not, who attends, add to calendar. */
export function EventPage() {
  const albumId = Number(useParams().id);
  useTrackView('event', albumId);
  const [event, reload] = useApiResource(() => getAlbum(albumId), [albumId]);
  const attending = useJoinedAlbums('event');
  const [version, setVersion] = useState(0);
  const { busy, toggle } = useMembershipToggle(() => {
    attending.reload();
    reload();
    setVersion((n) => n + 1);
  });
  const isAttending = attending.ids.has(albumId);
  const [now] = useState(() => Date.now());

  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: space.lg, maxWidth: 680 }}>
      <ResourceView
        state={event}
        onRetry={reload}
        errorTitle="This event could not be opened"
        notFoundTitle="This event is not here any more"
        notFound={<Link to={socialPaths.events()}>See all events</Link>}
        loading={<Skeleton height={260} />}
      >
        {({ item }) => {
          const past = item.startDate !== null && isPastEvent(item.startDate, item.endDate, now);
          const distance = distanceText(item.distance);
          return (
            <>
              <SectionHeader
                album={item}
                back={{ to: socialPaths.events(), label: 'Events' }}
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
                    {attending.joined.status === 'ready' && (
                      <MembershipButton
                        isMember={isAttending}
                        busy={busy}
                        labels={{ join: 'Attend', leave: 'Attending · Cancel' }}
                        onToggle={() => void toggle(albumId, isAttending)}
                      />
                    )}
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
      </ResourceView>
    </div>
  );
}
