import path from 'node:path';
import type { BrowserContextOptions, BrowserType, Page } from '@playwright/test';
import { RUN_SETTINGS } from '@canopy/shared-core/playwright';
import { expect, test } from '../support/fixtures.ts';
import { openSignedIn } from '../support/session.ts';
import { REPO } from '../support/stack.ts';

/**
 * Chromium's fake microphone, playing a committed espeak-ng fixture once and then silence:
 * the real MediaRecorder (webm/opus), the page's conversion to 16 kHz WAV and the API's
 * offline recogniser (no speech-to-text server is configured for the e2e stack).
 */
async function withMicrophone(
  fixture: string,
  browserType: BrowserType,
  options: BrowserContextOptions,
  run: (page: Page) => Promise<void>,
): Promise<void> {
  // Its own browser: the fake microphone is a launch option.
  const browser = await browserType.launch({
    ...RUN_SETTINGS.use.launchOptions,
    args: [
      ...RUN_SETTINGS.use.launchOptions.args,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${path.join(REPO, 'api/test/fixtures', fixture)}%noloop`,
    ],
  });
  try {
    const context = await browser.newContext(options);
    await run(await context.newPage());
  } finally {
    await browser.close();
  }
}

const level = (page: Page) =>
  page
    .getByRole('meter', { name: 'Microphone level' })
    .evaluate((meter: HTMLMeterElement) => meter.value);

/** Records until the fixture has been spoken and the microphone has gone quiet, then sends. */
async function speak(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Ask by voice' }).click();
  await expect.poll(() => level(page)).toBeGreaterThan(0.05);
  // Quiet on several readings in a row: the end of the clip, not a gap between words.
  let quiet = 0;
  await expect
    .poll(async () => (quiet = (await level(page)) < 0.01 ? quiet + 1 : 0), { intervals: [100] })
    .toBeGreaterThanOrEqual(5);
  await page.getByRole('button', { name: 'Send recording' }).click();
}

const conversation = (page: Page) => page.getByRole('list', { name: 'Conversation', exact: true });

test('a question the assistant knows, spoken, is heard offline and answered with offers under $20', async ({
  playwright,
  storageState,
  baseURL,
}) => {
  await withMicrophone(
    'question-offers-under-twenty.wav',
    playwright.chromium,
    { storageState, baseURL },
    async (page) => {
      await openSignedIn(page, '/browse/ai-chat');
      // (The offline recogniser reads WAV only: an answer means the page converted the clip.)
      await speak(page);
      await expect(conversation(page)).toContainText('which offers are near me under $20');
      await expect(conversation(page)).toContainText('under $20.00, nearest first');
      await expect(conversation(page).getByRole('list', { name: 'Cited items' })).toBeVisible();
    },
  );
});

test('speech the assistant does not know gets "I did not catch that" in the conversation', async ({
  playwright,
  storageState,
  baseURL,
}) => {
  await withMicrophone(
    'weather-out-of-grammar.wav',
    playwright.chromium,
    { storageState, baseURL },
    async (page) => {
      await openSignedIn(page, '/browse/ai-chat');
      await speak(page);
      await expect(conversation(page).getByRole('alert')).toHaveText(
        'I did not catch that — try typing your question.',
      );
    },
  );
});
