// One visual language for every front end. Colours are CSS custom properties so the
// light and dark palettes switch in one place and remotes need no theme plumbing.

export const color = {
  bg: 'var(--canopy-bg)',
  surface: 'var(--canopy-surface)',
  surfaceAlt: 'var(--canopy-surface-alt)',
  border: 'var(--canopy-border)',
  text: 'var(--canopy-text)',
  textMuted: 'var(--canopy-text-muted)',
  primary: 'var(--canopy-primary)',
  primaryHover: 'var(--canopy-primary-hover)',
  onPrimary: 'var(--canopy-on-primary)',
  accent: 'var(--canopy-accent)',
  danger: 'var(--canopy-danger)',
  onDanger: 'var(--canopy-on-danger)',
  success: 'var(--canopy-success)',
  live: 'var(--canopy-live)',
  focus: 'var(--canopy-focus)',
} as const;

type Palette = Record<keyof typeof color, string>;

export const lightPalette: Palette = {
  bg: '#f4f6f3',
  surface: '#ffffff',
  surfaceAlt: '#eaf0ea',
  border: '#d5ddd5',
  text: '#17211b',
  textMuted: '#4f5d54',
  primary: '#1f6f4a',
  primaryHover: '#185a3c',
  onPrimary: '#ffffff',
  // Dark enough for 14 px text on every light surface (WCAG AA 4.5:1).
  accent: '#9c5410',
  danger: '#b42318',
  onDanger: '#ffffff',
  success: '#1f7a3d',
  live: '#d92d20',
  focus: '#2563eb',
};

export const darkPalette: Palette = {
  bg: '#0f1512',
  surface: '#18211c',
  surfaceAlt: '#202c25',
  border: '#33423a',
  text: '#e8efe9',
  textMuted: '#a9b8ae',
  primary: '#5cc48c',
  primaryHover: '#7bd6a4',
  onPrimary: '#0b1a12',
  accent: '#f0a35e',
  danger: '#ff8a80',
  onDanger: '#2a0b08',
  success: '#6fd394',
  live: '#d92d20',
  focus: '#8ab4ff',
};

export const space = { xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '32px' };
export const radius = { sm: '6px', md: '10px', lg: '16px', pill: '999px' };
export const font = {
  family:
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  size: { xs: '12px', sm: '14px', md: '16px', lg: '20px', xl: '24px', xxl: '32px' },
  weight: { regular: 400, medium: 500, bold: 700 },
};
export const shadow = {
  card: '0 1px 2px rgba(16, 24, 20, 0.08), 0 2px 8px rgba(16, 24, 20, 0.06)',
  overlay: '0 12px 40px rgba(0, 0, 0, 0.25)',
};

/** SPEC §9 layout constants. */
export const layout = {
  contentMaxWidth: 950,
  narrowBreakpoint: 640,
  columns: 3,
  narrowColumns: 2,
  tileWidth: 135,
  tileHeight: 150,
  maxItems: 100,
  /** Main content is at least the viewport minus 130 px (header and footer). */
  chromeHeight: 130,
} as const;

/**
 * The signed-in header's height, which the shell keeps current: overlays that sit at the
 * top (toasts) start below it instead of covering the header's buttons.
 */
export const HEADER_HEIGHT_VARIABLE = '--canopy-header-height';

export const narrowScreen = `@media (max-width: ${layout.narrowBreakpoint}px)`;

export function paletteVariables(palette: Palette): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [name, value] of Object.entries(palette)) {
    const cssName = name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
    variables[`--canopy-${cssName}`] = value;
  }
  return variables;
}
