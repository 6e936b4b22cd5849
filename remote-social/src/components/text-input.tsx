import { color, font, radius, space } from '@canopy/shared-core';
import type { InputHTMLAttributes } from 'react';

/** The look of every one-line text box in the social pages. */
export const inputCss = {
  font: 'inherit',
  padding: space.sm,
  color: color.text,
  background: color.surface,
  border: `1px solid ${color.border}`,
  borderRadius: radius.md,
};

/**
 * A one-line text box with its label above it (the label wraps it, so no id is needed),
 * taking the free width of a form's row: the search and name fields share it.
 */
export function LabelledInput({
  label,
  ...input
}: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label css={{ display: 'grid', gap: space.xs, flex: 1, minWidth: 200 }}>
      <span css={{ fontWeight: font.weight.medium }}>{label}</span>
      <input {...input} css={inputCss} />
    </label>
  );
}
