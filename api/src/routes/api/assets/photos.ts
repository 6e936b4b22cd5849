import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { itemEnvelope } from '../../../lib/envelopes.ts';
import { photoUrls } from '../../../lib/media.ts';
import { imageRefusals, readImageUpload } from '../../../lib/multipart-file.ts';
import { currentUser } from '../../../plugins/app/kernel/current-member.ts';
import { uploadMediaPath } from '../../../plugins/app/platform/uploads-repository.ts';
import {
  MAX_POST_PHOTO_BYTES,
  POST_PHOTO_TYPES,
  sniffPhotoType,
} from '../../../plugins/app/social/rules.ts';
import { errorResponses, GeoQuery, ItemEnvelope } from '../../../schemas/common.ts';
import { PhotoUploadForm, UploadedPhoto } from '../../../schemas/posts.ts';

const WRONG_TYPE = 'That file is not a photo we can show: use JPEG, PNG, WebP or GIF.';
const TOO_LARGE = `That photo is too large: the limit is ${MAX_POST_PHOTO_BYTES / 1024 / 1024} MB.`;

const PHOTO_FILE = {
  accepts: (mimetype: string) => (POST_PHOTO_TYPES as readonly string[]).includes(mimetype),
  wrongType: WRONG_TYPE,
  tooLarge: TOO_LARGE,
  noun: 'photo',
  sniff: sniffPhotoType,
};

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
          'JPEG, PNG, WebP or GIF by content, not by name, at most 10 MB and 40 megapixels ' +
          '(413 above, 415 for anything else or a file that does not decode, 400 without a ' +
          "file), within the member's upload quotas (429 with Retry-After past the daily one, " +
          '413 past the total). Kept 24 hours unless a post or message uses it. The original is ' +
          'kept; it is served resized (thumbnail, cover, full) as WebP without its metadata ' +
          '(EXIF, GPS). Send the uploadId with POST /albums/posts.',
        consumes: ['multipart/form-data'],
        body: { content: { 'multipart/form-data': { schema: PhotoUploadForm } } },
        querystring: GeoQuery,
        response: { 200: ItemEnvelope(UploadedPhoto), ...errorResponses(403) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const { bytes, type } = await readImageUpload(request, PHOTO_FILE);
      const stored = await app.uploads
        .savePhoto(me.id, bytes, type)
        .catch(imageRefusals(WRONG_TYPE));
      // Attached to nothing yet: only the uploader sees it, through signed links.
      const urls = photoUrls(uploadMediaPath(stored.uploadId), app.mediaUrl, 'private');
      return itemEnvelope(
        {
          uploadId: stored.uploadId,
          fullURL: urls.fullURL ?? '',
          coverURL: urls.coverURL ?? '',
          thumbnailURL: urls.thumbnailURL ?? '',
          mimeType: type,
          byteSize: bytes.length,
          width: stored.width,
          height: stored.height,
        },
        'Photo uploaded.',
      );
    },
  );
};

export default photos;
