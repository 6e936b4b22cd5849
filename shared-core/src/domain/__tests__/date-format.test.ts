import { afterEach, expect, it, vi } from 'vitest';
import { lazyDateFormat } from '../date-format.ts';

afterEach(() => vi.restoreAllMocks());

it('makes its Intl format on the first use, once, and formats as Intl does', () => {
  const made = vi.spyOn(Intl, 'DateTimeFormat');
  const options = { dateStyle: 'medium', timeStyle: 'short' } as const;
  const format = lazyDateFormat('en-US', options);
  expect(made).not.toHaveBeenCalled();

  const when = Date.UTC(2026, 10, 27, 18, 40);
  const expected = new Intl.DateTimeFormat('en-US', options).format(when);
  made.mockClear();
  expect(format(when)).toBe(expected);
  expect(format(new Date(when))).toBe(expected);
  expect(made).toHaveBeenCalledTimes(1);
});
