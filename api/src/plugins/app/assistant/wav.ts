/** The longest spoken question we take: the microphone stops at 60 s too. */
export const MAX_RECORDING_SECONDS = 60;

/** The rate the offline recogniser listens at. */
export const RECOGNISER_SAMPLE_RATE = 16_000;

/** The bytes are not a WAV recording we can read (the message says why, for the member). */
export class AudioFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AudioFormatError';
  }
}

/** The recording is longer than MAX_RECORDING_SECONDS. */
export class RecordingTooLongError extends Error {
  constructor(seconds: number) {
    super(
      `The recording is ${Math.round(seconds)} seconds long; the limit is ${MAX_RECORDING_SECONDS} seconds.`,
    );
    this.name = 'RecordingTooLongError';
  }
}

export interface Pcm {
  /** Mono samples in -1..1 at `sampleRate`. */
  samples: Float32Array;
  sampleRate: number;
  seconds: number;
}

const NOT_WAV = 'The recording must be a WAV file (16-bit PCM or 32-bit float).';

const PCM = 1;
const IEEE_FLOAT = 3;
const EXTENSIBLE = 0xfffe;

/** True when the bytes start like a RIFF/WAVE file, whatever type the client claimed. */
export function looksLikeWav(bytes: Buffer): boolean {
  return (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WAVE'
  );
}

/**
 * Reads a WAV file into mono samples, refusing what is not one and what is longer than
 * MAX_RECORDING_SECONDS before decoding the samples.
 */
export function readWav(bytes: Buffer): Pcm {
  if (!looksLikeWav(bytes)) throw new AudioFormatError(NOT_WAV);
  let format: { code: number; channels: number; sampleRate: number; bits: number } | undefined;
  let data: Buffer | undefined;
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const id = bytes.toString('latin1', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    const body = bytes.subarray(offset + 8, Math.min(bytes.length, offset + 8 + size));
    if (id === 'fmt ' && body.length >= 16) {
      let code = body.readUInt16LE(0);
      // WAVE_FORMAT_EXTENSIBLE keeps the real format in the first two bytes of its GUID.
      if (code === EXTENSIBLE && body.length >= 26) code = body.readUInt16LE(24);
      format = {
        code,
        channels: body.readUInt16LE(2),
        sampleRate: body.readUInt32LE(4),
        bits: body.readUInt16LE(14),
      };
    } else if (id === 'data') {
      data = body;
      break;
    }
    offset += 8 + size + (size % 2);
  }
  if (!format || !data) throw new AudioFormatError(NOT_WAV);
  const { code, channels, sampleRate, bits } = format;
  const int16 = code === PCM && bits === 16;
  const float32 = code === IEEE_FLOAT && bits === 32;
  if ((!int16 && !float32) || channels < 1 || sampleRate < 8000 || sampleRate > 192_000) {
    throw new AudioFormatError(NOT_WAV);
  }
  const frameBytes = (bits / 8) * channels;
  const frames = Math.floor(data.length / frameBytes);
  const seconds = frames / sampleRate;
  if (seconds > MAX_RECORDING_SECONDS) throw new RecordingTooLongError(seconds);
  const samples = new Float32Array(frames);
  for (let frame = 0; frame < frames; frame++) {
    let sum = 0;
    for (let channel = 0; channel < channels; channel++) {
      const at = frame * frameBytes + channel * (bits / 8);
      sum += int16 ? data.readInt16LE(at) / 32768 : data.readFloatLE(at);
    }
    samples[frame] = sum / channels;
  }
  return { samples, sampleRate, seconds };
}

/** Linear-interpolation resampling: enough for speech headed to a 4 kHz-wide model. */
export function resample(samples: Float32Array, from: number, to: number): Float32Array {
  if (from === to) return samples;
  const out = new Float32Array(Math.floor((samples.length * to) / from));
  const step = from / to;
  for (let i = 0; i < out.length; i++) {
    const position = i * step;
    const left = Math.floor(position);
    const right = Math.min(left + 1, samples.length - 1);
    const fraction = position - left;
    out[i] = (samples[left] ?? 0) * (1 - fraction) + (samples[right] ?? 0) * fraction;
  }
  return out;
}
