const DAY_MS = 86_400_000;

/** A datetime-local field's value for an instant, in the browser's time zone. */
export function toLocalInput(epochMs: number): string {
  const date = new Date(epochMs);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The instant a datetime-local value names, or null when it is empty or not a date. */
export function fromLocalInput(value: string): number | null {
  if (!value) return null;
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? null : time;
}

/** A new tournament runs for a week from now unless the member says otherwise. */
export function defaultWindow(now: number): { start: string; end: string } {
  return { start: toLocalInput(now), end: toLocalInput(now + 7 * DAY_MS) };
}
