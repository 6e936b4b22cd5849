import { describe, expect, it } from 'vitest';
import { openingState } from '../../../../src/plugins/app/assistant/opening-hours.ts';
import { openingHours } from '../../../../src/seed/retailers.ts';

const DENVER = 'America/Denver';
/** Local Denver times in June (UTC-6). */
const at = (day: number, time: string) =>
  new Date(`2026-06-${String(day).padStart(2, '0')}T${time}:00-06:00`);

describe("a shop's opening hours", () => {
  it('says until when it is open, or when it opens next, in its own time zone', () => {
    const late = openingHours('late');
    // Friday 1 PM: open until 10 PM on Fridays.
    expect(openingState(late, DENVER, at(5, '13:00'))).toEqual({
      open: true,
      text: 'open until 10 PM',
    });
    expect(openingState(late, DENVER, at(5, '22:00'))).toEqual({
      open: false,
      text: 'closed now, opens tomorrow 10 AM',
    });
    expect(openingState(late, DENVER, at(6, '09:15'))).toEqual({
      open: false,
      text: 'closed now, opens 10 AM',
    });
    // The same instant in Chicago is an hour later.
    expect(openingState(late, 'America/Chicago', at(5, '21:30'))).toMatchObject({ open: false });
  });

  it('skips the days a shop is closed, and runs hours past midnight', () => {
    const closedSunday = openingHours('closedSunday');
    expect(openingState(closedSunday, DENVER, at(6, '22:00'))).toEqual({
      open: false,
      text: 'closed now, opens Monday 9 AM',
    });
    const night = [{ day: 'FRIDAY', open: '20:00', close: '02:00' }];
    expect(openingState(night, DENVER, at(5, '23:30'))).toEqual({
      open: true,
      text: 'open until 2 AM',
    });
    expect(openingState([], DENVER, at(5, '12:00'))).toBeUndefined();
  });
});
