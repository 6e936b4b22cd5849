// The holiday closures editor's arithmetic (issue 36): staff add a day or a range of days
// with one note; the API keeps single days, shown back as ranges of consecutive days with
// the same note.
import type { ShopClosure } from '@canopy/shared-core/staff';

export interface ClosureValues {
  from: string;
  to: string;
  note: string;
}
export type ClosureErrors = Partial<Record<keyof ClosureValues, string>>;

export interface ClosureRange {
  from: string;
  to: string;
  note: string;
}

/** The API keeps at most this many closures to come. */
const MAX_CLOSURES = 60;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

const epochDay = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
/** A real day of the calendar written as YYYY-MM-DD (not 2026-02-30). */
const isDay = (date: string) => DATE.test(date) && dateOf(epochDay(date)) === date;

/** Every day of a range, first to last. */
export function daysOf(range: { from: string; to: string }): string[] {
  const days: string[] = [];
  for (let day = epochDay(range.from); day <= epochDay(range.to); day += 1) days.push(dateOf(day));
  return days;
}

/** Consecutive days with the same note, as ranges, earliest first. */
export function closureRanges(closures: readonly ShopClosure[]): ClosureRange[] {
  const ranges: ClosureRange[] = [];
  for (const closure of [...closures].sort((a, b) => a.date.localeCompare(b.date))) {
    const last = ranges.at(-1);
    if (last && last.note === closure.note && epochDay(closure.date) === epochDay(last.to) + 1) {
      last.to = closure.date;
    } else ranges.push({ from: closure.date, to: closure.date, note: closure.note });
  }
  return ranges;
}

/**
 * The days to add for what was typed, or each field's message: real days from the shop's
 * `today` on, the end not before the start, none already closed, within the API's limit.
 */
export function readClosure(
  values: ClosureValues,
  closures: readonly ShopClosure[],
  today: string,
): { days: ShopClosure[]; errors: ClosureErrors } {
  const errors: ClosureErrors = {};
  const from = values.from.trim();
  const to = values.to.trim() || from;
  const note = values.note.trim();
  if (!isDay(from)) errors.from = 'A day as YYYY-MM-DD, e.g. 2026-12-25.';
  else if (from < today) errors.from = `A day from today (${today}) on.`;
  if (values.to.trim() && !isDay(to)) errors.to = 'A day as YYYY-MM-DD, or empty for one day.';
  else if (!errors.from && to < from) errors.to = 'The last day cannot be before the first.';
  if (note.length > 120) errors.note = 'A note is at most 120 characters.';
  if (errors.from || errors.to) return { days: [], errors };
  const days = daysOf({ from, to });
  const closed = new Set(closures.map((closure) => closure.date));
  const already = days.find((day) => closed.has(day));
  if (already) errors.from = `${already} is already a closure: remove it first.`;
  else if (closures.length + days.length > MAX_CLOSURES) {
    errors.to = `At most ${MAX_CLOSURES} closed days to come: ${closures.length} are set.`;
  }
  return { days: days.map((date) => ({ date, note })), errors };
}
