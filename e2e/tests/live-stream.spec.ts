// The demo live stream and the always-on radio are a real LIVE HLS stream (issue 34,
// defect 11): the API's playlist moves with the clock over a looping clip, so playback
// goes on past the clip's 6 seconds instead of ending.
import { SECTION_TITLES as T } from '@canopy/api/src/seed/section-titles.ts';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { expectPlays, withoutNativeHls } from '../support/playback.ts';
import { openSignedIn } from '../support/session.ts';

const CLIP_SECONDS = 6;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The playlists the page asked for: a live player asks again as the stream moves on. */
function countPlaylists(page: Page): () => number {
  let count = 0;
  page.on('requestfinished', (request) => {
    if (/live-harvest-talk\.m3u8$/.test(request.url())) count += 1;
  });
  return () => count;
}

async function expectPlaysPastTheClip(media: Locator): Promise<void> {
  await expectPlays(media, 1);
  await expect
    .poll(() => media.evaluate((element: HTMLMediaElement) => element.currentTime), {
      timeout: 30_000,
    })
    .toBeGreaterThan(CLIP_SECONDS + 2);
  expect(await media.evaluate((element: HTMLMediaElement) => element.ended)).toBe(false);
  expect(await media.evaluate((element: HTMLMediaElement) => element.error?.code ?? null)).toBe(
    null,
  );
}

test("the 'On air now' stream keeps playing past its clip's length (hls.js, as in this Chromium)", async ({
  page,
}) => {
  test.info().setTimeout(test.info().timeout + 60_000);
  const playlists = countPlaylists(page);
  await openSignedIn(page, '/browse/live-streams');
  await page.getByRole('link', { name: new RegExp(escape(T.live)) }).click();
  await expectPlaysPastTheClip(page.getByLabel(T.live));
  expect(playlists()).toBeGreaterThan(1);
});

test('the always-on radio keeps playing past the clip in a browser without built-in HLS', async ({
  page,
}) => {
  test.info().setTimeout(test.info().timeout + 60_000);
  await withoutNativeHls(page);
  const playlists = countPlaylists(page);
  await openSignedIn(page, '/browse/streaming');
  await page.getByRole('link', { name: new RegExp(escape(T.streaming)) }).click();
  await expectPlaysPastTheClip(page.getByLabel(T.streaming));
  expect(playlists()).toBeGreaterThan(1);
});
