import { jpegWithGps, noisyJpeg } from '@canopy/api/test/helpers/images.ts';
import sharp from 'sharp';
import { recordAttributeHistory } from '../support/attribute-history.ts';
import { expect, test } from '../support/fixtures.ts';
import { newMember } from '../support/members.ts';
import { openSignedIn } from '../support/session.ts';

test('a photo uploads with a progress bar and is shown resized, upright and without its GPS', async ({
  pageAs,
}) => {
  const member = await newMember('Morgan', 'Photographer');
  const page = await pageAs(member.state);
  // Stored 4000×3000 and turned on its side by its EXIF, with the place it was taken.
  const photo = await jpegWithGps(4000, 3000);

  // A second photo of noise (about 3 MB, it barely compresses) sent over a slow uplink, so
  // the bar is seen part-way whatever the machine's speed.
  const large = await noisyJpeg(1000);
  const network = await page.context().newCDPSession(page);
  await network.send('Network.enable');
  await network.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 1024 * 1024,
  });

  await openSignedIn(page, '/browse/activity-wall');
  // Every value the bar takes, as the page draws it: read afterwards, not at one instant.
  const barValues = await recordAttributeHistory(
    page,
    '[role="progressbar"][aria-label="Uploading IMG_0002.jpg"]',
    'aria-valuenow',
  );
  const text = `Sunrise over the beds ${Date.now()}`;
  await page.getByLabel("What's happening?").fill(text);
  await page.getByLabel(/Add photos/).setInputFiles([
    { name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: photo },
    { name: 'IMG_0002.jpg', mimeType: 'image/jpeg', buffer: large },
  ]);
  const progress = page.getByRole('progressbar', { name: 'Uploading IMG_0002.jpg' });
  await expect(progress).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuemax', '100');
  await expect(page.getByRole('button', { name: 'Uploading photos…' })).toBeDisabled();
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 30_000 });
  // On its way the bar showed part of the file: a value neither empty nor full.
  const values = (await barValues()).map(Number);
  expect(
    values.some((value) => value > 0 && value < 100),
    `bar values ${values.join(', ')}`,
  ).toBe(true);
  await network.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  await page.getByRole('button', { name: 'Post', exact: true }).click();
  const post = page.getByRole('article').filter({ hasText: text });
  const image = post.getByRole('list', { name: 'Photos' }).getByRole('img').first();
  await expect(image).toHaveAttribute('src', /\/media\/uploads\/[0-9a-f-]{36}\/thumbnail$/);
  // Its space is kept before it loads: the photo's own (upright) size.
  await expect(image).toHaveAttribute('width', '1536');
  await expect(image).toHaveAttribute('height', '2048');
  await expect
    .poll(() =>
      image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth),
    )
    .toBeGreaterThan(0);

  // What the browser is served: WebP, cached for good, without EXIF or GPS.
  const src = (await image.getAttribute('src')) ?? '';
  const srcset = (await image.getAttribute('srcset')) ?? '';
  for (const url of [src, ...srcset.split(',').map((entry) => entry.trim().split(' ')[0] ?? '')]) {
    const served = await page.request.get(url);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/webp');
    expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(await served.body()).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.height).toBeGreaterThan(metadata.width ?? 0);
  }
  expect(srcset).toMatch(/\/thumbnail 240w, .*\/cover 810w, .*\/full 1536w$/);
});
