// The API's offline speech to text, on the committed espeak-ng fixtures: the first question
// (which loads the model: WebAssembly and the English acoustic model, twice, one decoder for
// the grammar and one for the phone loop that checks it), then warm p50/p99 of a question
// it knows and of speech it must refuse. Each run decodes the same 16 kHz clip.
import { readFileSync } from 'node:fs';
import { recognise } from '../api/src/plugins/app/assistant/offline-speech-to-text.ts';
import { readWav } from '../api/src/plugins/app/assistant/wav.ts';
import { atMost, info, type Row } from './results.ts';

const RUNS = Number(process.env.BENCH_VOICE_RUNS ?? 20);
const FIXTURES = new URL('../api/test/fixtures/', import.meta.url);

/** A member waits for these, after speaking. */
const BUDGET_MS = { cold: 5000, warm: 1000 };

const clip = (name: string) => readWav(readFileSync(new URL(name, FIXTURES))).samples;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function warm(samples: Float32Array) {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    await recognise(samples);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

export async function measureVoice(): Promise<Row[]> {
  const question = clip('question-offers-under-twenty.wav');
  const weather = clip('weather-out-of-grammar.wav');
  const started = performance.now();
  const first = await recognise(question);
  const cold = performance.now() - started;
  console.log(`  heard "${first.heard}" (phone disagreement ${first.disagreement.toFixed(2)})`);
  const known = await warm(question);
  const refused = await warm(weather);
  return [
    atMost('first question, model loading included', cold, BUDGET_MS.cold, 'ms'),
    info('question (2.4 s of speech) warm p50', known.p50, 'ms'),
    atMost('question (2.4 s of speech) warm p99', known.p99, BUDGET_MS.warm, 'ms'),
    info('out-of-grammar speech (3.6 s) warm p50', refused.p50, 'ms'),
    atMost('out-of-grammar speech (3.6 s) warm p99', refused.p99, BUDGET_MS.warm, 'ms'),
  ];
}
