import { color, font, radius, space } from '@canopy/shared-core';
import { useId, type InputHTMLAttributes } from 'react';

export const inputStyle = {
  font: 'inherit',
  width: '100%',
  boxSizing: 'border-box' as const,
  padding: `${space.sm} ${space.md}`,
  borderRadius: radius.md,
  border: `1px solid ${color.border}`,
  background: color.surface,
  color: color.text,
  minHeight: 40,
};

/** A labelled text input; the label is always visible (no placeholder-only fields). */
export function FormField({
  label,
  hint,
  ...input
}: { label: string; hint?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: space.xs, minWidth: 0 }}>
      <label htmlFor={id} css={{ fontSize: font.size.sm, fontWeight: font.weight.medium }}>
        {label}
      </label>
      <input id={id} css={inputStyle} {...input} />
      {hint && <span css={{ fontSize: font.size.xs, color: color.textMuted }}>{hint}</span>}
    </div>
  );
}
