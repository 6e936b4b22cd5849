import { expect, it } from 'vitest';
import { defaultWindow, fromLocalInput, toLocalInput } from '../dates.ts';

it('round-trips a datetime-local value to the minute', () => {
  const at = new Date(2026, 10, 23, 9, 5).getTime();
  expect(toLocalInput(at)).toBe('2026-11-23T09:05');
  expect(fromLocalInput('2026-11-23T09:05')).toBe(at);
  expect(fromLocalInput('')).toBeNull();
  expect(fromLocalInput('soon')).toBeNull();
});

it('proposes a week from now', () => {
  const now = new Date(2026, 10, 23, 9, 5).getTime();
  expect(defaultWindow(now)).toEqual({ start: '2026-11-23T09:05', end: '2026-11-30T09:05' });
});
