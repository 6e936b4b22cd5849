import { Type } from 'typebox';

export const MAX_PROFILE_IMAGE_BYTES = 2 * 1024 * 1024;

export const UPLOAD_ID_PATTERN = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

export const UploadParams = Type.Object({
  uploadId: Type.String({ pattern: UPLOAD_ID_PATTERN, maxLength: 36 }),
});

/** Documents the form; the handler reads the stream itself (bodies are never buffered whole). */
export const ProfileImageForm = Type.Object({
  file: Type.Optional(
    Type.Unsafe<unknown>({
      type: 'string',
      contentMediaType: 'application/octet-stream',
      description: 'The image: PNG, JPEG or WebP, at most 2 MiB',
    }),
  ),
});
