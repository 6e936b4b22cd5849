/**
 * The demo trainings' audio lessons: short chimes synthesised as WAV by seed/sound.ts,
 * so the seed needs no recordings and the files are byte-identical on every run.
 */
import type { Notes } from './sound.ts';

export interface LessonSound extends Notes {
  file: string;
}

export const LESSON_SOUNDS: LessonSound[] = [
  { file: 'lesson-breathing.wav', notes: [392, 440, 494, 440], noteSeconds: 0.75 },
  { file: 'lesson-soil.wav', notes: [262, 330, 392, 523], noteSeconds: 0.6 },
];
