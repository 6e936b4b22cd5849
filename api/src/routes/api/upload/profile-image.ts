import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { imageRefusals, readImageUpload } from '../../../lib/multipart-file.ts';
import { isUploadImageType, sniffImageType } from '../../../lib/images.ts';
import { currentUser } from '../../../plugins/app/kernel/current-member.ts';
import { errorResponses, GeoQuery, ItemEnvelope } from '../../../schemas/common.ts';
import { MAX_PROFILE_IMAGE_BYTES, ProfileImageForm } from '../../../schemas/uploads.ts';
import { Profile } from '../../../schemas/users.ts';
import { itemEnvelope } from '../../../lib/envelopes.ts';

const WRONG_TYPE = 'Upload a PNG, JPEG or WebP image.';
const TOO_LARGE = `The image is too large (the limit is ${MAX_PROFILE_IMAGE_BYTES / 1024 / 1024} MiB).`;

const IMAGE_FILE = {
  accepts: isUploadImageType,
  wrongType: WRONG_TYPE,
  tooLarge: TOO_LARGE,
  noun: 'image',
  sniff: sniffImageType,
};

/**
 * Multipart uploads. The multipart parser is registered in this plugin only, so every other
 * route still takes JSON alone (415 otherwise).
 */
const upload: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_PROFILE_IMAGE_BYTES, files: 1, fields: 20, parts: 25 },
  });

  app.post(
    '/profile-image',
    {
      schema: {
        tags: ['users'],
        summary: 'Upload your profile image (multipart/form-data, one `file` field)',
        description:
          'PNG, JPEG or WebP, at most 2 MiB and 40 megapixels (413 above, 415 for other ' +
          "types or a file that does not decode, 400 without a file), within the member's " +
          'upload quotas (429 with Retry-After past the daily one, 413 past the total; the ' +
          'avatar it replaces does not count). The image becomes your avatar, served ' +
          'resized and without its metadata at /media/uploads/{uploadId}.',
        consumes: ['multipart/form-data'],
        body: { content: { 'multipart/form-data': { schema: ProfileImageForm } } },
        querystring: GeoQuery,
        response: { 200: ItemEnvelope(Profile), ...errorResponses(403) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const { bytes, type: actualType } = await readImageUpload(request, IMAGE_FILE);
      await app.uploads
        .replaceProfileImage(me.id, bytes, actualType)
        .catch(imageRefusals(WRONG_TYPE));
      const updated = (await app.accounts.findById(me.id)) ?? me;
      return itemEnvelope(
        await app.profiles.view(updated, updated),
        'Your profile image has been updated.',
      );
    },
  );
};

export default upload;
