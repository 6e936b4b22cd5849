import { readdir, readFile } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contrastRatio } from '../../../shared-core/src/ui/contrast.ts';
import { darkPalette, lightPalette } from '../../../shared-core/src/ui/tokens.ts';
import { renderAll } from '../../scripts/generate-demo-media.ts';
import { mapTimestamps, TICKS_PER_SECOND } from '../../src/lib/mpeg-ts-timestamps.ts';
import { MEDIA_DIR } from '../../src/routes/media/files.ts';
import { LESSON_SOUNDS } from '../../src/seed/lesson-audio.ts';
import { allMediaFiles, SOUND_CLIPS, VIDEO_FILES } from '../../src/seed/media-catalog.ts';
import { renderWav } from '../../src/seed/sound.ts';
import { BACKENDS, buildTestApp, type TestApp } from '../helpers/app.ts';

describe('demo media files', () => {
  it('are committed exactly as the generator draws them', async () => {
    const rendered = renderAll();
    const onDisk = (await readdir(MEDIA_DIR)).filter((name) => name.endsWith('.svg')).sort();
    expect(onDisk).toEqual([...rendered.keys()].sort());
    expect(onDisk).toEqual([...allMediaFiles()].sort());
    for (const [name, content] of rendered) {
      expect(await readFile(new URL(name, MEDIA_DIR), 'utf8'), name).toBe(content);
    }
  });

  it("draw the logo's wordmark readable on the light and the dark header", () => {
    const logo = renderAll().get('logo.svg') ?? '';
    // What each theme's page makes of it: the default fill, then the dark-scheme rule's.
    const light = /\.wordmark\{fill:(#[0-9a-f]{6})\}/.exec(logo)?.[1] ?? '';
    const dark = /prefers-color-scheme: dark\)\{\.wordmark\{fill:(#[0-9a-f]{6})\}/.exec(logo)?.[1];
    expect(contrastRatio(light, lightPalette.surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(dark ?? light, darkPalette.surface)).toBeGreaterThanOrEqual(4.5);
  });

  it('include the sounds exactly as synthesised (8 kHz mono WAV), and the committed video', async () => {
    const sounds = [...SOUND_CLIPS, ...LESSON_SOUNDS];
    const onDisk = (await readdir(MEDIA_DIR)).filter((name) => name.endsWith('.wav')).sort();
    expect(onDisk).toEqual(sounds.map((sound) => sound.file).sort());
    for (const sound of sounds) {
      const bytes = await readFile(new URL(sound.file, MEDIA_DIR));
      expect(bytes.equals(renderWav(sound)), sound.file).toBe(true);
      expect(bytes.toString('ascii', 0, 4)).toBe('RIFF');
      expect(bytes.toString('ascii', 8, 12)).toBe('WAVE');
      expect(bytes.readUInt32LE(24)).toBe(8000);
      const seconds = bytes.readUInt32LE(40) / 8000;
      expect(seconds).toBeCloseTo(sound.notes.length * sound.noteSeconds, 2);
    }
    const sizes = await Promise.all(
      [...VIDEO_FILES, ...onDisk].map(
        async (name) => (await readFile(new URL(name, MEDIA_DIR))).length,
      ),
    );
    // Small enough to commit: the demo media stay under 200 kB together.
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBeLessThan(200_000);
  });

  it('cover everything the seed refers to', async () => {
    const files = new Set(allMediaFiles());
    expect(files.size).toBeGreaterThan(50);
  });
});

describe.each(BACKENDS)('GET /media (%s)', (backend) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(backend);
  });
  afterEach(async () => {
    await t.close();
  });

  it('serves the lesson sounds as audio/wav', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/media/lesson-soil.wav' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('audio/wav');
    expect(response.rawPayload.toString('ascii', 0, 4)).toBe('RIFF');
  });

  it('serves SVGs cached for a day and revalidated by ETag', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/media/cover-prairie.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.body.startsWith('<svg')).toBe(true);
    const again = await t.app.inject({
      method: 'GET',
      url: '/media/cover-prairie.svg',
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('serves sounds, video and HLS playlists with their types', async () => {
    const types: [string, string][] = [
      ['audio-garden-chimes.wav', 'audio/wav'],
      ['video-garden-loop.mp4', 'video/mp4'],
      ['live-harvest-talk.m3u8', 'application/vnd.apple.mpegurl'],
      ['live-harvest-talk-0.ts', 'video/mp2t'],
    ];
    for (const [file, type] of types) {
      const response = await t.app.inject({ method: 'GET', url: `/media/${file}` });
      expect(response.statusCode, file).toBe(200);
      expect(response.headers['content-type'], file).toBe(type);
    }
  });

  it('serves the demo live stream as a LIVE playlist that moves with the clock and loops', async () => {
    const playlistAt = async (ms: number) => {
      const now = vi.spyOn(Date, 'now').mockReturnValue(ms);
      try {
        return await t.app.inject({ method: 'GET', url: '/media/live-harvest-talk.m3u8' });
      } finally {
        now.mockRestore();
      }
    };
    const sequence = (body: string) => Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(body)?.[1]);
    const start = 1_800_000_000_000;
    const first = await playlistAt(start);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache, no-store');
    expect(first.body).not.toContain('#EXT-X-ENDLIST');
    // Well past the 6-second clip, the stream is still on: the window has moved on.
    const later = await playlistAt(start + 20_000);
    expect(sequence(later.body)).toBe(sequence(first.body) + 10);
    expect(later.body).not.toContain('#EXT-X-ENDLIST');
    const segments = later.body.match(/^live-harvest-talk-at-\d+\.ts$/gm) ?? [];
    expect(segments).toHaveLength(4);
    // Segment n is the clip's segment n mod 3, its clock moved on by the passes before it.
    const number = Number(/-at-(\d+)\.ts$/.exec(segments[0]!)?.[1]);
    const served = await t.app.inject({ method: 'GET', url: `/media/${segments[0]}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('video/mp2t');
    const clip = await t.app.inject({
      method: 'GET',
      url: `/media/live-harvest-talk-${number % 3}.ts`,
    });
    const shift = Math.floor(number / 3) * 6 * TICKS_PER_SECOND;
    expect(served.rawPayload.equals(mapTimestamps(clip.rawPayload, (ticks) => ticks + shift))).toBe(
      true,
    );
  });

  it('serves one byte range of a video, as Safari asks before it plays', async () => {
    const file = 'video-garden-loop.mp4';
    const whole = await t.app.inject({ method: 'GET', url: `/media/${file}` });
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const size = whole.rawPayload.length;

    const probe = await t.app.inject({
      method: 'GET',
      url: `/media/${file}`,
      headers: { range: 'bytes=0-1' },
    });
    expect(probe.statusCode).toBe(206);
    expect(probe.headers['content-range']).toBe(`bytes 0-1/${size}`);
    expect(probe.headers['content-length']).toBe('2');
    expect(probe.headers['content-type']).toBe('video/mp4');
    expect(probe.rawPayload.equals(whole.rawPayload.subarray(0, 2))).toBe(true);

    const tail = await t.app.inject({
      method: 'GET',
      url: `/media/${file}`,
      headers: { range: 'bytes=1000-' },
    });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(whole.rawPayload.subarray(1000))).toBe(true);

    const past = await t.app.inject({
      method: 'GET',
      url: `/media/${file}`,
      headers: { range: `bytes=${size}-` },
    });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${size}`);
  });

  it('answers 404 for unknown files and 400 for odd names', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/media/nope.svg' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ valid: false, errorCode: 'NOT_FOUND' });
    const odd = await t.app.inject({ method: 'GET', url: '/media/..%2Fpackage.json' });
    expect(odd.statusCode).toBe(400);
  });

  it('resolves every media reference in the seeded data', async () => {
    const rows = await t.db.query<{ file: string }>(
      `SELECT cover AS file FROM albums WHERE cover IS NOT NULL
       UNION SELECT avatar FROM accounts WHERE avatar IS NOT NULL
       UNION SELECT logo FROM retailers WHERE logo IS NOT NULL
       UNION SELECT picture FROM retailer_locations WHERE picture IS NOT NULL
       UNION SELECT icon FROM game_packs WHERE icon IS NOT NULL
       UNION SELECT background FROM game_packs WHERE background IS NOT NULL
       UNION SELECT meta_data->>'media_file' FROM albums WHERE meta_data ? 'media_file'
       UNION SELECT lesson->>'media' FROM albums
         CROSS JOIN LATERAL jsonb_array_elements(meta_data->'lessons') lesson
        WHERE album_type = 'training' AND lesson ? 'media'`,
    );
    expect(rows.length).toBeGreaterThan(30);
    for (const { file } of rows) {
      const response = await t.app.inject({ method: 'GET', url: `/media/${file}` });
      expect(response.statusCode, file).toBe(200);
    }
  });
});
