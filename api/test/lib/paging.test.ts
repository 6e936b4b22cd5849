import { describe, expect, it } from 'vitest';
import { listEnvelope } from '../../src/lib/envelopes.ts';
import {
  COUNT_CAP,
  likePattern,
  pageOf,
  parseIdList,
  probePage,
  resolvePage,
  toEpochMs,
} from '../../src/lib/paging.ts';
import { validationMessage } from '../../src/lib/validation-message.ts';

describe('paging helpers', () => {
  it('clamps paging to sane bounds', () => {
    expect(resolvePage()).toEqual({ start: 0, limit: 10 });
    expect(resolvePage(-5, 0)).toEqual({ start: 0, limit: 1 });
    expect(resolvePage(20, 1000)).toEqual({ start: 20, limit: 100 });
  });

  it('builds the list envelope', () => {
    expect(listEnvelope(['a', 'b'], 5, { start: 2, limit: 2 })).toEqual({
      valid: true,
      message: 'ok',
      items: ['a', 'b'],
      count: 2,
      countTotal: 5,
      hasMoreResults: true,
      start: 2,
      limit: 2,
    });
    expect(listEnvelope(['e'], 5, { start: 4, limit: 2 }).hasMoreResults).toBe(false);
  });

  it('knows the total of a last page without counting, and counts at most past the next page', async () => {
    const counts: number[] = [];
    const countUpTo = (cap: number) => {
      counts.push(cap);
      return Promise.resolve(Math.min(cap, 5000));
    };
    expect(probePage({ start: 20, limit: 10 })).toEqual({ start: 20, limit: 11 });
    // The extra row is dropped; a short page is the last one, so its total is exact.
    expect(await pageOf({ start: 20, limit: 10 }, [1, 2, 3], countUpTo)).toEqual({
      items: [1, 2, 3],
      countTotal: 23,
    });
    expect(await pageOf({ start: 0, limit: 10 }, [], countUpTo)).toEqual({
      items: [],
      countTotal: 0,
    });
    expect(counts).toEqual([]);
    // A full page counts, capped, but never below the next page's first row.
    const full = Array.from({ length: 11 }, (_, index) => index);
    expect(await pageOf({ start: 0, limit: 10 }, full, countUpTo)).toEqual({
      items: full.slice(0, 10),
      countTotal: COUNT_CAP,
    });
    expect((await pageOf({ start: 2000, limit: 10 }, full, countUpTo)).countTotal).toBe(2011);
    // Past the end nothing is known, so the total is counted (exactly, being under the cap).
    await pageOf({ start: 500, limit: 10 }, [], countUpTo);
    expect(counts).toEqual([COUNT_CAP, 2011, COUNT_CAP]);
  });

  it('parses id lists and escapes LIKE wildcards', () => {
    expect(parseIdList('1, 2,x,-3,4.5,99999999999')).toEqual([1, 2]);
    expect(parseIdList(undefined)).toEqual([]);
    expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });

  it('turns dates into epoch milliseconds', () => {
    expect(toEpochMs(new Date(1000))).toBe(1000);
    expect(toEpochMs('1970-01-01T00:00:02Z')).toBe(2000);
    expect(toEpochMs(null)).toBeNull();
  });
});

describe('validation messages', () => {
  it('names each field', () => {
    expect(
      validationMessage('body', [
        {
          keyword: 'required',
          instancePath: '',
          params: { requiredProperties: ['email', 'password'] },
        },
        {
          keyword: 'format',
          instancePath: '/other',
          params: {},
          message: 'must match format "email"',
        },
      ]),
    ).toBe(
      'body/email is required; body/password is required; body/other must match format "email"',
    );
  });

  it('lists allowed values for constants and enums', () => {
    expect(
      validationMessage('querystring', [
        { keyword: 'const', instancePath: '/kind', params: { allowedValue: 'A' } },
        { keyword: 'const', instancePath: '/kind', params: { allowedValue: 'B' } },
        {
          keyword: 'anyOf',
          instancePath: '/kind',
          params: {},
          message: 'must match a schema in anyOf',
        },
      ]),
    ).toBe('querystring/kind must be one of "A", "B"');
    expect(
      validationMessage('body', [
        { keyword: 'const', instancePath: '/ok', params: { allowedValue: true } },
      ]),
    ).toBe('body/ok must be true');
  });
});
