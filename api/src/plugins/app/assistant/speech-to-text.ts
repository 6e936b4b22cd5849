/** Where voice questions are transcribed: an OpenAI-compatible transcription endpoint. */
export interface SpeechToTextOptions {
  /** The full endpoint, e.g. http://localhost:8000/v1/audio/transcriptions. */
  url: string;
  model: string;
  apiKey?: string | undefined;
  timeoutMs?: number | undefined;
}

export interface AudioClip {
  bytes: Buffer;
  mimeType: string;
  fileName: string;
}

/** The transcription server failed or answered something that is not a transcript. */
export class SpeechToTextError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SpeechToTextError';
  }
}

const DEFAULT_TIMEOUT_MS = 60_000;

/**
 * Sends the clip as multipart `file` + `model` and returns the `text` of the JSON answer
 * (trimmed; empty when no words were heard).
 */
export async function transcribe(options: SpeechToTextOptions, clip: AudioClip): Promise<string> {
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array(clip.bytes)], { type: clip.mimeType }),
    clip.fileName,
  );
  form.append('model', options.model);
  form.append('response_format', 'json');
  let response: Response;
  try {
    response = await fetch(options.url, {
      method: 'POST',
      body: form,
      headers: options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {},
      signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
  } catch (error) {
    throw new SpeechToTextError('The speech-to-text server could not be reached', { cause: error });
  }
  if (!response.ok) {
    throw new SpeechToTextError(`The speech-to-text server answered HTTP ${response.status}`);
  }
  const body = (await response.json().catch(() => undefined)) as { text?: unknown } | undefined;
  if (typeof body?.text !== 'string') {
    throw new SpeechToTextError('The speech-to-text server sent no transcript');
  }
  return body.text.replace(/\s+/g, ' ').trim();
}
