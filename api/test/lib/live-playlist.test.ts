import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  finishedSegments,
  livePlaylist,
  loopPosition,
  parseClipPlaylist,
  type LoopClip,
} from '../../src/lib/live-playlist.ts';
import { MEDIA_DIR } from '../../src/routes/media/files.ts';

const CLIP: LoopClip = {
  targetDuration: 2,
  segments: [
    { uri: 'clip-0.ts', seconds: 2 },
    { uri: 'clip-1.ts', seconds: 2 },
    { uri: 'clip-2.ts', seconds: 2 },
  ],
};

const uriOf = (number: number) => `live-${number}.ts`;

/** The media sequence and the segment lines of a playlist. */
function read(playlist: string) {
  return {
    sequence: Number(/^#EXT-X-MEDIA-SEQUENCE:(\d+)$/m.exec(playlist)?.[1]),
    lines: playlist.trim().split('\n').slice(4),
  };
}

describe('the demo live playlist', () => {
  it('reads the committed clip: three 2-second segments', async () => {
    const clip = parseClipPlaylist(
      await readFile(new URL('live-harvest-talk.m3u8', MEDIA_DIR), 'utf8'),
    );
    expect(clip).toEqual({
      targetDuration: 2,
      segments: [0, 1, 2].map((n) => ({ uri: `live-harvest-talk-${n}.ts`, seconds: 2 })),
    });
  });

  it('moves one segment every segment length, and never ends', () => {
    const at = (ms: number) => read(livePlaylist(CLIP, ms, uriOf));
    const start = 1_800_000_000_000;
    const now = at(start);
    expect(at(start + 1999).sequence).toBe(now.sequence);
    expect(at(start + 2000).sequence).toBe(now.sequence + 1);
    expect(at(start + 60_000).sequence).toBe(now.sequence + 30);
    for (const playlist of [
      livePlaylist(CLIP, start, uriOf),
      livePlaylist(CLIP, start + 60_000, uriOf),
    ]) {
      expect(playlist).not.toContain('#EXT-X-ENDLIST');
      expect(playlist).not.toContain('#EXT-X-PLAYLIST-TYPE');
    }
  });

  it('numbers the last four finished segments, each playing the clip looped', () => {
    // 30 s after the epoch: segments 0 … 14 have finished; the window is 11 … 14.
    const playlist = read(livePlaylist(CLIP, 30_000, uriOf));
    expect(finishedSegments(CLIP, 30_000)).toBe(15);
    expect(playlist.sequence).toBe(11);
    expect(playlist.lines).toEqual([
      '#EXTINF:2.000000,',
      'live-11.ts',
      '#EXTINF:2.000000,',
      'live-12.ts',
      '#EXTINF:2.000000,',
      'live-13.ts',
      '#EXTINF:2.000000,',
      'live-14.ts',
    ]);
    // Segment 11 is the clip's third, in its fourth pass; 12 starts the fifth pass.
    expect(loopPosition(CLIP, 11)).toEqual({ segment: CLIP.segments[2], loops: 3 });
    expect(loopPosition(CLIP, 12)).toEqual({ segment: CLIP.segments[0], loops: 4 });
  });

  it('refuses a playlist without segments', () => {
    expect(parseClipPlaylist('#EXTM3U\n#EXT-X-ENDLIST\n')).toBeUndefined();
  });
});
