import { describe, expect, it } from 'vitest';
import { distanceText, eventWhen, isPastEvent } from '../event-time.ts';

// 2026-12-02 16:00 UTC is 10:00 in Chicago and 11:00 in New York.
const START = Date.UTC(2026, 11, 2, 16);
const END = START + 3 * 60 * 60 * 1000;

describe('eventWhen', () => {
  it("shows the time in the member's zone, named", () => {
    expect(eventWhen(START, END, 'America/Chicago')).toBe(
      'Wed, Dec 2, 2026, 10:00 AM – 1:00 PM CST',
    );
    expect(eventWhen(START, END, 'America/New_York')).toBe(
      'Wed, Dec 2, 2026, 11:00 AM – 2:00 PM EST',
    );
  });

  it('names both days when the event runs past midnight', () => {
    expect(eventWhen(START, START + 24 * 60 * 60 * 1000, 'UTC')).toBe(
      'Wed, Dec 2, 2026, 4:00 PM – Thu, Dec 3, 2026, 4:00 PM UTC',
    );
  });

  it('shows the start alone when there is no end', () => {
    expect(eventWhen(START, null, 'America/Chicago')).toBe('Wed, Dec 2, 2026, 10:00 AM CST');
  });
});

describe('isPastEvent', () => {
  it('is past once the event has ended', () => {
    expect(isPastEvent(START, END, END - 1)).toBe(false);
    expect(isPastEvent(START, END, END + 1)).toBe(true);
    expect(isPastEvent(START, null, START + 1)).toBe(true);
  });
});

describe('distanceText', () => {
  it('rounds far places and keeps a decimal near', () => {
    expect(distanceText(null)).toBeNull();
    expect(distanceText(0.05)).toBe('Here');
    expect(distanceText(3.24)).toBe('3.2 mi away');
    expect(distanceText(135.4)).toBe('135 mi away');
  });
});
