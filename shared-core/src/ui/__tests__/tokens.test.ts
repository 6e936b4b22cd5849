import { describe, expect, it } from 'vitest';
import { darkPalette, lightPalette } from '../tokens.ts';

// WCAG 2 relative luminance and contrast ratio of two #rrggbb colours.
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

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
