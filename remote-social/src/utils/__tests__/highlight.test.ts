import { expect, it } from 'vitest';
import { headlineParts } from '../highlight.ts';

it('marks the matched words and keeps everything else as plain text', () => {
  expect(headlineParts('Those ⟪marigolds⟫ and <b>⟪Marigold⟫</b>')).toEqual([
    { text: 'Those ', match: false },
    { text: 'marigolds', match: true },
    { text: ' and <b>', match: false },
    { text: 'Marigold', match: true },
    { text: '</b>', match: false },
  ]);
});
