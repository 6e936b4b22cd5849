/**
 * The one byte range a `Range` request header asks of a body of `size` bytes (RFC 9110
 * §14). Safari will not play a video from a server that ignores ranges, and every browser
 * seeks with them.
 *
 * - `{ start, end }` (inclusive): answer 206 with that slice;
 * - `'unsatisfiable'`: answer 416 (the range starts past the end);
 * - `null`: no usable range (none, another unit, several ranges, malformed), so answer 200
 *   with the whole body, which the RFC allows for any range a server does not honour.
 */
export function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}
