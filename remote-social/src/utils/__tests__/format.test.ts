import { describe, expect, it } from 'vitest';
import { plural, timeAgo } from '../format.ts';

const now = Date.UTC(2026, 10, 27, 18, 0);
const minute = 60_000;
const day = 24 * 60 * minute;

describe('timeAgo', () => {
  it('says how long ago within a week', () => {
    expect(timeAgo(now - 30_000, now)).toBe('just now');
    expect(timeAgo(now - 5 * minute, now)).toBe('5 min ago');
    expect(timeAgo(now - 3 * 60 * minute, now)).toBe('3 h ago');
    expect(timeAgo(now - 2 * day, now)).toBe('2 d ago');
  });

  it("writes older dates as en-US's Intl does, month and day in the local time zone", () => {
    const intl = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
    for (let daysAgo = 7; daysAgo < 400; daysAgo += 13) {
      const when = now - daysAgo * day - 7 * 60 * minute;
      expect(timeAgo(when, now)).toBe(intl.format(when));
    }
  });
});

describe('plural', () => {
  it('counts with en-US grouping and the right noun', () => {
    expect(plural(1, 'like')).toBe('1 like');
    expect(plural(1234, 'like')).toBe('1,234 likes');
  });
});
