// Whether a shop is open at an instant, from its weekly hours (`[{day, open, close}]`, local
// "HH:MM" times, null when closed that day) in its own time zone: as SQL for "open now",
// and as the words an answer says ("open until 9 PM").
import { DateTime } from 'luxon';
import type { Param } from '../../../db/sql.ts';

export interface DayHours {
  day: string;
  open: string | null;
  close: string | null;
}

/**
 * SQL: the shop `alias` is open at the instant `at` in its own time zone, and not closed
 * that day for a holiday. A closing time at or before the opening time runs past midnight.
 */
export function openAtSql(param: Param, at: Date, alias = 'l'): string {
  const local = `(${param(at)}::timestamptz AT TIME ZONE ${alias}.time_zone)`;
  const time = `${local}::time`;
  return `NOT EXISTS (SELECT 1 FROM retailer_location_closures hc
                    WHERE hc.retailer_location_id = ${alias}.id AND hc.day = ${local}::date)
   AND EXISTS (SELECT 1 FROM jsonb_array_elements(${alias}.hours) h
     WHERE h->>'day' = to_char(${local}, 'FMDAY')
       AND h->>'open' IS NOT NULL AND h->>'close' IS NOT NULL
       AND CASE WHEN (h->>'close')::time > (h->>'open')::time
             THEN ${time} >= (h->>'open')::time AND ${time} < (h->>'close')::time
             ELSE ${time} >= (h->>'open')::time OR ${time} < (h->>'close')::time END)`;
}

const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];

const clockTime = (time: string) => {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return DateTime.fromObject({ hour, minute }).toFormat(minute === 0 ? 'h a' : 'h:mm a');
};
const minutesOf = (time: string) => {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return hour * 60 + minute;
};

/**
 * Open or not at `at`, and how to say it: "open until 9 PM", "closed now, opens Monday 9 AM",
 * "closed today (Thanksgiving)" on one of `closures` (the shop's holiday dates, YYYY-MM-DD).
 */
export function openingState(
  hours: DayHours[],
  timeZone: string,
  at: Date,
  closures: { date: string; note: string }[] = [],
): { open: boolean; text: string } | undefined {
  const local = DateTime.fromJSDate(at, { zone: timeZone });
  const closedToday = closures.find((closure) => closure.date === local.toISODate());
  if (closedToday) {
    return { open: false, text: `closed today${closedToday.note ? ` (${closedToday.note})` : ''}` };
  }
  if (hours.length === 0) return undefined;
  const now = local.hour * 60 + local.minute;
  const dayOf = (offset: number) => WEEKDAYS[(local.weekday - 1 + offset + 7) % 7];
  const today = hours.find((entry) => entry.day === dayOf(0));
  if (today?.open && today.close) {
    const open = minutesOf(today.open);
    const close = minutesOf(today.close);
    const isOpen = close > open ? now >= open && now < close : now >= open || now < close;
    if (isOpen) return { open: true, text: `open until ${clockTime(today.close)}` };
    if (now < open) return { open: false, text: `closed now, opens ${clockTime(today.open)}` };
  }
  for (let offset = 1; offset <= 7; offset += 1) {
    const next = hours.find((entry) => entry.day === dayOf(offset));
    if (next?.open) {
      const day = offset === 1 ? 'tomorrow' : titleCase(next.day);
      return { open: false, text: `closed now, opens ${day} ${clockTime(next.open)}` };
    }
  }
  return { open: false, text: 'closed' };
}

const titleCase = (day: string) => day.charAt(0) + day.slice(1).toLowerCase();
