import type { ComponentPropsWithRef } from 'react';
import { color, font, radius, space } from './tokens.ts';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: Variant;
  size?: 'sm' | 'md';
}

const variants: Record<Variant, Record<string, unknown>> = {
  primary: {
    background: color.primary,
    color: color.onPrimary,
    borderColor: color.primary,
    '&:hover:not(:disabled)': { background: color.primaryHover },
  },
  secondary: {
    background: color.surface,
    color: color.text,
    borderColor: color.border,
    '&:hover:not(:disabled)': { background: color.surfaceAlt },
  },
  ghost: {
    background: 'transparent',
    color: color.text,
    borderColor: 'transparent',
    '&:hover:not(:disabled)': { background: color.surfaceAlt },
  },
  danger: { background: color.danger, color: color.onDanger, borderColor: color.danger },
};

export function Button({
  variant = 'primary',
  size = 'md',
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      css={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: space.sm,
        minHeight: size === 'sm' ? 32 : 40,
        padding: size === 'sm' ? `0 ${space.md}` : `0 ${space.lg}`,
        fontFamily: 'inherit',
        fontSize: size === 'sm' ? font.size.sm : font.size.md,
        fontWeight: font.weight.medium,
        borderRadius: radius.md,
        border: '1px solid',
        cursor: 'pointer',
        transition: 'background 120ms ease',
        '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
        ...variants[variant],
      }}
      {...props}
    />
  );
}
