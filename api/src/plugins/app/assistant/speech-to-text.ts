import { looksLikeWav, readWav } from './wav.ts';

/**
 * What a recogniser made of a recording: the words; or no words at all (silence); or words
 * it could not make out (for the offline recogniser: anything outside its grammar).
 */
export type Transcription =
  { heard: true; text: string } | { heard: false; reason: 'no-speech' | 'not-understood' };

/**
 * Speech to text, one interface for both recognisers: the configured remote server (free
 * dictation) and the offline recogniser inside the API (the assistant's own questions).
 */
export interface SpeechToText {
  readonly kind: 'remote' | 'offline';
  /** Whether this recogniser reads recordings of this audio type. */
  accepts(mimeType: string): boolean;
  /**
   * Throws SpeechToTextError when the recogniser failed, AudioFormatError or
   * RecordingTooLongError (from ./wav.ts) when the recording cannot be used.
   */
  transcribe(clip: AudioClip): Promise<Transcription>;
}

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
async function transcribe(options: SpeechToTextOptions, clip: AudioClip): Promise<string> {
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

/** The configured OpenAI-compatible server; it reads any audio type (webm, ogg, wav, ...). */
export function remoteSpeechToText(options: SpeechToTextOptions): SpeechToText {
  return {
    kind: 'remote',
    accepts: () => true,
    async transcribe(clip) {
      // The server would take a long WAV; the 60 s cap is ours, so it holds here too.
      if (looksLikeWav(clip.bytes)) readWav(clip.bytes);
      const text = await transcribe(options, clip);
      return text === '' ? { heard: false, reason: 'no-speech' } : { heard: true, text };
    },
  };
}
