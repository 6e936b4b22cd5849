/** A few notes played one after another: a demo sound or a training's audio lesson. */
export interface Notes {
  /** Note frequencies in Hz, each played for `noteSeconds`. */
  notes: number[];
  noteSeconds: number;
}

const SAMPLE_RATE = 8000;

/**
 * Notes as an 8-bit mono WAV file (8 kHz): each note a sine with a short fade in and out,
 * so the notes do not click. Deterministic, so regenerating never changes the bytes.
 */
export function renderWav(clip: Notes): Buffer {
  const perNote = Math.round(clip.noteSeconds * SAMPLE_RATE);
  const fade = Math.round(perNote / 8);
  const samples = Buffer.alloc(perNote * clip.notes.length);
  clip.notes.forEach((frequency, note) => {
    for (let i = 0; i < perNote; i += 1) {
      const envelope = Math.min(1, i / fade, (perNote - i) / fade);
      const value = Math.sin((2 * Math.PI * frequency * i) / SAMPLE_RATE) * envelope * 0.6;
      samples[note * perNote + i] = Math.round(128 + value * 127);
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
  header.writeUInt32LE(SAMPLE_RATE, 28); // bytes a second (1 byte a sample)
  header.writeUInt16LE(1, 32); // block align
  header.writeUInt16LE(8, 34); // bits a sample
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(samples.length, 40);
  return Buffer.concat([header, samples]);
}
