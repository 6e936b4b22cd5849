import { color, font, radius, space } from '@canopy/shared-core';
import type { ReactNode } from 'react';

/** The look every input in the games area shares. */
export const inputCss = {
  minHeight: 40,
  padding: `0 ${space.md}`,
  borderRadius: radius.md,
  border: `1px solid ${color.border}`,
  background: color.surface,
  color: color.text,
  fontFamily: 'inherit',
  fontSize: font.size.md,
  width: '100%',
  boxSizing: 'border-box',
} as const;

/** A labelled form control; the label wraps it, so no ids are needed. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label css={{ display: 'grid', gap: space.xs, fontSize: font.size.sm, fontWeight: 500 }}>
      {label}
      {children}
    </label>
  );
}
