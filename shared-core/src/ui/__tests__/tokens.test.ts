import { describe, expect, it } from 'vitest';
import { contrastRatio as contrast } from '../contrast.ts';
import { darkPalette, lightPalette } from '../tokens.ts';

// Colours the front ends use for small text, and the backgrounds it sits on.
const TEXT_COLOURS = ['text', 'textMuted', 'primary', 'accent', 'danger', 'success'] as const;
const BACKGROUNDS = ['bg', 'surface', 'surfaceAlt'] as const;

describe.each([
  ['light', lightPalette],
  ['dark', darkPalette],
])('the %s palette', (_name, palette) => {
  it.each(TEXT_COLOURS)('%s reads at 4.5:1 or more on every background', (textColour) => {
    for (const background of BACKGROUNDS) {
      expect(
        contrast(palette[textColour], palette[background]),
        `${textColour} on ${background}`,
      ).toBeGreaterThanOrEqual(4.5);
    }
  });
});
