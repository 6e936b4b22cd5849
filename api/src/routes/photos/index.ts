import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { itemEnvelope } from '../../lib/envelopes.ts';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/errors.ts';
import { currentUser } from '../../plugins/app/identity/sessions-repository.ts';
import {
  MAX_POST_PHOTO_BYTES,
  POST_PHOTO_TYPES,
  sniffPhotoType,
} from '../../plugins/app/social/rules.ts';
import { errorResponses, GeoQuery, ItemEnvelope } from '../../schemas/common.ts';
import { PhotoUploadForm, UploadedPhoto } from '../../schemas/posts.ts';

import { authenticated } from '../authenticated.ts';

const WRONG_TYPE = 'That file is not a photo we can show: use JPEG, PNG, WebP or GIF.';
const TOO_LARGE = `That photo is too large: the limit is ${MAX_POST_PHOTO_BYTES / 1024 / 1024} MB.`;

function hasStatus(error: unknown): error is { statusCode: number } {
  return typeof error === 'object' && error !== null && 'statusCode' in error;
}

/** The bytes of the form's `file` field; the declared type is checked before reading. */
async function readPhoto(request: FastifyRequest): Promise<Buffer | undefined> {
  try {
    const part = await request.file();
    if (!part) return undefined;
    const declared = part.mimetype.toLowerCase();
    if (part.fieldname !== 'file' || !(POST_PHOTO_TYPES as readonly string[]).includes(declared)) {
      part.file.resume();
      if (part.fieldname !== 'file') return undefined;
      throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', WRONG_TYPE);
    }
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (hasStatus(error) && error.statusCode === 413) {
      throw new HttpError(413, 'PAYLOAD_TOO_LARGE', TOO_LARGE);
    }
    if (hasStatus(error) && error.statusCode < 500) throw error;
    throw new HttpError(400, 'BAD_REQUEST', 'The multipart body could not be read.');
  }
}

/** Photo uploads for posts (SPEC §7 sends /assets without a JSON content type). */
const photos: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_POST_PHOTO_BYTES, files: 1, fields: 5, parts: 10 },
  });

  app.post(
    '/',
    {
      schema: {
        tags: ['albums'],
        summary: 'Upload a photo for a post (multipart/form-data, one `file` field)',
        description:
          'JPEG, PNG, WebP or GIF by content, not by name, at most 10 MB (413 above, 415 for ' +
          'anything else, 400 without a file). Send the uploadId with POST /albums/posts.',
        consumes: ['multipart/form-data'],
        body: { content: { 'multipart/form-data': { schema: PhotoUploadForm } } },
        querystring: GeoQuery,
        response: { 200: ItemEnvelope(UploadedPhoto), ...errorResponses(403) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      if (!request.isMultipart()) {
        throw new HttpError(
          415,
          'UNSUPPORTED_MEDIA_TYPE',
          'Send the photo as multipart/form-data with a "file" field.',
        );
      }
      const bytes = await readPhoto(request);
      if (!bytes || bytes.length === 0) {
        throw new HttpError(400, 'VALIDATION_ERROR', 'body/file is required');
      }
      const type = sniffPhotoType(bytes);
      if (!type) throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', WRONG_TYPE);
      const stored = await app.posts.storePhoto(me.id, bytes, type);
      return itemEnvelope(
        {
          uploadId: stored.uploadId,
          fullURL: stored.url,
          thumbnailURL: stored.url,
          mimeType: type,
          byteSize: bytes.length,
        },
        'Photo uploaded.',
      );
    },
  );
};

export default authenticated(photos);
