import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import createModule, { type Decoder, type SoundSwallowerModule } from 'soundswallower';
import {
  SpeechToTextError,
  type AudioClip,
  type SpeechToText,
  type Transcription,
} from './speech-to-text.ts';
import {
  EXTRA_PRONUNCIATIONS,
  GRAMMAR_WORDS,
  QUESTION_GRAMMAR,
  writtenQuestion,
} from './voice-grammar.ts';
import { readWav, RECOGNISER_SAMPLE_RATE, resample } from './wav.ts';

/**
 * A grammar always produces *some* sentence, so each clip is also decoded by a free phone
 * loop and the two are compared: when the phones the grammar's sentence needs differ from
 * the phones actually heard by more than this share, the member said something else.
 * Measured on espeak-ng voices: in-grammar questions 0.43–0.67 (a few up to 0.79), other
 * speech 0.74–1.0.
 */
export const MAX_PHONE_DISAGREEMENT = 0.7;

/**
 * The search beams: the package's defaults prune the right sentence away on synthetic and
 * quiet voices ("Final result does not match the grammar"); these keep it and still decode
 * a question in tens of milliseconds.
 */
const DECODER_CONFIG = {
  loglevel: 'ERROR',
  samprate: RECOGNISER_SAMPLE_RATE,
  beam: 1e-80,
  wbeam: 1e-60,
  pbeam: 1e-80,
};

interface Engine {
  question: Decoder;
  phones: Decoder;
  /** The pronunciation of a grammar word, as phones. */
  pronunciation: Map<string, string[]>;
}

let engine: Promise<Engine> | undefined;

function modelBase(): string {
  // The package resolves its model against the working directory unless told otherwise.
  const entry = fileURLToPath(import.meta.resolve('soundswallower'));
  return `${join(dirname(entry), 'model')}/`;
}

async function loadEngine(): Promise<Engine> {
  const base = modelBase();
  const module: SoundSwallowerModule = await createModule({
    modelBase: base,
    print: () => {},
    printErr: () => {},
  } as Partial<SoundSwallowerModule>);
  const decoder = async () => {
    const made = new module.Decoder(DECODER_CONFIG);
    await made.initialize();
    return made;
  };
  const [question, phones] = [await decoder(), await decoder()];

  question.add_words(...Object.entries(EXTRA_PRONUNCIATIONS));
  const pronunciation = new Map<string, string[]>();
  for (const word of GRAMMAR_WORDS) {
    const phonesOf = question.lookup_word(word);
    if (!phonesOf) throw new Error(`The recogniser's dictionary has no "${word}"`);
    pronunciation.set(word, phonesOf.split(' '));
  }
  question.set_grammar(QUESTION_GRAMMAR);

  const phoneSet = Object.keys(
    JSON.parse(await readFile(join(base, 'en-us', 'phoneset.json'), 'utf8')) as object,
  ).filter((phone) => /^[A-Z]+$/.test(phone) && phone !== 'SIL');
  // One "word" per phone ("phone_aa" is AA); prefixed so none collides with a real word.
  const phoneWord = (phone: string) => `phone_${phone.toLowerCase()}`;
  phones.add_words(...phoneSet.map((phone) => [phoneWord(phone), phone] as [string, string]));
  phones.set_grammar(
    `#JSGF V1.0;\ngrammar phones;\npublic <loop> = <phone>+;\n<phone> = ${phoneSet
      .map(phoneWord)
      .join(' | ')};\n`,
  );
  return { question, phones, pronunciation };
}

/** Loads the model once per process, on first use, and keeps it (a few hundred ms). */
function warmEngine(): Promise<Engine> {
  engine ??= loadEngine().catch((error: unknown) => {
    engine = undefined;
    throw error;
  });
  return engine;
}

function decode(decoder: Decoder, samples: Float32Array): string {
  decoder.start();
  decoder.process_audio(samples, false, true);
  decoder.stop();
  return decoder.get_text().trim();
}

/** Levenshtein distance over phone lists. */
function distance(a: string[], b: string[]): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** Share of phones that differ between what the sentence needs and what was heard. */
export function phoneDisagreement(expected: string[], heard: string[]): number {
  const longest = Math.max(expected.length, heard.length);
  return longest === 0 ? 1 : distance(expected, heard) / longest;
}

export interface OfflineRecognition {
  /** What the grammar heard, as words ("" when nothing fitted). */
  heard: string;
  disagreement: number;
  milliseconds: number;
}

/** Decodes 16 kHz mono samples; exported for the recogniser's own tests and measurements. */
export async function recognise(samples: Float32Array): Promise<OfflineRecognition> {
  const { question, phones, pronunciation } = await warmEngine();
  const started = performance.now();
  const heard = decode(question, samples);
  const expected = heard
    .split(' ')
    .filter(Boolean)
    .flatMap((word) => pronunciation.get(word.replace(/\(\d+\)$/, '')) ?? []);
  const loop = decode(phones, samples)
    .split(' ')
    .filter(Boolean)
    .map((word) => word.replace(/^phone_/, '').toUpperCase());
  return {
    heard,
    disagreement: phoneDisagreement(expected, loop),
    milliseconds: performance.now() - started,
  };
}

/**
 * Speech to text inside the API, with nothing to download at run time: PocketSphinx (as
 * WebAssembly, with its English model, from the soundswallower package) constrained to the
 * assistant's question grammar. Reads WAV; anything outside the grammar is "not heard".
 */
export function offlineSpeechToText(): SpeechToText {
  return {
    kind: 'offline',
    accepts: (mimeType) => /^audio\/(wav|wave|x-wav|vnd\.wave)\b/.test(mimeType),
    async transcribe(clip: AudioClip): Promise<Transcription> {
      const pcm = readWav(clip.bytes);
      const samples = resample(pcm.samples, pcm.sampleRate, RECOGNISER_SAMPLE_RATE);
      let recognition: OfflineRecognition;
      try {
        recognition = await recognise(samples);
      } catch (error) {
        throw new SpeechToTextError('The offline recogniser failed', { cause: error });
      }
      const { heard, disagreement } = recognition;
      if (heard === '' || disagreement > MAX_PHONE_DISAGREEMENT) {
        return { heard: false, reason: 'not-understood' };
      }
      return { heard: true, text: writtenQuestion(heard) };
    },
  };
}
