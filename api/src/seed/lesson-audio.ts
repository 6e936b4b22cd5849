/**
 * The demo trainings' audio lessons: short chimes synthesised as WAV (8 kHz, 8-bit mono),
 * so the seed needs no recordings and the files are byte-identical on every run.
 */

export interface LessonSound {
  file: string;
  /** Frequencies in Hz, played one after another. */
  notes: number[];
  noteSeconds: number;
}

export const LESSON_SOUNDS: LessonSound[] = [
  { file: 'lesson-breathing.wav', notes: [392, 440, 494, 440], noteSeconds: 0.75 },
  { file: 'lesson-soil.wav', notes: [262, 330, 392, 523], noteSeconds: 0.6 },
];

const SAMPLE_RATE = 8000;

/** A PCM WAV file of the notes, each fading in and out so there are no clicks. */
export function renderWav(sound: LessonSound): Buffer {
  const perNote = Math.round(sound.noteSeconds * SAMPLE_RATE);
  const samples = Buffer.alloc(perNote * sound.notes.length);
  sound.notes.forEach((frequency, noteIndex) => {
    for (let i = 0; i < perNote; i += 1) {
      const envelope = Math.min(1, i / 400, (perNote - i) / 400);
      const value = Math.sin((2 * Math.PI * frequency * i) / SAMPLE_RATE) * envelope * 0.6;
      samples[noteIndex * perNote + i] = Math.round(128 + value * 127);
    }
  });
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + samples.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(SAMPLE_RATE, 28); // bytes per second (1 byte per sample)
  header.writeUInt16LE(1, 32); // block align
  header.writeUInt16LE(8, 34); // bits per sample
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(samples.length, 40);
  return Buffer.concat([header, samples]);
}
