import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { byteRange } from '../../lib/byte-range.ts';
import { notFound } from '../../lib/errors.ts';
import {
  livePlaylist,
  loopPosition,
  loopSeconds,
  parseClipPlaylist,
  type LoopClip,
} from '../../lib/live-playlist.ts';
import { mapTimestamps, TICKS_PER_SECOND } from '../../lib/mpeg-ts-timestamps.ts';
import { errorResponses, GeoQuery } from '../../schemas/common.ts';

export const MEDIA_DIR = new URL('../../../media/', import.meta.url);

const CONTENT_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  wav: 'audio/wav',
  mp4: 'video/mp4',
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
};

const FILE_NAME = '^[a-z0-9][a-z0-9-]*\\.(svg|png|jpe?g|webp|wav|mp4|m3u8|ts)$';

interface MediaFile {
  body: Buffer;
  contentType: string;
  etag: string;
}

/** Reads the (small, generated) media folder once; file names are content-stable. */
async function loadMedia(dir: URL): Promise<Map<string, MediaFile>> {
  const files = new Map<string, MediaFile>();
  const names = await readdir(dir).catch(() => [] as string[]);
  const pattern = new RegExp(FILE_NAME);
  for (const name of names) {
    if (!pattern.test(name)) continue;
    const body = await readFile(new URL(name, dir));
    const extension = name.slice(name.lastIndexOf('.') + 1);
    files.set(name, {
      body,
      contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    });
  }
  return files;
}

/** A playlist named `live-….m3u8` is a clip the API plays as a never-ending live stream. */
const LIVE_PLAYLIST = /^live-[a-z0-9-]*\.m3u8$/;
/** Live segment n of that stream: `live-…-at-n.ts`. */
const LIVE_SEGMENT = /^(live-[a-z0-9-]*)-at-(\d{1,15})\.ts$/;
const liveSegmentName = (stream: string, number: number) => `${stream}-at-${number}.ts`;

function liveClips(files: Map<string, MediaFile>): Map<string, LoopClip> {
  const clips = new Map<string, LoopClip>();
  for (const [name, file] of files) {
    if (!LIVE_PLAYLIST.test(name)) continue;
    const clip = parseClipPlaylist(file.body.toString('utf8'));
    if (clip) clips.set(name, clip);
  }
  return clips;
}

const media: FastifyPluginAsyncTypebox<{ mediaDir?: URL | undefined }> = async (app, options) => {
  const files = await loadMedia(options.mediaDir ?? MEDIA_DIR);
  const clips = liveClips(files);

  app.get(
    '/:file',
    {
      // A page shows dozens of images; they are static and cached, so they are not throttled.
      config: { rateLimit: false },
      schema: {
        tags: ['system'],
        summary:
          "Demo images (SVG), sounds (WAV) and video (MP4, HLS), cached for a day, then revalidated by ETag; one byte range on request. A live-….m3u8 playlist is a LIVE stream: a moving window over its clip's segments, looping, never cached",
        params: Type.Object({ file: Type.String({ pattern: FILE_NAME, maxLength: 120 }) }),
        querystring: GeoQuery,
        response: {
          200: Type.Unsafe<Buffer>({
            type: 'string',
            format: 'binary',
            description: 'The image, sound or video',
          }),
          206: Type.Unsafe<Buffer>({
            type: 'string',
            format: 'binary',
            description: 'The byte range asked for (Range: bytes=start-end), as Content-Range says',
          }),
          304: Type.Null({ description: 'Not modified (ETag matched)' }),
          416: Type.Null({ description: 'The range starts past the end of the file' }),
          ...errorResponses(404),
        },
      },
    },
    async (request, reply) => {
      const name = request.params.file;
      const clip = clips.get(name);
      if (clip) {
        const stream = name.slice(0, -'.m3u8'.length);
        const playlist = livePlaylist(clip, Date.now(), (number) =>
          liveSegmentName(stream, number),
        );
        // Moves every segment length: never cached, always read afresh.
        return reply
          .header('Cache-Control', 'no-cache, no-store')
          .type(CONTENT_TYPES['m3u8']!)
          .send(Buffer.from(playlist));
      }
      const live = LIVE_SEGMENT.exec(name);
      const liveClip = live ? clips.get(`${live[1]}.m3u8`) : undefined;
      if (live && liveClip) {
        // The clip's segment, its clock moved on by the loops before it: the same for ever.
        const { segment, loops } = loopPosition(liveClip, Number(live[2]));
        const source = files.get(segment.uri);
        if (!source) throw notFound('There is no such file.');
        const shift = Math.round(loops * loopSeconds(liveClip) * TICKS_PER_SECOND);
        return reply
          .header('Cache-Control', 'public, max-age=86400, immutable')
          .type(CONTENT_TYPES['ts']!)
          .send(mapTimestamps(source.body, (ticks) => ticks + shift));
      }
      const file = files.get(name);
      if (!file) throw notFound('There is no such file.');
      // The names stay when the demo pictures are regenerated, so a day, not for ever.
      void reply
        .header('Cache-Control', 'public, max-age=86400')
        .header('ETag', file.etag)
        .header('Accept-Ranges', 'bytes')
        .type(file.contentType);
      if (request.headers['if-none-match'] === file.etag) return reply.code(304).send(null);
      const size = file.body.length;
      const range = byteRange(request.headers.range, size);
      if (range === 'unsatisfiable') {
        return reply.code(416).header('Content-Range', `bytes */${size}`).send(null);
      }
      if (range) {
        return reply
          .code(206)
          .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
          .send(file.body.subarray(range.start, range.end + 1));
      }
      return reply.send(file.body);
    },
  );
};

export default media;
