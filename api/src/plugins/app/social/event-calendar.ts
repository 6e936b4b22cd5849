import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical from 'ical-generator';
import { DateTime } from 'luxon';
import type { AlbumResponse } from '../../../schemas/albums.ts';
import { validTimeZone } from '../../../lib/time-zones.ts';

/** Events without an end last this long in calendars. */
const DEFAULT_EVENT_MS = 2 * 60 * 60 * 1000;

/**
 * An iCalendar file of one event, in the event's own time zone (metaData.timeZone) with its
 * VTIMEZONE definition, so calendar apps place it right wherever the member lives.
 * Undefined when the event has no start date.
 */
export function eventCalendar(
  event: AlbumResponse,
  options: { appName: string; eventUrl: string },
): string | undefined {
  if (event.startDate === null) return undefined;
  const timeZone = validTimeZone((event.metaData as { timeZone?: unknown }).timeZone) ?? 'UTC';
  // ical-generator writes a native Date's clock in the server's zone; a luxon DateTime it
  // converts to the event's zone itself.
  const start = DateTime.fromMillis(event.startDate, { zone: timeZone });
  const end = DateTime.fromMillis(event.endDate ?? event.startDate + DEFAULT_EVENT_MS, {
    zone: timeZone,
  });
  const calendar = ical({
    name: options.appName,
    prodId: { company: options.appName, product: 'events', language: 'EN' },
    timezone: { name: timeZone, generator: getVtimezoneComponent },
  });
  calendar.createEvent({
    id: `event-${event.albumId}@${options.appName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
    start,
    end,
    timezone: timeZone,
    summary: event.title,
    description: event.description,
    url: options.eventUrl,
    location:
      event.latitude !== null && event.longitude !== null
        ? {
            title: event.locationDescription ?? event.title,
            geo: { lat: event.latitude, lon: event.longitude },
          }
        : (event.locationDescription ?? null),
  });
  return calendar.toString();
}
