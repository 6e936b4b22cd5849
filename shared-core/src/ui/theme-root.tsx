import { Global } from '@emotion/react';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { appConfigAtom } from '../state/app-atoms.ts';
import { darkPalette, font, lightPalette, paletteVariables, color } from './tokens.ts';

export type ColorScheme = 'light' | 'dark';

/** SPEC §1: the dark theme applies when the remote configuration prefers dark. */
export function colorSchemeOf(preferred: string | undefined | null): ColorScheme {
  return preferred?.toLowerCase() === 'dark' ? 'dark' : 'light';
}

/** The configuration's accent colour for this scheme, in place of the built-in one. */
function withAccent(
  palette: typeof lightPalette,
  scheme: ColorScheme,
  colors: { primary?: string; primaryDark?: string } | undefined,
): typeof lightPalette {
  const accent = scheme === 'dark' ? colors?.primaryDark : colors?.primary;
  return accent ? { ...palette, primary: accent, primaryHover: accent } : palette;
}

export function ThemeRoot({ children }: { children: ReactNode }) {
  const config = useAtomValue(appConfigAtom);
  const scheme = colorSchemeOf(config?.preferredColorScheme);
  const palette = withAccent(
    scheme === 'dark' ? darkPalette : lightPalette,
    scheme,
    config?.colors,
  );
  return (
    <>
      <Global
        styles={{
          ':root': { ...paletteVariables(palette), colorScheme: scheme },
          '*, *::before, *::after': { boxSizing: 'border-box' },
          body: {
            margin: 0,
            fontFamily: font.family,
            fontSize: font.size.md,
            lineHeight: 1.5,
            background: color.bg,
            color: color.text,
            WebkitFontSmoothing: 'antialiased',
          },
          a: { color: color.primary },
          ':focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: '2px' },
          img: { maxWidth: '100%' },
        }}
      />
      <div data-color-scheme={scheme} style={{ display: 'contents' }}>
        {children}
      </div>
    </>
  );
}
