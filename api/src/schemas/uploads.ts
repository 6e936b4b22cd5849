import { Type } from 'typebox';
import { GeoFields, Nullable } from './common.ts';

export const MAX_PROFILE_IMAGE_BYTES = 2 * 1024 * 1024;

export const UPLOAD_ID_PATTERN = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

export const UploadParams = Type.Object({
  uploadId: Type.String({ pattern: UPLOAD_ID_PATTERN, maxLength: 36 }),
});

export const UploadVariantParams = Type.Object({
  uploadId: Type.String({ pattern: UPLOAD_ID_PATTERN, maxLength: 36 }),
  variant: Type.Union([Type.Literal('thumbnail'), Type.Literal('cover'), Type.Literal('full')]),
});

/** A private photo's link carries its expiry and signature (the API hands these out). */
export const MediaLinkQuery = Type.Object({
  ...GeoFields,
  expires: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 99_999_999_999, description: 'Epoch seconds' }),
  ),
  signature: Type.Optional(Type.String({ maxLength: 100 })),
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

/**
 * A photo's size in pixels (its full version; the smaller ones keep its shape), so a page
 * can keep its space before it loads. Null when not known (the demo pictures).
 */
export const PhotoSize = {
  width: Nullable(Type.Integer({ minimum: 1 })),
  height: Nullable(Type.Integer({ minimum: 1 })),
};
