/**
 * When an event is, in the member's own time zone (the browser's, unless given), with the
 * zone named so nobody wonders whose 10 o'clock it is.
 */
export function eventWhen(
  startDate: number,
  endDate: number | null,
  timeZone?: string,
  locale = 'en-US',
): string {
  const day = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone,
  });
  const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone });
  const zoned = new Intl.DateTimeFormat(locale, {
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  });
  if (endDate === null) return `${day.format(startDate)}, ${zoned.format(startDate)}`;
  const sameDay = day.format(startDate) === day.format(endDate);
  return sameDay
    ? `${day.format(startDate)}, ${time.format(startDate)} – ${zoned.format(endDate)}`
    : `${day.format(startDate)}, ${time.format(startDate)} – ${day.format(endDate)}, ${zoned.format(endDate)}`;
}

/** An event is past once it has ended (or started, when it has no end). */
export function isPastEvent(startDate: number, endDate: number | null, now: number): boolean {
  return (endDate ?? startDate) < now;
}

/** "3.2 mi away", or null when the distance is unknown. */
export function distanceText(miles: number | null): string | null {
  if (miles === null) return null;
  return miles < 0.1 ? 'Here' : `${miles < 10 ? miles.toFixed(1) : Math.round(miles)} mi away`;
}
