import { describe, expect, it } from 'vitest';
import { timeWindowOf } from '../../../../src/plugins/app/assistant/time-window.ts';

const CHICAGO = 'America/Chicago';
/** Wednesday 3 June 2026, 14:30 in Chicago (19:30 UTC). */
const WEDNESDAY = new Date('2026-06-03T19:30:00Z');

const windowOf = (text: string, now = WEDNESDAY, timeZone = CHICAGO) => {
  const found = timeWindowOf(text, { now, timeZone });
  return (
    found && {
      from: found.window.from?.toISOString() ?? null,
      to: found.window.to?.toISOString() ?? null,
      label: found.window.label,
      phrase: found.phrase,
    }
  );
};

describe('when a question is about', () => {
  it('reads tonight, today and tomorrow on the member’s calendar', () => {
    expect(windowOf('whats on tonight')).toEqual({
      from: '2026-06-03T22:00:00.000Z',
      to: '2026-06-04T09:00:00.000Z',
      label: 'tonight',
      phrase: 'tonight',
    });
    expect(windowOf('anything today')).toMatchObject({
      from: WEDNESDAY.toISOString(),
      to: '2026-06-04T05:00:00.000Z',
    });
    expect(windowOf('events tomorrow')).toMatchObject({
      from: '2026-06-04T05:00:00.000Z',
      to: '2026-06-05T05:00:00.000Z',
    });
    // The same instant is already Thursday in Tokyo.
    expect(windowOf('events tomorrow', WEDNESDAY, 'Asia/Tokyo')).toMatchObject({
      from: '2026-06-04T15:00:00.000Z',
    });
  });

  it('reads this weekend (from Friday 5 PM), next weekend, weeks and months', () => {
    expect(windowOf('events this weekend')).toMatchObject({
      from: '2026-06-05T22:00:00.000Z',
      to: '2026-06-08T05:00:00.000Z',
      label: 'this weekend',
    });
    expect(windowOf('next weekend')).toMatchObject({
      from: '2026-06-12T22:00:00.000Z',
      to: '2026-06-15T05:00:00.000Z',
    });
    // On Saturday, this weekend is from now.
    const saturday = new Date('2026-06-06T15:00:00Z');
    expect(windowOf('this weekend', saturday)).toMatchObject({ from: saturday.toISOString() });
    expect(windowOf('next week')).toMatchObject({
      from: '2026-06-08T05:00:00.000Z',
      to: '2026-06-15T05:00:00.000Z',
    });
    expect(windowOf('events next month')).toMatchObject({
      from: '2026-07-01T05:00:00.000Z',
      to: '2026-08-01T05:00:00.000Z',
      label: 'next month',
    });
    expect(windowOf('in october')).toMatchObject({
      from: '2026-10-01T05:00:00.000Z',
      label: 'in October',
    });
    // A month gone by this year is next year's.
    expect(windowOf('in march')).toMatchObject({ from: '2027-03-01T06:00:00.000Z' });
  });

  it('reads spans, weekdays, the past and "coming up"', () => {
    expect(windowOf('events in the next 10 days')).toMatchObject({
      from: WEDNESDAY.toISOString(),
      to: '2026-06-14T05:00:00.000Z',
      label: 'in the next 10 days',
    });
    expect(windowOf('the next two weeks')).toMatchObject({ to: '2026-06-18T05:00:00.000Z' });
    expect(windowOf('on saturday')).toMatchObject({
      from: '2026-06-06T05:00:00.000Z',
      to: '2026-06-07T05:00:00.000Z',
      label: 'on Saturday, Jun 6',
    });
    expect(windowOf('past events')).toMatchObject({ from: null, to: WEDNESDAY.toISOString() });
    expect(windowOf('what events are coming up')).toMatchObject({
      from: WEDNESDAY.toISOString(),
      to: null,
      phrase: 'coming up',
    });
  });

  it('names no time where none is asked, and "May I…" is not the month', () => {
    expect(windowOf('dispensaries near me')).toBeUndefined();
    expect(windowOf('may i buy gummies')).toBeUndefined();
    expect(windowOf('events in may')).toMatchObject({ label: 'in May' });
  });
});
