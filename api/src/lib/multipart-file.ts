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
