import { expect, it } from 'vitest';
import { encodeWav, SPEECH_SAMPLE_RATE } from '../speech-wav.ts';

const bytesOf = (blob: Blob) =>
  new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(blob);
  });

it('writes mono samples as a 16 kHz, 16-bit PCM WAV the API can read', async () => {
  const samples = Float32Array.from([0, 0.5, -0.5, 1, -1, 2, -2]);
  const blob = encodeWav(samples, SPEECH_SAMPLE_RATE);
  expect(blob.type).toBe('audio/wav');
  const wav = new DataView(await bytesOf(blob));
  const tag = (at: number) =>
    String.fromCharCode(...Array.from({ length: 4 }, (_, i) => wav.getUint8(at + i)));
  expect([tag(0), tag(8), tag(12), tag(36)]).toEqual(['RIFF', 'WAVE', 'fmt ', 'data']);
  expect(wav.getUint32(4, true)).toBe(36 + samples.length * 2);
  expect(wav.getUint16(20, true)).toBe(1); // PCM
  expect(wav.getUint16(22, true)).toBe(1); // mono
  expect(wav.getUint32(24, true)).toBe(16_000);
  expect(wav.getUint32(28, true)).toBe(32_000);
  expect(wav.getUint16(34, true)).toBe(16);
  expect(wav.getUint32(40, true)).toBe(samples.length * 2);
  const written = Array.from(samples, (_, i) => wav.getInt16(44 + i * 2, true));
  // Out-of-range samples are clipped, not wrapped around.
  expect(written).toEqual([0, 16383, -16384, 32767, -32768, 32767, -32768]);
});
