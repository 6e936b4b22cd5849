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

it('writes an instant as a medium date and a short time, and a day in full', async () => {
  const made = vi.spyOn(Intl, 'DateTimeFormat');
  // A fresh module: the shared formats are made by their first use, not by loading them.
  vi.resetModules();
  const { formatDateTime, formatLongDate } = await import('../date-format.ts');
  expect(made).not.toHaveBeenCalled();
  const when = new Date(2026, 10, 27, 18, 40);
  expect(formatDateTime(when)).toBe('Nov 27, 2026, 6:40 PM');
  expect(formatLongDate(Date.UTC(2026, 10, 27, 12))).toBe('November 27, 2026');
});
