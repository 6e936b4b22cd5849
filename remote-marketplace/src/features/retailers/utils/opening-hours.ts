import type { OpeningHours } from '@canopy/shared-core';

const DAYS: OpeningHours['day'][] = [
  'SUNDAY',
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
];

/** "Open today 08:00–19:00", "Closed today", or null when hours are unknown. */
export function todaysHours(
  hours: OpeningHours[] | null | undefined,
  now = new Date(),
): string | null {
  const today = hours?.find((entry) => entry.day === DAYS[now.getDay()]);
  if (!today) return null;
  return today.closed ? 'Closed today' : `Open today ${today.open}–${today.close}`;
}
