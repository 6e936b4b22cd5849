import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../lib/errors.ts';
import { IMAGE_VARIANTS, type ImageVariant } from '../lib/image-variants.ts';
import { errorResponses, GeoQuery } from '../schemas/common.ts';
import { UploadParams, UploadVariantParams } from '../schemas/uploads.ts';

const SIZES = Object.entries(IMAGE_VARIANTS)
  .map(([name, box]) => `${name} (within ${box}×${box})`)
  .join(', ');

const imageResponses = {
  200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'The image' }),
  304: Type.Null({ description: 'Not modified (ETag matched)' }),
  ...errorResponses(404),
};

/**
 * Uploaded images (post photos, profile pictures) from the media store, next to the demo
 * media under /media. The original as uploaded is never served: only resized versions
 * without its metadata.
 */
const mediaUploads: FastifyPluginAsyncTypebox = async (app) => {
  async function serve(
    request: FastifyRequest,
    reply: FastifyReply,
    uploadId: string,
    variant: ImageVariant,
  ) {
    const upload = await app.uploads.find(uploadId, variant);
    if (!upload) throw notFound('There is no such image.');
    // An upload id is never reused and its versions never change: cached for good.
    void reply
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('ETag', upload.etag)
      .header('X-Content-Type-Options', 'nosniff')
      .type(upload.contentType);
    if (request.headers['if-none-match'] === upload.etag) return reply.code(304).send(null);
    return reply.send(upload.body);
  }

  app.get(
    '/media/uploads/:uploadId',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['system'],
        summary: 'An uploaded image in its full size, cacheable for good',
        params: UploadParams,
        querystring: GeoQuery,
        response: imageResponses,
      },
    },
    (request, reply) => serve(request, reply, request.params.uploadId, 'full'),
  );

  app.get(
    '/media/uploads/:uploadId/:variant',
    {
      // A page shows dozens of photos; they are immutable and cached, so not throttled.
      config: { rateLimit: false },
      schema: {
        tags: ['system'],
        summary: 'One size of an uploaded image (WebP, without metadata), cacheable for good',
        description: `Sizes: ${SIZES}; an image is never enlarged and keeps its shape.`,
        params: UploadVariantParams,
        querystring: GeoQuery,
        response: imageResponses,
      },
    },
    (request, reply) => serve(request, reply, request.params.uploadId, request.params.variant),
  );
};

export default mediaUploads;
