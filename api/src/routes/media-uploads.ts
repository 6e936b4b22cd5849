import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { notFound } from '../lib/errors.ts';
import { errorResponses, GeoQuery } from '../schemas/common.ts';
import { UploadParams } from '../schemas/uploads.ts';

/** Uploaded images (profile pictures), next to the demo media under /media. */
const mediaUploads: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/media/uploads/:uploadId',
    {
      schema: {
        tags: ['system'],
        summary: 'An uploaded image, cacheable for a year (its id changes with its content)',
        params: UploadParams,
        querystring: GeoQuery,
        response: {
          200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'The image' }),
          304: Type.Null({ description: 'Not modified (ETag matched)' }),
          ...errorResponses(404),
        },
      },
    },
    async (request, reply) => {
      const upload = await app.uploads.find(request.params.uploadId);
      if (!upload) throw notFound('There is no such image.');
      void reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('ETag', upload.etag)
        .header('X-Content-Type-Options', 'nosniff')
        .type(upload.contentType);
      if (request.headers['if-none-match'] === upload.etag) return reply.code(304).send(null);
      return reply.send(upload.body);
    },
  );
};

export default mediaUploads;
