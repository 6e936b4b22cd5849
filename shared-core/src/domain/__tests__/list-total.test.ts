import { describe, expect, it } from 'vitest';
import { formatRemaining, formatTotal, isTotalCapped } from '../list-total.ts';

const firstPage = { start: 0, limit: 10 };

describe('isTotalCapped', () => {
  it('is true when the count reached its cap and more pages follow', () => {
    expect(isTotalCapped({ ...firstPage, countTotal: 1000, hasMoreResults: true })).toBe(true);
    // Deep in a list the cap is just past the next page.
    expect(isTotalCapped({ start: 1000, limit: 100, countTotal: 1101, hasMoreResults: true })).toBe(
      true,
    );
  });

  it('is false for a count below the cap, a list counted in full, or the last page', () => {
    expect(isTotalCapped({ ...firstPage, countTotal: 999, hasMoreResults: true })).toBe(false);
    expect(isTotalCapped({ ...firstPage, countTotal: 8000, hasMoreResults: true })).toBe(false);
    expect(isTotalCapped({ start: 990, limit: 10, countTotal: 1000, hasMoreResults: false })).toBe(
      false,
    );
  });
});

describe('formatTotal', () => {
  it('writes an exact total as it is, with thousands separated', () => {
    expect(formatTotal({ ...firstPage, countTotal: 45, hasMoreResults: true })).toBe('45');
    expect(formatTotal({ ...firstPage, countTotal: 8000, hasMoreResults: true })).toBe('8,000');
    expect(formatTotal({ ...firstPage, countTotal: 0, hasMoreResults: false })).toBe('0');
  });

  it('writes a capped total as a lower bound', () => {
    expect(formatTotal({ ...firstPage, countTotal: 1000, hasMoreResults: true })).toBe('1,000+');
    expect(formatTotal({ start: 1000, limit: 100, countTotal: 1101, hasMoreResults: true })).toBe(
      '1,101+',
    );
  });
});

describe('formatRemaining', () => {
  it('counts the ones not shown, as a lower bound when the total is capped', () => {
    const shown = { start: 0, limit: 30 };
    expect(formatRemaining({ ...shown, countTotal: 45, hasMoreResults: true }, 30)).toBe('15');
    expect(formatRemaining({ ...shown, countTotal: 1000, hasMoreResults: true }, 30)).toBe('970+');
    expect(formatRemaining({ ...shown, countTotal: 1030, hasMoreResults: true }, 30)).toBe('1,000');
  });
});
