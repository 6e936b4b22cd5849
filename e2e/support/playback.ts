import { expect, type Locator, type Page } from '@playwright/test';

interface Played {
  currentTime: number;
  error: string | null;
  frames: number;
  source: string;
}

/**
 * Starts a video or audio element (muted, as autoplay rules allow without a click) and
 * waits until it has really played: its clock past `seconds`, no media error, and for a
 * video, frames decoded. Returns what it played from (a file, or a blob: for MSE).
 */
export async function expectPlays(media: Locator, seconds = 0.5): Promise<string> {
  // A stream player may still be attaching its source (hls.js loads lazily and then sets a
  // blob: source), which aborts a play() begun before it; a person would press play again.
  await expect
    .poll(() =>
      media.evaluate(async (element: HTMLMediaElement) => {
        element.muted = true;
        try {
          await element.play();
          return 'playing';
        } catch (error) {
          return error instanceof DOMException && error.name === 'AbortError'
            ? 'interrupted by a new source'
            : String(error);
        }
      }),
    )
    .toBe('playing');
  const state = () =>
    media.evaluate((element: HTMLMediaElement): Played => ({
      currentTime: element.currentTime,
      error: element.error ? `${element.error.code} ${element.error.message}` : null,
      frames:
        element instanceof HTMLVideoElement
          ? element.getVideoPlaybackQuality().totalVideoFrames
          : 1,
      source: element.currentSrc,
    }));
  await expect.poll(async () => (await state()).currentTime).toBeGreaterThan(seconds);
  const played = await state();
  expect(played.error).toBeNull();
  expect(played.frames).toBeGreaterThan(0);
  return played.source;
}

/**
 * Makes the page's browser report no built-in HLS, as Firefox does (Safari and recent
 * Chromium have it), so the player streams through hls.js and Media Source Extensions.
 */
export async function withoutNativeHls(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const canPlayType = HTMLMediaElement.prototype.canPlayType;
    HTMLMediaElement.prototype.canPlayType = function (this: HTMLMediaElement, type: string) {
      return /mpegurl/i.test(type) ? '' : canPlayType.call(this, type);
    };
  });
}
