import { expect, it } from 'vitest';
import { skipLeadingGap } from './media-player.tsx';

/** A media element's playhead and what it has buffered, as a live stream leaves them. */
function media(currentTime: number, ranges: [number, number][]) {
  return {
    currentTime,
    buffered: {
      length: ranges.length,
      start: (index: number) => ranges[index]![0],
      end: (index: number) => ranges[index]![1],
    },
  } as unknown as HTMLMediaElement;
}

it('moves a live stream stuck before its first buffered media to it', () => {
  const stuck = media(0, [[4.05, 5.46]]);
  skipLeadingGap(stuck);
  expect(stuck.currentTime).toBe(4.05);
});

it('leaves a playhead inside or past the buffered media, or with nothing buffered, alone', () => {
  for (const [time, ranges] of [
    [4.5, [[4.05, 5.46]]],
    [6, [[4.05, 5.46]]],
    [0, []],
  ] as [number, [number, number][]][]) {
    const element = media(time, ranges);
    skipLeadingGap(element);
    expect(element.currentTime).toBe(time);
  }
});
