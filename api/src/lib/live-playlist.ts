// The demo live stream: a short generated clip, cut into HLS segments once (committed in
// api/media), played as a LIVE stream that never ends. The playlist moves with the clock:
// each request lists the last few segments "recorded", numbered by how many segment
// lengths have passed since the Unix epoch, looping over the clip's segments. Segment n
// is the clip's segment n mod its length with its timestamps moved on by the loops played
// before it (mpeg-ts-timestamps.ts), so the stream's clock never jumps back. Every
// instance of the API agrees on the numbers, and nothing runs between requests.

/** One segment of the clip: its file and length. */
export interface LoopSegment {
  uri: string;
  seconds: number;
}

export interface LoopClip {
  targetDuration: number;
  segments: LoopSegment[];
}

/** Segments a live playlist lists: hls.js starts three target durations from the end. */
export const LIVE_WINDOW = 4;

/** The segments of a finished (VOD) playlist, or undefined when it has none. */
export function parseClipPlaylist(text: string): LoopClip | undefined {
  const segments: LoopSegment[] = [];
  let targetDuration = 0;
  let seconds: number | undefined;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line.startsWith('#EXT-X-TARGETDURATION:')) {
      targetDuration = Number(line.slice('#EXT-X-TARGETDURATION:'.length));
    } else if (line.startsWith('#EXTINF:')) {
      seconds = Number.parseFloat(line.slice('#EXTINF:'.length));
    } else if (line && !line.startsWith('#') && seconds !== undefined) {
      segments.push({ uri: line, seconds });
      seconds = undefined;
    }
  }
  const valid =
    segments.length > 0 &&
    segments.every((segment) => Number.isFinite(segment.seconds) && segment.seconds > 0);
  if (!valid) return undefined;
  const longest = Math.max(...segments.map((segment) => segment.seconds));
  return {
    targetDuration: Math.max(
      Number.isFinite(targetDuration) ? targetDuration : 0,
      Math.ceil(longest),
    ),
    segments,
  };
}

/** How many segments of the looping clip have finished by `nowMs` (since the epoch). */
export function finishedSegments(clip: LoopClip, nowMs: number): number {
  const loopMs = loopSeconds(clip) * 1000;
  const loops = Math.floor(nowMs / loopMs);
  let elapsed = nowMs - loops * loopMs;
  let index = 0;
  for (const segment of clip.segments) {
    if (elapsed < segment.seconds * 1000) break;
    elapsed -= segment.seconds * 1000;
    index += 1;
  }
  return loops * clip.segments.length + index;
}

/** Which segment of the clip live segment `number` plays, and how many loops came before. */
export function loopPosition(
  clip: LoopClip,
  number: number,
): { segment: LoopSegment; loops: number } {
  const count = clip.segments.length;
  return { segment: clip.segments[number % count]!, loops: Math.floor(number / count) };
}

/** One pass of the clip, in seconds. */
export function loopSeconds(clip: LoopClip): number {
  return clip.segments.reduce((sum, segment) => sum + segment.seconds, 0);
}

/**
 * The live playlist at `nowMs`: the last `window` finished segments, numbered, named by
 * `uriOf`, with no end tag.
 */
export function livePlaylist(
  clip: LoopClip,
  nowMs: number,
  uriOf: (number: number) => string,
  window = LIVE_WINDOW,
): string {
  const last = finishedSegments(clip, nowMs) - 1;
  const first = Math.max(0, last - window + 1);
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${clip.targetDuration}`,
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
  ];
  for (let number = first; number <= last; number += 1) {
    const { segment } = loopPosition(clip, number);
    lines.push(`#EXTINF:${segment.seconds.toFixed(6)},`, uriOf(number));
  }
  return `${lines.join('\n')}\n`;
}
