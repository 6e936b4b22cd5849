import type { OpeningHours } from '@canopy/shared-core';
import { WEEK_DAYS } from '../../../utils/week-days.ts';

/**
 * "Open today 08:00–19:00", "Closed today", "Closed today (Thanksgiving)" on a holiday
 * closure, or null when hours are unknown.
 */
export function todaysHours(
  hours: OpeningHours[] | null | undefined,
  now = new Date(),
  closures: readonly { date: string; note: string }[] = [],
): string | null {
  const date = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  const holiday = closures.find((closure) => closure.date === date);
  if (holiday) return `Closed today${holiday.note ? ` (${holiday.note})` : ''}`;
  // getDay() counts from Sunday, the week of hours from Monday.
  const weekDay = WEEK_DAYS[(now.getDay() + 6) % 7];
  const today = hours?.find((entry) => entry.day === weekDay);
  if (!today) return null;
  return today.closed ? 'Closed today' : `Open today ${today.open}–${today.close}`;
}
