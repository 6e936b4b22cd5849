// A shop's holiday closures as members and staff read them (issue 36): whole days of the
// shop's own calendar (YYYY-MM-DD), written out without moving them to another time zone.

const DAY = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Thu, Dec 24, 2026" for 2026-12-24, whatever the reader's time zone. */
export function formatDay(date: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return DAY.format(new Date(Date.UTC(year, month - 1, day)));
}

/** "Closed Thu, Dec 24, 2026 (Christmas Eve)": one closure as a line of the shop's hours. */
export function closedLine(closure: { date: string; note: string }): string {
  return `Closed ${formatDay(closure.date)}${closure.note ? ` (${closure.note})` : ''}`;
}
