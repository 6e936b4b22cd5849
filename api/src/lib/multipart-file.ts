import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';
import { ImageTooLargeError, UnreadableImageError } from './image-variants.ts';

export interface FileRules {
  /** Whether the declared content type may be read at all (the bytes are checked later). */
  accepts: (mimetype: string) => boolean;
  /** The 415 message for a type that is not accepted. */
  wrongType: string;
  /** The 413 message for a file over the multipart plugin's size limit. */
  tooLarge: string;
}

function hasStatus(error: unknown): error is { statusCode: number } {
  return typeof error === 'object' && error !== null && 'statusCode' in error;
}

/**
 * The bytes of a multipart form's `file` field, or undefined when there is none. Upload
 * failures become the envelope's 413/415/400 with the caller's words.
 */
export async function readFormFile(
  request: FastifyRequest,
  rules: FileRules,
): Promise<Buffer | undefined> {
  try {
    const part = await request.file();
    if (!part) return undefined;
    if (part.fieldname !== 'file' || !rules.accepts(part.mimetype.toLowerCase())) {
      // Drain the stream so the request can finish.
      part.file.resume();
      if (part.fieldname !== 'file') return undefined;
      throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', rules.wrongType);
    }
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (hasStatus(error) && error.statusCode === 413) {
      throw new HttpError(413, 'PAYLOAD_TOO_LARGE', rules.tooLarge);
    }
    if (hasStatus(error) && error.statusCode < 500) throw error;
    // Busboy reports a body it cannot parse (no boundary, cut off) as a plain error.
    throw new HttpError(400, 'BAD_REQUEST', 'The multipart body could not be read.');
  }
}

/**
 * A `catch` for storing an image: one that does not decode is a 415 in the caller's words,
 * one with too many pixels a 413 that says its size and the limit.
 */
export function imageRefusals(unreadable: string) {
  return (error: unknown): never => {
    if (error instanceof UnreadableImageError) {
      throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', unreadable);
    }
    if (error instanceof ImageTooLargeError) {
      throw new HttpError(413, 'IMAGE_TOO_LARGE', error.message);
    }
    throw error;
  };
}

export interface ImageRules<ImageType extends string> extends FileRules {
  /** What the member sends, for the 415 to a body that is not a form ("photo", "image"). */
  noun: string;
  /** The type the bytes really are, by their content; undefined for one that is not taken. */
  sniff: (bytes: Buffer) => ImageType | undefined;
}

/**
 * The one image of an upload form (its `file` field) and its type by content: 415 for a body
 * that is not multipart or a file that is not an image taken here, 400 without a file, 413
 * over the size limit of the multipart plugin the route registered.
 */
export async function readImageUpload<ImageType extends string>(
  request: FastifyRequest,
  rules: ImageRules<ImageType>,
): Promise<{ bytes: Buffer; type: ImageType }> {
  if (!request.isMultipart()) {
    throw new HttpError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      `Send the ${rules.noun} as multipart/form-data with a "file" field.`,
    );
  }
  const bytes = await readFormFile(request, rules);
  if (!bytes || bytes.length === 0) {
    throw new HttpError(400, 'VALIDATION_ERROR', 'body/file is required');
  }
  const type = rules.sniff(bytes);
  if (!type) throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', rules.wrongType);
  return { bytes, type };
}
