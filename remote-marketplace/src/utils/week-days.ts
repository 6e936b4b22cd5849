import type { OpeningHours } from '@canopy/shared-core';

type WeekDay = OpeningHours['day'];

/** A shop's week as the API names its days, Monday first as its hours are listed and edited. */
export const WEEK_DAYS = [
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
] as const satisfies readonly WeekDay[];

const DAY_NAMES: Record<string, string> = {
  MONDAY: 'Monday',
  TUESDAY: 'Tuesday',
  WEDNESDAY: 'Wednesday',
  THURSDAY: 'Thursday',
  FRIDAY: 'Friday',
  SATURDAY: 'Saturday',
  SUNDAY: 'Sunday',
};

/** "Monday" for MONDAY; a day named otherwise stays as the API wrote it. */
export const dayName = (day: string): string => DAY_NAMES[day] ?? day;
