/**
 * When a question is about: "tonight", "this weekend", "next month", "in the next 10 days",
 * "on Saturday", "in October", "past events". Pure: the instant is given, and the calendar
 * is the member's time zone (days and weekends start at midnight there).
 */
import { DateTime } from 'luxon';

export interface TimeWindow {
  /** Inclusive start; null for "since ever" (past events). */
  from: Date | null;
  /** Exclusive end; null for "from then on". */
  to: Date | null;
  /** How the reply names it: "this weekend", "in the next 14 days", "on Saturday". */
  label: string;
}

export interface Clock {
  now: Date;
  /** IANA zone the member's calendar is in. */
  timeZone: string;
}

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

const SMALL_NUMBERS: Record<string, number> = {
  a: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  ten: 10,
  couple: 2,
  few: 3,
};

/** Where a window starts when "now" is already inside it. */
const fromNow = (start: DateTime, now: DateTime) => (start < now ? now : start);

const window = (from: DateTime | null, to: DateTime | null, label: string): TimeWindow => ({
  from: from ? from.toJSDate() : null,
  to: to ? to.toJSDate() : null,
  label,
});

/** The weekend containing or following `day`: Friday 17:00 to Monday 00:00. */
function weekendOf(day: DateTime): { start: DateTime; end: DateTime } {
  const monday = day.startOf('week');
  // Saturday and Sunday belong to the weekend that began on the Friday before them.
  const start = monday.plus({ days: 4, hours: 17 });
  return { start, end: monday.plus({ weeks: 1 }) };
}

/** A span of days counted in words or digits: "10 days", "two weeks", "a month". */
function spanOf(amount: string, unit: string): { days?: number; weeks?: number; months?: number } {
  const count = /^\d+$/.test(amount) ? Number(amount) : (SMALL_NUMBERS[amount] ?? 1);
  if (unit.startsWith('week')) return { weeks: count };
  if (unit.startsWith('month')) return { months: count };
  return { days: count };
}

/**
 * The window a question names, with the words that named it (so they are not searched for),
 * or undefined when it names none. `text` is lowercase words separated by single spaces.
 */
export function timeWindowOf(
  text: string,
  clock: Clock,
): { window: TimeWindow; phrase: string } | undefined {
  const now = DateTime.fromJSDate(clock.now, { zone: clock.timeZone });
  const today = now.startOf('day');
  const found = (phrase: string, result: TimeWindow) => ({ window: result, phrase });

  const span =
    /\b(?:in |within |over |during )?(?:the )?(?:next|coming) (\d+|a|one|two|three|four|five|six|seven|ten|couple|few)(?: of)? (days?|weeks?|months?)\b/.exec(
      text,
    );
  if (span?.[1] && span[2]) {
    const end = now.plus(spanOf(span[1], span[2])).endOf('day').plus({ milliseconds: 1 });
    return found(span[0], window(now, end, `in the next ${span[1]} ${span[2]}`));
  }
  if (/\b(tonight|this evening)\b/.test(text)) {
    const phrase = /\b(tonight|this evening)\b/.exec(text)?.[0] ?? 'tonight';
    const start = fromNow(today.plus({ hours: 17 }), now);
    return found(phrase, window(start, today.plus({ days: 1, hours: 4 }), 'tonight'));
  }
  if (/\btoday\b/.test(text)) {
    return found('today', window(now, today.plus({ days: 1 }), 'today'));
  }
  if (/\btomorrow\b/.test(text)) {
    const start = today.plus({ days: 1 });
    return found('tomorrow', window(start, start.plus({ days: 1 }), 'tomorrow'));
  }
  const weekend = /\b(this|next|the) weekend\b|\bweekend\b/.exec(text);
  if (weekend) {
    const current = weekendOf(now);
    // Past Sunday midnight the weekend just ended: "this weekend" is the coming one.
    const coming = current.end <= now ? weekendOf(now.plus({ weeks: 1 })) : current;
    if (weekend[1] === 'next') {
      const next = weekendOf(coming.start.plus({ weeks: 1 }));
      return found(weekend[0], window(next.start, next.end, 'next weekend'));
    }
    return found(weekend[0], window(fromNow(coming.start, now), coming.end, 'this weekend'));
  }
  const week = /\b(this|next|last) week\b/.exec(text);
  if (week) {
    const monday = today.startOf('week');
    if (week[1] === 'next') {
      const start = monday.plus({ weeks: 1 });
      return found(week[0], window(start, start.plus({ weeks: 1 }), 'next week'));
    }
    if (week[1] === 'last') {
      return found(week[0], window(monday.minus({ weeks: 1 }), monday, 'last week'));
    }
    return found(week[0], window(now, monday.plus({ weeks: 1 }), 'this week'));
  }
  const month = /\b(this|next|last) month\b/.exec(text);
  if (month) {
    const first = today.startOf('month');
    if (month[1] === 'next') {
      const start = first.plus({ months: 1 });
      return found(month[0], window(start, start.plus({ months: 1 }), 'next month'));
    }
    if (month[1] === 'last') {
      return found(month[0], window(first.minus({ months: 1 }), first, 'last month'));
    }
    return found(month[0], window(now, first.plus({ months: 1 }), 'this month'));
  }
  const named = new RegExp(`\\b(in |during )?(${MONTHS.join('|')})\\b`).exec(text);
  // "May I…" is not the month.
  if (named?.[2] && (named[1] || named[2] !== 'may')) {
    const index = MONTHS.indexOf(named[2]) + 1;
    let start = today.set({ month: index }).startOf('month');
    if (start.plus({ months: 1 }) <= now) start = start.plus({ years: 1 });
    const label = `in ${start.toFormat('LLLL')}`;
    return found(named[0], window(fromNow(start, now), start.plus({ months: 1 }), label));
  }
  const weekday = new RegExp(`\\b(?:on |this |next )?(${WEEKDAYS.join('|')})s?\\b`).exec(text);
  if (weekday?.[1]) {
    const wanted = WEEKDAYS.indexOf(weekday[1]) + 1;
    let day = today.plus({ days: (wanted - today.weekday + 7) % 7 });
    if (weekday[0].startsWith('next ') && day.hasSame(today, 'day')) day = day.plus({ weeks: 1 });
    const label = `on ${day.toFormat('cccc, LLL d')}`;
    return found(weekday[0], window(fromNow(day, now), day.plus({ days: 1 }), label));
  }
  const past = /\b(past|previous|earlier|recent|last|ago|already happened|missed)\b/.exec(text);
  if (past) return found(past[0], window(null, now, 'before today'));
  const upcoming = /\b(coming up|upcoming|coming|soon|future|ahead|next)\b/.exec(text);
  if (upcoming) return found(upcoming[0], window(now, null, 'coming up'));
  return undefined;
}
