import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  offlineSpeechToText,
  phoneDisagreement,
} from '../../../../src/plugins/app/assistant/offline-speech-to-text.ts';
import { writtenQuestion } from '../../../../src/plugins/app/assistant/voice-grammar.ts';
import {
  AudioFormatError,
  RecordingTooLongError,
} from '../../../../src/plugins/app/assistant/wav.ts';

const fixture = (name: string) => readFile(new URL(`../../../fixtures/${name}`, import.meta.url));
const clip = (bytes: Buffer) => ({ bytes, mimeType: 'audio/wav', fileName: 'q.wav' });

/** A 16-bit mono WAV of silence, `seconds` long. */
function silentWav(seconds: number, sampleRate = 16_000): Buffer {
  const data = Buffer.alloc(Math.round(seconds * sampleRate) * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

describe('offline speech to text', () => {
  const stt = offlineSpeechToText();

  it('hears a spoken question from its grammar, with the price written as the member would', async () => {
    await expect(
      stt.transcribe(clip(await fixture('question-offers-under-twenty.wav'))),
    ).resolves.toEqual({
      heard: true,
      text: 'which offers are near me under $20',
    });
    await expect(stt.transcribe(clip(await fixture('question-show-me-more.wav')))).resolves.toEqual(
      {
        heard: true,
        text: 'show me more',
      },
    );
  });

  it('does not pretend to understand speech outside its grammar', async () => {
    await expect(
      stt.transcribe(clip(await fixture('weather-out-of-grammar.wav'))),
    ).resolves.toEqual({
      heard: false,
      reason: 'not-understood',
    });
    await expect(stt.transcribe(clip(silentWav(1)))).resolves.toEqual({
      heard: false,
      reason: 'not-understood',
    });
  });

  it('reads only WAV recordings of at most 60 seconds', async () => {
    expect(stt.accepts('audio/wav')).toBe(true);
    expect(stt.accepts('audio/webm;codecs=opus')).toBe(false);
    await expect(stt.transcribe(clip(Buffer.from('OggS not a wav')))).rejects.toThrow(
      AudioFormatError,
    );
    await expect(stt.transcribe(clip(silentWav(61)))).rejects.toThrow(RecordingTooLongError);
  });
});

describe('spoken questions in writing', () => {
  it('writes spoken dollar amounts as prices', () => {
    expect(writtenQuestion('products under fifteen dollars')).toBe('products under $15');
    expect(writtenQuestion('offers below twenty five dollars near me')).toBe(
      'offers below $25 near me',
    );
    expect(writtenQuestion('shops under a hundred dollars')).toBe('shops under $100');
    expect(writtenQuestion('any cheaper ones')).toBe('any cheaper ones');
  });

  it('measures how far the heard phones are from the sentence', () => {
    expect(phoneDisagreement(['W', 'IH', 'CH'], ['W', 'IH', 'CH'])).toBe(0);
    expect(phoneDisagreement(['W', 'IH', 'CH'], ['W', 'EH', 'CH', 'S'])).toBe(0.5);
    expect(phoneDisagreement([], [])).toBe(1);
  });
});
