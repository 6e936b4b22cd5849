import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { byteRange } from '../../lib/byte-range.ts';
import { notFound } from '../../lib/errors.ts';
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

const media: FastifyPluginAsyncTypebox<{ mediaDir?: URL | undefined }> = async (app, options) => {
  const files = await loadMedia(options.mediaDir ?? MEDIA_DIR);

  app.get(
    '/:file',
    {
      // A page shows dozens of images; they are static and cached, so they are not throttled.
      config: { rateLimit: false },
      schema: {
        tags: ['system'],
        summary:
          'Demo images (SVG), sounds (WAV) and video (MP4, HLS), cached for a day, then revalidated by ETag; one byte range on request',
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
      const file = files.get(request.params.file);
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
