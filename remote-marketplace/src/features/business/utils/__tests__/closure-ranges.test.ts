import { describe, expect, it } from 'vitest';
import { closureRanges, daysOf, readClosure } from '../closure-ranges.ts';

const today = '2026-12-01';

describe('readClosure', () => {
  it('adds one day, or every day of a range, with the note', () => {
    expect(readClosure({ from: '2026-12-25', to: '', note: ' Christmas ' }, [], today)).toEqual({
      days: [{ date: '2026-12-25', note: 'Christmas' }],
      errors: {},
    });
    expect(
      readClosure({ from: '2026-12-30', to: '2027-01-01', note: '' }, [], today).days.map(
        (day) => day.date,
      ),
    ).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
  });

  it("names the field at fault: not a day, before the shop's today, backwards, already closed", () => {
    expect(readClosure({ from: '12/25', to: '', note: '' }, [], today).errors.from).toBe(
      'A day as YYYY-MM-DD, e.g. 2026-12-25.',
    );
    expect(
      readClosure({ from: '2026-02-30', to: '', note: '' }, [], today).errors.from,
    ).toBeTruthy();
    expect(readClosure({ from: '2026-11-30', to: '', note: '' }, [], today).errors.from).toBe(
      'A day from today (2026-12-01) on.',
    );
    expect(
      readClosure({ from: '2026-12-10', to: '2026-12-09', note: '' }, [], today).errors.to,
    ).toBe('The last day cannot be before the first.');
    const closed = [{ date: '2026-12-25', note: '' }];
    expect(
      readClosure({ from: '2026-12-24', to: '2026-12-26', note: '' }, closed, today).errors.from,
    ).toBe('2026-12-25 is already a closure: remove it first.');
  });
});

describe('closureRanges', () => {
  it('shows consecutive days with the same note as one range', () => {
    const days = [
      ...daysOf({ from: '2026-12-24', to: '2026-12-26' }).map((date) => ({
        date,
        note: 'Holidays',
      })),
      { date: '2026-12-31', note: 'Inventory' },
      { date: '2027-01-01', note: '' },
    ];
    expect(closureRanges(days)).toEqual([
      { from: '2026-12-24', to: '2026-12-26', note: 'Holidays' },
      { from: '2026-12-31', to: '2026-12-31', note: 'Inventory' },
      { from: '2027-01-01', to: '2027-01-01', note: '' },
    ]);
  });
});
