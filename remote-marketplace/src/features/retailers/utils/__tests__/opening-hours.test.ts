import { describe, expect, it } from 'vitest';
import { todaysHours } from '../opening-hours.ts';

// 2026-11-23 is a Monday, 2026-11-22 a Sunday.
const monday = new Date(2026, 10, 23, 12);
const sunday = new Date(2026, 10, 22, 12);

describe('todaysHours', () => {
  const hours = [
    { day: 'MONDAY' as const, open: '08:00', close: '19:00', closed: false },
    { day: 'SUNDAY' as const, open: '00:00', close: '00:00', closed: true },
  ];

  it('shows today’s opening times', () => {
    expect(todaysHours(hours, monday)).toBe('Open today 08:00–19:00');
  });

  it('says when the shop is closed today', () => {
    expect(todaysHours(hours, sunday)).toBe('Closed today');
  });

  it('says the shop is closed on a holiday closure of today, with its note', () => {
    const closures = [{ date: '2026-11-23', note: 'Staff training' }];
    expect(todaysHours(hours, monday, closures)).toBe('Closed today (Staff training)');
    expect(todaysHours(hours, sunday, closures)).toBe('Closed today');
  });

  it('is null when hours are unknown', () => {
    expect(todaysHours(undefined, monday)).toBeNull();
    expect(todaysHours([], monday)).toBeNull();
  });
});
