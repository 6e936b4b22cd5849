import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  mapTimestamps,
  TICKS_PER_SECOND,
  TIMESTAMP_WRAP,
} from '../../src/lib/mpeg-ts-timestamps.ts';
import { MEDIA_DIR } from '../../src/routes/media/files.ts';

const segment = (n: number) => readFile(new URL(`live-harvest-talk-${n}.ts`, MEDIA_DIR));

/** Every PTS, DTS and PCR of a segment, in order. */
function timestampsOf(bytes: Uint8Array): number[] {
  const seen: number[] = [];
  mapTimestamps(bytes, (ticks) => {
    seen.push(ticks);
    return ticks;
  });
  return seen;
}

describe('MPEG-TS timestamps', () => {
  it("reads the committed clip's segments: each starts 2 s after the one before", async () => {
    const starts = await Promise.all(
      [0, 1, 2].map(async (n) => Math.min(...timestampsOf(await segment(n)))),
    );
    expect(starts[1]! - starts[0]!).toBe(2 * TICKS_PER_SECOND);
    expect(starts[2]! - starts[1]!).toBe(2 * TICKS_PER_SECOND);
  });

  it('leaves a segment byte for byte as it was when nothing moves', async () => {
    const bytes = await segment(1);
    expect(mapTimestamps(bytes, (ticks) => ticks).equals(bytes)).toBe(true);
  });

  it('moves every timestamp by the same amount, and back again', async () => {
    const bytes = await segment(0);
    const before = timestampsOf(bytes);
    expect(before.length).toBeGreaterThan(10);
    const shift = 6 * TICKS_PER_SECOND * 1000;
    const moved = mapTimestamps(bytes, (ticks) => ticks + shift);
    expect(moved.equals(bytes)).toBe(false);
    expect(timestampsOf(moved)).toEqual(before.map((ticks) => ticks + shift));
    expect(mapTimestamps(moved, (ticks) => ticks - shift).equals(bytes)).toBe(true);
  });

  it('wraps past 2^33 ticks, as the 33-bit clock does', async () => {
    const bytes = await segment(0);
    const before = timestampsOf(bytes);
    const moved = mapTimestamps(bytes, (ticks) => ticks + TIMESTAMP_WRAP * 3 + 5);
    expect(timestampsOf(moved)).toEqual(before.map((ticks) => (ticks + 5) % TIMESTAMP_WRAP));
  });
});
