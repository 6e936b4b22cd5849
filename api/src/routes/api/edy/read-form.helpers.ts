import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../../lib/errors.ts';
import type { AudioClip } from '../../../plugins/app/assistant/speech-to-text.ts';
import { MAX_AUDIO_BYTES } from '../../../schemas/assistant.ts';

export interface AssistantFormData {
  fields: Map<string, string>;
  audio?: AudioClip | undefined;
}

const WRONG_TYPE = 'The recording must be an audio file (audio/*).';
const TOO_LARGE = `The recording is too large (the limit is ${MAX_AUDIO_BYTES / 1024 / 1024} MiB).`;

function hasStatus(error: unknown): error is { statusCode: number; code?: string } {
  return typeof error === 'object' && error !== null && 'statusCode' in error;
}

/**
 * The form's text fields and its `file` recording. Other files are drained and ignored; a
 * non-audio recording is 415 before any of it is buffered, one over the limit is 413.
 */
export async function readAssistantForm(request: FastifyRequest): Promise<AssistantFormData> {
  if (!request.isMultipart()) {
    throw new HttpError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the question as multipart/form-data (textnoaudio or file, answers, voiceId).',
    );
  }
  const fields = new Map<string, string>();
  let audio: AudioClip | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        // A field sent as application/json arrives parsed; the handler reads text.
        const value = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
        fields.set(part.fieldname, value);
        continue;
      }
      const mimeType = part.mimetype.toLowerCase();
      if (part.fieldname !== 'file' || audio) {
        part.file.resume();
        continue;
      }
      if (!mimeType.startsWith('audio/')) {
        part.file.resume();
        throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', WRONG_TYPE);
      }
      audio = { bytes: await part.toBuffer(), mimeType, fileName: part.filename || 'question' };
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (hasStatus(error) && error.statusCode === 413) {
      const message =
        error.code === 'FST_REQ_FILE_TOO_LARGE' ? TOO_LARGE : 'The form has too many parts.';
      throw new HttpError(413, 'PAYLOAD_TOO_LARGE', message);
    }
    if (hasStatus(error) && error.statusCode < 500) throw error;
    // Busboy reports a body it cannot parse (no boundary, cut off) as a plain error.
    throw new HttpError(400, 'BAD_REQUEST', 'The multipart body could not be read.');
  }
  return { fields, audio };
}
