import { describe, expect, it } from 'vitest';
import { byteRange } from '../../src/lib/byte-range.ts';

describe('byteRange', () => {
  it('reads a closed, an open and a suffix range', () => {
    expect(byteRange('bytes=0-1', 100)).toEqual({ start: 0, end: 1 });
    expect(byteRange('bytes=10-', 100)).toEqual({ start: 10, end: 99 });
    expect(byteRange('bytes=-30', 100)).toEqual({ start: 70, end: 99 });
  });

  it('ends a range that runs past the body at its last byte', () => {
    expect(byteRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 });
    expect(byteRange('bytes=-500', 100)).toEqual({ start: 0, end: 99 });
  });

  it('refuses a range that starts past the end, or an empty suffix', () => {
    expect(byteRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(byteRange('bytes=200-300', 100)).toBe('unsatisfiable');
    expect(byteRange('bytes=-0', 100)).toBe('unsatisfiable');
  });

  it('ignores what it does not honour: no header, other units, several ranges, nonsense', () => {
    for (const header of [
      undefined,
      '',
      'items=0-1',
      'bytes=0-1,5-6',
      'bytes=-',
      'bytes=9-3',
      'bytes=a-b',
    ]) {
      expect(byteRange(header, 100), String(header)).toBeNull();
    }
  });
});
