import { describe, expect, it } from 'vitest';
import { COUNT_CAP, formatRemaining, formatTotal, isTotalCapped } from '../list-total.ts';

describe('isTotalCapped', () => {
  it('is true only when the count reached the cap and more pages follow', () => {
    expect(isTotalCapped({ countTotal: COUNT_CAP, hasMoreResults: true })).toBe(true);
    expect(isTotalCapped({ countTotal: 1101, hasMoreResults: true })).toBe(true);
    expect(isTotalCapped({ countTotal: COUNT_CAP - 1, hasMoreResults: true })).toBe(false);
    expect(isTotalCapped({ countTotal: 1234, hasMoreResults: false })).toBe(false);
  });
});

describe('formatTotal', () => {
  it('writes an exact total as it is, with thousands separated', () => {
    expect(formatTotal({ countTotal: 45, hasMoreResults: true })).toBe('45');
    expect(formatTotal({ countTotal: 1234, hasMoreResults: false })).toBe('1,234');
    expect(formatTotal({ countTotal: 0, hasMoreResults: false })).toBe('0');
  });

  it('writes a capped total as a lower bound', () => {
    expect(formatTotal({ countTotal: 1000, hasMoreResults: true })).toBe('1,000+');
    expect(formatTotal({ countTotal: 1101, hasMoreResults: true })).toBe('1,101+');
  });
});

describe('formatRemaining', () => {
  it('counts the ones not shown, as a lower bound when the total is capped', () => {
    expect(formatRemaining({ countTotal: 45, hasMoreResults: true }, 30)).toBe('15');
    expect(formatRemaining({ countTotal: 1000, hasMoreResults: true }, 30)).toBe('970+');
    expect(formatRemaining({ countTotal: 1030, hasMoreResults: false }, 30)).toBe('1,000');
  });
});
