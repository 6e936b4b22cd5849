import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../lib/errors.ts';
import { IMAGE_VARIANTS, type ImageVariant } from '../../lib/image-variants.ts';
import { PRIVATE_MEDIA_MAX_AGE_S } from '../../lib/media-signing.ts';
import { errorResponses } from '../../schemas/common.ts';
import { MediaLinkQuery, UploadParams, UploadVariantParams } from '../../schemas/uploads.ts';

const SIZES = Object.entries(IMAGE_VARIANTS)
  .map(([name, box]) => `${name} (within ${box}×${box})`)
  .join(', ');

const imageResponses = {
  200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'The image' }),
  304: Type.Null({ description: 'Not modified (ETag matched)' }),
  ...errorResponses(404),
};

const ACCESS =
  'A photo of something private (a chat, a private group, a locked album, or not yet ' +
  'posted) is served only through the signed link the API hands to those who may see ' +
  'it: `expires` and `signature`, for that size, until it expires (404 otherwise), with ' +
  '`Cache-Control: private` and a bounded max-age. Other photos are cached for good.';

/**
 * Uploaded images (post photos, profile pictures) from the media store, next to the demo
 * media under /media. The original as uploaded is never served: only resized versions
 * without its metadata.
 */
const mediaUploads: FastifyPluginAsyncTypebox = async (app) => {
  /** The Cache-Control a request may be served with, or undefined when it is not allowed. */
  async function cachingFor(
    uploadId: string,
    variant: ImageVariant,
    link: { expires?: number | undefined; signature?: string | undefined },
  ): Promise<string | undefined> {
    // An upload id is never reused and its versions never change: cached for good.
    if (await app.albums.uploadIsPublic(uploadId)) return 'public, max-age=31536000, immutable';
    if (!app.mediaSigner.verify(uploadId, variant, link.expires, link.signature)) return undefined;
    // Kept by the viewer's browser only, and not past the link's own expiry.
    const left = Math.floor((link.expires ?? 0) - Date.now() / 1000);
    return `private, max-age=${Math.max(0, Math.min(left, PRIVATE_MEDIA_MAX_AGE_S))}`;
  }

  async function serve(
    request: FastifyRequest<{ Querystring: { expires?: number; signature?: string } }>,
    reply: FastifyReply,
    uploadId: string,
    variant: ImageVariant,
  ) {
    // Not allowed and not there look the same: neither says the photo exists.
    const caching = await cachingFor(uploadId, variant, request.query);
    const upload = caching ? await app.uploads.find(uploadId, variant) : undefined;
    if (!caching || !upload) throw notFound('There is no such image.');
    void reply
      .header('Cache-Control', caching)
      .header('ETag', upload.etag)
      .header('X-Content-Type-Options', 'nosniff')
      .type(upload.contentType);
    if (request.headers['if-none-match'] === upload.etag) return reply.code(304).send(null);
    return reply.send(upload.body);
  }

  app.get(
    '/uploads/:uploadId',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['system'],
        summary: 'An uploaded image in its full size',
        description: ACCESS,
        params: UploadParams,
        querystring: MediaLinkQuery,
        response: imageResponses,
      },
    },
    (request, reply) => serve(request, reply, request.params.uploadId, 'full'),
  );

  app.get(
    '/uploads/:uploadId/:variant',
    {
      // A page shows dozens of photos; they are immutable and cached, so not throttled.
      config: { rateLimit: false },
      schema: {
        tags: ['system'],
        summary: 'One size of an uploaded image (WebP, without metadata)',
        description: `Sizes: ${SIZES}; an image is never enlarged and keeps its shape. ${ACCESS}`,
        params: UploadVariantParams,
        querystring: MediaLinkQuery,
        response: imageResponses,
      },
    },
    (request, reply) => serve(request, reply, request.params.uploadId, request.params.variant),
  );
};

export default mediaUploads;
